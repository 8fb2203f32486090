"""A PettingZoo AEC environment (needs the `pettingzoo` extra).

Agents are `player_0` … `player_{n-1}`. Observations are dicts `{"observation": float32[obs],
"action_mask": int8[actions]}`; the mask is also in `infos[agent]["action_mask"]`. A player who
is out (R14) is terminated; the turn limit ends the game as a truncation. Rewards: +1 a win, −1
out or lost, 0 at the turn limit (docs/engine-protocol.md).
"""

from __future__ import annotations

import difflib
import inspect
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._envs import RENDER_MODES, SeedSeries, check_render_mode, drop_game, render_board
from .client import EngineClient

__all__ = ["GlobetrotterAEC", "env", "raw_env"]


class GlobetrotterAEC(AECEnv):
    """The PettingZoo AEC environment. `render_mode` is None, `"ansi"` (`render()` returns the
    board as text) or `"human"` (`render()` prints it, and every step renders)."""

    metadata = {"name": "globetrotter_v0", "render_modes": RENDER_MODES, "is_parallelizable": False}

    def __init__(
        self,
        players: int = 2,
        *,
        planets: int | None = None,
        turn_limit: int | None = 500,
        ruleset: str | None = None,
        engine: EngineClient | None = None,
        render_mode: str | None = None,
    ) -> None:
        """`players`, `planets`, `turn_limit`, `ruleset` as `Game`; `engine` shares a running
        engine; `render_mode` None, `"ansi"` or `"human"` (anything else is a ValueError)."""
        super().__init__()
        check_render_mode(render_mode)
        self.engine = engine if engine is not None else EngineClient()
        self.players = players
        self.planets = planets
        self.turn_limit = turn_limit
        self.ruleset = ruleset
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        probe = self.engine.request(
            "new", players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset,
            observe=False, legal=False,
        )
        self.engine.request("drop", game=probe["game"])
        self._n_actions = probe["actionSpaceSize"]
        self._n_obs = probe["observationSize"]
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (self._n_obs,), np.float32),
                    "action_mask": spaces.Box(0, 1, (self._n_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(self._n_actions) for a in self.possible_agents}
        self._no_actions = np.zeros(self._n_actions, dtype=np.int8)
        self._no_actions.flags.writeable = False
        self._handle: int | None = None
        self._seeds = SeedSeries()

    def observation_space(self, agent: str) -> spaces.Space:
        """A dict of `observation` (float32) and `action_mask` (int8), the same for every agent."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """`Discrete(num_distinct_actions)`: the fixed action ids (docs/bots.md)."""
        return self._action_spaces[agent]

    # --- lifecycle ----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Starts a game: seeded `seed`, or the next of the series (`seed#1`, `seed#2`…)."""
        game_seed = self._seeds.next(seed)
        self._drop()
        reply = self.engine.request(
            "new", players=self.players, planets=self.planets, turnLimit=self.turn_limit,
            ruleset=self.ruleset, seed=game_seed,
        )
        self._handle = reply["game"]
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self._skip_agent_selection = None
        self._take(reply["player"], np.asarray(reply["observation"], dtype=np.float32), reply["legal"])
        self.infos = {a: {} for a in self.agents}
        self._set_infos()

    def _take(self, player: int | None, observation: np.ndarray, legal: Any) -> None:
        self._player = player
        self._obs = observation
        self._mask = np.zeros(self._n_actions, dtype=np.int8)
        self._mask[legal if isinstance(legal, np.ndarray) else np.asarray(legal, dtype=np.int64)] = 1
        if player is not None:
            self.agent_selection = self.possible_agents[player]

    def _set_infos(self) -> None:
        for agent in self.agents:
            mask = self._mask if self._is_to_act(agent) else self._no_actions
            self.infos[agent] = {"action_mask": mask}

    def _is_to_act(self, agent: str) -> bool:
        return self._player is not None and self._index[agent] == self._player

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What `agent` observes; its action mask is empty unless it is to act."""
        if self._is_to_act(agent):
            return {"observation": self._obs.copy(), "action_mask": self._mask.copy()}
        reply = self.engine.request("observe", game=self._handle, player=self._index[agent])
        return {
            "observation": np.asarray(reply["observation"], dtype=np.float32),
            "action_mask": np.zeros(self._n_actions, dtype=np.int8),
        }

    def step(self, action: int | None) -> None:
        """Plays the selected agent's action id (None for an agent that is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        header, obs, ids = self.engine.steps_binary([self._handle], [int(action)])
        result = header["results"][0]
        self._take(result["player"], obs, ids)
        for agent_name in self.agents:
            i = self._index[agent_name]
            self.rewards[agent_name] = float(result["rewards"][i])
            self.terminations[agent_name] = result["terminated"] or not result["inGame"][i]
            self.truncations[agent_name] = result["truncated"] and result["inGame"][i]
        self._set_infos()
        self._accumulate_rewards()
        self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The board as `renderText` draws it: returned (`"ansi"`), printed (`"human"`), or
        nothing without a render mode (PettingZoo warns)."""
        return render_board(self.engine, self._handle, self.render_mode)

    def close(self) -> None:
        """Drops the game (the engine stays, for other environments that share it)."""
        self._drop()

    def _drop(self) -> None:
        drop_game(self.engine, self._handle)
        self._handle = None

    def state_hash(self) -> str:
        """The game's `stateHash`."""
        return self.engine.request("state", game=self._handle, hash=True, observe=False, legal=False)["hash"]

    def record(self) -> dict[str, Any]:
        """The game's record so far (docs/record-format.md)."""
        return self.engine.request("record", game=self._handle)["record"]


def _check_options(kwargs: dict[str, Any]) -> None:
    """Refuses an option `GlobetrotterAEC` does not take, naming the nearest one (`turnlimit` →
    `turn_limit`), as the engine and the JavaScript API do."""
    known = [name for name in inspect.signature(GlobetrotterAEC.__init__).parameters if name != "self"]
    for key in kwargs:
        if key not in known:
            near = difflib.get_close_matches(key.lower(), known, n=1)
            hint = f'; did you mean "{near[0]}"?' if near else ""
            raise TypeError(f"unknown option {key!r}{hint} (known: {', '.join(known)})")


def raw_env(**kwargs: Any) -> GlobetrotterAEC:
    """The AEC env unwrapped (`GlobetrotterAEC(**kwargs)`)."""
    _check_options(kwargs)
    return GlobetrotterAEC(**kwargs)


def env(**kwargs: Any) -> AECEnv:
    """The AEC env wrapped as PettingZoo's classic games are (order and bounds enforced)."""
    from pettingzoo.utils import wrappers

    e: AECEnv = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e
