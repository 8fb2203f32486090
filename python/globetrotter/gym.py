"""Gymnasium environments (needs the `gymnasium` extra): a single-agent `GlobetrotterEnv`, where
the learner plays one seat against built-in bots, and `BatchVectorEnv`, `BatchEnv`'s N games as
a `gymnasium.vector.VectorEnv`. Importing this module registers `globetrotter/Globetrotter-v0`
(`gymnasium.make("globetrotter/Globetrotter-v0", opponent="greedy")`).

Observations are float32 vectors in [0, 1] (docs/bots.md, "Observations"); actions are the fixed
action ids, `Discrete(num_distinct_actions)`, most of them illegal in any one state: the legal
ones are `info["action_mask"]` and `env.action_masks()` (as sb3-contrib's MaskablePPO asks).
"""

from __future__ import annotations

from typing import Any, Sequence

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ._envs import RENDER_MODES, SeedSeries, check_render_mode, drop_game, render_board
from .client import EngineClient, IllegalActionError

__all__ = ["GlobetrotterEnv", "BatchVectorEnv", "ENV_ID"]

#: The id `gymnasium.make` knows this package's single-agent environment by.
ENV_ID = "globetrotter/Globetrotter-v0"

def _spaces(engine: EngineClient, options: dict[str, Any]) -> tuple[int, int, int]:
    """The action and observation sizes of games of `options`, and their player count."""
    probe = engine.request("new", observe=False, legal=False, **options)
    engine.request("drop", game=probe["game"])
    return probe["actionSpaceSize"], probe["observationSize"], len(probe["inGame"])


