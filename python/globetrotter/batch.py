"""A batched environment: N games stepped by one binary message, the fast path.

Every game is stepped at each `step` (one action per game, from the player to act there);
finished games restart at once with the next seed of their series, as Gymnasium's vector
envs do ("same-step" autoreset): the step that ends a game reports its rewards and flags,
and the observation, legal ids and player are the fresh game's.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from .client import EngineClient

__all__ = ["BatchEnv", "BatchStep"]


class BatchStep:
    """One batched step's results, as numpy arrays (one row per game)."""

    __slots__ = ("observations", "legal", "players", "rewards", "terminated", "truncated", "reset", "dice")

    def __init__(self, header: dict[str, Any], obs: np.ndarray, ids: np.ndarray, n_obs: int, players: int) -> None:
        results = header["results"]
        n = len(results)
        self.observations: np.ndarray = obs.reshape(n, n_obs) if obs.size else np.zeros((n, 0), np.float32)
        counts = header["binary"]["legal"]["counts"]
        self.legal: list[np.ndarray] = np.split(ids, np.cumsum(counts)[:-1]) if n else []
        self.players = np.array([-1 if r["player"] is None else r["player"] for r in results], dtype=np.int64)
        self.rewards = np.array([r["rewards"] for r in results], dtype=np.float32).reshape(n, players)
        self.terminated = np.array([r["terminated"] for r in results], dtype=bool)
        self.truncated = np.array([r["truncated"] for r in results], dtype=bool)
        self.reset = np.array([r.get("reset", False) for r in results], dtype=bool)
        self.dice: list[list[int]] = [r["dice"] for r in results]


class BatchEnv:
    """N games of the same options in one engine.

    >>> env = BatchEnv(256, players=2, seed=0)
    >>> first = env.reset()
    >>> step = env.step([np.random.choice(ids) for ids in first.legal])
    """

    def __init__(
        self,
        num_games: int,
        *,
        players: int = 2,
        planets: int = 1,
        turn_limit: int | None = 50,
        ruleset: str | None = None,
        seed: int | str = 0,
        observe: bool = True,
        engine: EngineClient | None = None,
    ) -> None:
        self.engine = engine if engine is not None else EngineClient()
        self.num_games = num_games
        self.players = players
        self.options = dict(players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset)
        self.seed = seed
        self.observe = observe
        self.handles: list[int] = []
        self.n_obs = 0
        self.n_actions = 0

    def reset(self) -> BatchStep:
        """Starts the N games, seeded `seed/0` … `seed/N-1`; returns their first observations."""
        self.close()
        replies = [
            self.engine.request("new", seed=f"{self.seed}/{i}", observe=False, legal=False, **self.options)
            for i in range(self.num_games)
        ]
        self.handles = [r["game"] for r in replies]
        self.n_obs = replies[0]["observationSize"]
        self.n_actions = replies[0]["actionSpaceSize"]
        return self._state()

    def _state(self) -> BatchStep:
        # A state reply for each game, framed as a batch step with no rewards.
        obs = []
        ids = []
        results = []
        for h in self.handles:
            r = self.engine.request("state", game=h, observe=self.observe)
            if self.observe:
                obs.append(np.asarray(r["observation"], dtype=np.float32))
            ids.append(np.asarray(r["legal"], dtype=np.int32))
            results.append(r)
        header = {"results": results, "binary": {"legal": {"counts": [len(i) for i in ids]}}}
        flat_obs = np.concatenate(obs) if obs else np.zeros(0, np.float32)
        return BatchStep(header, flat_obs, np.concatenate(ids), self.n_obs if self.observe else 0, self.players)

    def step(self, actions: Sequence[int] | np.ndarray) -> BatchStep:
        """Plays one action in every game (ids, one per game, in the order of `handles`)."""
        header, obs, ids = self.engine.steps_binary(
            self.handles, [int(a) for a in actions], reset=True, observe=self.observe
        )
        return BatchStep(header, obs, ids, self.n_obs if self.observe else 0, self.players)

    def close(self) -> None:
        for h in self.handles:
            try:
                self.engine.request("drop", game=h)
            except Exception:
                pass
        self.handles = []