class GlobetrotterEnv(gymnasium.Env):
    """One game a episode, seen by the learner in seat `seat`; every other seat is played by the
    built-in bot `opponent` (`"random"`, `"greedy"`, `"mcts"`, `"mcts:200"`, or one name a seat
    as a list). `step` plays the learner's action, then the bots' until the learner is to act
    again or the game ends. The reward is the learner's: +1 a win, −1 out or lost, 0 at the turn
    limit (`truncated`). An illegal action ends the episode as a loss (reward −1,
    `info["illegal_action"]`), as PettingZoo's TerminateIllegalWrapper does; with
    `illegal_action="raise"` it raises IllegalActionError instead.

    Seeds: `reset(seed=s)` plays the game of seed `s` (the engine's dice and the bots' own,
    docs/engine-protocol.md); later resets without a seed play `s#1`, `s#2`…

    >>> env = GlobetrotterEnv(opponent="greedy", turn_limit=100)
    >>> obs, info = env.reset(seed=7)
    >>> obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    """

    metadata = {"render_modes": RENDER_MODES, "render_fps": 4}

    def __init__(
        self,
        players: int = 2,
        *,
        opponent: str | Sequence[str] = "random",
        seat: int = 0,
        planets: int | None = None,
        turn_limit: int | None = 500,
        ruleset: str | None = None,
        illegal_action: str = "lose",
        render_mode: str | None = None,
        engine: EngineClient | None = None,
    ) -> None:
        """`players` 2..6, the learner in `seat`; `opponent` a bot name, or one a seat (the
        learner's entry is ignored); `planets`, `turn_limit`, `ruleset` as `Game`;
        `illegal_action` `"lose"` or `"raise"`; `render_mode` None, `"ansi"` or `"human"`."""
        check_render_mode(render_mode)
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"illegal_action must be 'lose' or 'raise', not {illegal_action!r}")
        if not 0 <= seat < players:
            raise ValueError(f"seat must be 0..{players - 1}, not {seat!r}")
        bots = [opponent] * players if isinstance(opponent, str) else list(opponent)
        if len(bots) != players:
            raise ValueError(f"opponent: one bot name a seat ({players}), not {len(bots)}")
        self._owns_engine = engine is None
        self.engine = engine if engine is not None else EngineClient()
        self.players = players
        self.seat = seat
        self.bots = bots
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self._options = dict(players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset)
        n_actions, n_obs, _ = _spaces(self.engine, self._options)
        self.observation_space = spaces.Box(0.0, 1.0, (n_obs,), np.float32)
        self.action_space = spaces.Discrete(n_actions)
        self._handle: int | None = None
        self._seeds = SeedSeries()
        self._mask = np.zeros(n_actions, dtype=np.int8)
        self._over = True

    # --- episodes -----------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Starts a game and plays the bots' moves before the learner's first; returns the
        learner's observation and `info` (`action_mask`, `turn`)."""
        super().reset(seed=seed)
        game_seed = self._seeds.next(seed)
        self._drop()
        reply = self.engine.request("new", seed=game_seed, observe=False, legal=False, **self._options)
        self._handle = reply["game"]
        self._over = False
        reward, reply = self._bots_play(reply)
        obs, info = self._observe(reply)
        return obs, info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Plays the learner's action id, then the bots'; returns (observation, reward,
        terminated, truncated, info)."""
        if self._handle is None or self._over:
            raise RuntimeError("the episode is over: call reset()")
        try:
            reply = self.engine.request(
                "step", game=self._handle, action=int(action), observe=False, legal=False
            )
        except IllegalActionError as e:
            if self.illegal_action == "raise":
                raise
            self._over = True
            info = {"action_mask": self._mask.copy(), "illegal_action": True, "rule": e.rule}
            return np.zeros(self.observation_space.shape, np.float32), -1.0, True, False, info
        reward = float(reply["rewards"][self.seat])
        more, reply = self._bots_play(reply)
        reward += more
        obs, info = self._observe(reply)
        finished = reply["status"] == "finished"
        out = not reply["inGame"][self.seat]
        truncated = bool(reply["truncated"]) and not out
        terminated = (finished and not truncated) or out
        self._over = terminated or truncated
        if self.render_mode == "human":
            self.render()
        return obs, reward, terminated, truncated, info

    def _bots_play(self, reply: dict[str, Any]) -> tuple[float, dict[str, Any]]:
        """The bots' moves until the learner is to act (or is out, or the game ends); the
        learner's reward over them."""
        reward = 0.0
        while reply["status"] != "finished" and reply["player"] != self.seat and reply["inGame"][self.seat]:
            bot = self.bots[reply["player"]]
            reply = self.engine.request("step", game=self._handle, bot=bot, observe=False, legal=False)
            reward += float(reply["rewards"][self.seat])
        return reward, reply

    def _observe(self, reply: dict[str, Any]) -> tuple[np.ndarray, dict[str, Any]]:
        state = self.engine.request("state", game=self._handle, observe=False)
        seen = self.engine.request("observe", game=self._handle, player=self.seat)
        self._mask = np.zeros(self.action_space.n, dtype=np.int8)
        if state["player"] == self.seat:
            self._mask[np.asarray(state["legal"], dtype=np.int64)] = 1
        obs = np.asarray(seen["observation"], dtype=np.float32)
        return obs, {"action_mask": self._mask.copy(), "turn": state["turn"]}

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner now, as booleans (sb3-contrib's MaskablePPO)."""
        return self._mask.astype(bool)

    # --- the rest of gymnasium.Env --------------------------------------------------------------
    def render(self) -> str | None:
        """The board as `renderText` draws it: returned (`"ansi"`), printed (`"human"`)."""
        return render_board(self.engine, self._handle, self.render_mode)

    def close(self) -> None:
        """Drops the game, and ends the engine if this environment started it."""
        self._drop()
        if self._owns_engine:
            self.engine.close()

    def _drop(self) -> None:
        drop_game(self.engine, self._handle)
        self._handle = None

    def record(self) -> dict[str, Any]:
        """The episode's game record (docs/record-format.md)."""
        return self.engine.request("record", game=self._handle)["record"]


class BatchVectorEnv(VectorEnv):
    """`num_envs` games stepped together in one engine request, as a `gymnasium.vector.VectorEnv`
    (self-play: each game's action is the move of the player to act there). Autoreset is
    `SAME_STEP`, as `BatchEnv`'s: a step that ends a game returns the fresh game's observation,
    with the ended one's in `infos["final_obs"]` (where `infos["_final_obs"]`).

    `rewards[i]` is the reward of the player who moved in game i; `infos["rewards"]` holds every
    seat's, `infos["player"]` who moved, `infos["next_player"]` who is to act, and
    `infos["action_mask"]` the legal actions of the player to act (int8, one row a game).
    Games are seeded `seed/0` … `seed/N-1`, and restart with `seed/i#1`, `seed/i#2`…
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        *,
        players: int = 2,
        planets: int | None = None,
        turn_limit: int | None = 500,
        ruleset: str | None = None,
        seed: int | str = 0,
        engine: EngineClient | None = None,
    ) -> None:
        """`num_envs` games of the same options (as `BatchEnv`); `seed` names their series."""
        self._owns_engine = engine is None
        self.engine = engine if engine is not None else EngineClient()
        self.num_envs = num_envs
        self.players = players
        self._options = dict(players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset)
        self._seed: int | str = seed
        n_actions, n_obs, _ = _spaces(self.engine, self._options)
        self.single_observation_space = spaces.Box(0.0, 1.0, (n_obs,), np.float32)
        self.single_action_space = spaces.Discrete(n_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._handles: list[int] = []
        self._resets: list[int] = []
        self._players = np.zeros(num_envs, dtype=np.int64)

    def reset(
        self, *, seed: int | str | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Starts every game (seeded `seed/i`, or the series so far when `seed` is None the first
        time: 0); returns the observations of the players to act and `infos`."""
        if seed is not None:
            self._seed = seed
        self._drop_all()
        self._handles = [self._new(i, 0) for i in range(self.num_envs)]
        self._resets = [0] * self.num_envs
        obs = np.zeros((self.num_envs, self.single_observation_space.shape[0]), np.float32)
        mask = np.zeros((self.num_envs, self.single_action_space.n), np.int8)
        for i, h in enumerate(self._handles):
            state = self.engine.request("state", game=h)
            obs[i] = state["observation"]
            mask[i, state["legal"]] = 1
            self._players[i] = state["player"]
        return obs, {"action_mask": mask, "next_player": self._players.copy()}

    def _new(self, i: int, resets: int) -> int:
        seed = f"{self._seed}/{i}" if resets == 0 else f"{self._seed}/{i}#{resets}"
        return self.engine.request("new", seed=seed, observe=False, legal=False, **self._options)["game"]

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Plays one action id in every game; returns (observations, rewards, terminations,
        truncations, infos), one row a game."""
        actions = np.asarray(actions, dtype=np.int64).reshape(-1)
        if len(actions) != self.num_envs:
            raise ValueError(f"{self.num_envs} actions needed, one a game, not {len(actions)}")
        header, flat, ids = self.engine.steps_binary(self._handles, actions.tolist(), reset=False)
        results = header["results"]
        n_obs = self.single_observation_space.shape[0]
        obs = flat.reshape(self.num_envs, n_obs).copy()
        mask = np.zeros((self.num_envs, self.single_action_space.n), np.int8)
        counts = header["binary"]["legal"]["counts"]
        starts = np.cumsum([0, *counts])
        all_rewards = np.array([r["rewards"] for r in results], dtype=np.float32)
        movers = self._players.copy()
        rewards = all_rewards[np.arange(self.num_envs), movers]
        terminated = np.array([r["terminated"] for r in results], dtype=bool)
        truncated = np.array([r["truncated"] for r in results], dtype=bool)
        done = terminated | truncated
        final_obs = np.empty(self.num_envs, dtype=object)
        for i, r in enumerate(results):
            mask[i, ids[starts[i] : starts[i + 1]]] = 1
            self._players[i] = -1 if r["player"] is None else r["player"]
            if done[i]:
                final_obs[i] = obs[i].copy()
                # Same-step autoreset: the next game of this slot's series starts now.
                self.engine.request("drop", game=self._handles[i])
                self._resets[i] += 1
                self._handles[i] = self._new(i, self._resets[i])
                state = self.engine.request("state", game=self._handles[i])
                obs[i] = state["observation"]
                mask[i] = 0
                mask[i, state["legal"]] = 1
                self._players[i] = state["player"]
        infos: dict[str, Any] = {
            "action_mask": mask,
            "rewards": all_rewards,
            "player": movers,
            "next_player": self._players.copy(),
        }
        if done.any():
            infos["final_obs"] = final_obs
            infos["_final_obs"] = done
        return obs, rewards, terminated, truncated, infos

    def close_extras(self, **kwargs: Any) -> None:
        """Drops the games, and ends the engine if this environment started it."""
        self._drop_all()
        if self._owns_engine:
            self.engine.close()

    def _drop_all(self) -> None:
        for h in self._handles:
            drop_game(self.engine, h)
        self._handles = []


def _register() -> None:
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="globetrotter.gym:GlobetrotterEnv")


_register()
