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
    """One batched step's results, as numpy arrays (one row per game).

    `legal_ids` holds every game's legal ids in turn and `legal_counts` how many are each
    game's; `legal` splits them into one array per game on first use. `sample_legal` draws one
    legal id per game without a Python loop.
    """

    __slots__ = (
        "observations", "players", "rewards", "terminated", "truncated", "reset",
        "legal_ids", "legal_counts", "_legal", "_dice", "_dice_counts", "_dice_values",
    )

    def __init__(self, header: dict[str, Any], obs: np.ndarray, ids: np.ndarray, n_obs: int, players: int) -> None:
        """From a binary `steps` reply: its header, observations and legal ids."""
        results = header["results"]
        n = len(results)
        self.observations: np.ndarray = obs.reshape(n, n_obs) if obs.size else np.zeros((n, 0), np.float32)
        self.legal_ids: np.ndarray = ids
        self.legal_counts: np.ndarray = np.asarray(header["binary"]["legal"]["counts"], dtype=np.int64).reshape(n)
        self._legal: list[np.ndarray] | None = None
        self.players = np.array([-1 if r["player"] is None else r["player"] for r in results], dtype=np.int64)
        self.rewards = np.array([r["rewards"] for r in results], dtype=np.float32).reshape(n, players)
        self.terminated = np.array([r["terminated"] for r in results], dtype=bool)
        self.truncated = np.array([r["truncated"] for r in results], dtype=bool)
        self.reset = np.array([r.get("reset", False) for r in results], dtype=bool)
        self._dice: list[list[int]] | None = [r["dice"] for r in results]

    @classmethod
    def from_columns(
        cls, parts: list[dict[str, np.ndarray]], n_obs: int, players: int, observations: np.ndarray | None = None
    ) -> "BatchStep":
        """From the columnar replies of consecutive slices of the games (`steps_columns`);
        `observations`, when given, already holds every game's observation (read into it)."""
        self = cls.__new__(cls)

        def column(name: str) -> np.ndarray:
            return parts[0][name] if len(parts) == 1 else np.concatenate([p[name] for p in parts])

        n = sum(len(p["player"]) for p in parts)
        if observations is not None:
            self.observations = observations
        else:
            obs = column("observations")
            self.observations = obs.reshape(n, n_obs) if obs.size else np.zeros((n, 0), np.float32)
        self.legal_ids = column("legal")
        self.legal_counts = column("legalCount").astype(np.int64)
        self._legal = None
        self.players = column("player").astype(np.int64)
        self.rewards = column("rewards").reshape(n, players)
        flags = column("flags")
        self.terminated = (flags & 1).astype(bool)
        self.truncated = (flags & 2).astype(bool)
        self.reset = (flags & 4).astype(bool)
        self._dice = None
        self._dice_counts = column("diceCount")
        self._dice_values = column("dice")
        return self

    @property
    def legal(self) -> list[np.ndarray]:
        """Each game's legal ids, ascending (views of `legal_ids`)."""
        if self._legal is None:
            counts = self.legal_counts
            self._legal = np.split(self.legal_ids, np.cumsum(counts[:-1])) if len(counts) else []
        return self._legal

    def sample_legal(self, rng: np.random.Generator) -> np.ndarray:
        """One legal id per game, uniformly at random, without a Python loop (-1 for a game
        with no legal id, as when `legal=False`)."""
        counts = self.legal_counts
        if len(self.legal_ids) == 0:
            return np.full(len(counts), -1, dtype=np.int64)
        starts = np.cumsum(counts) - counts
        picks = starts + (rng.random(len(counts)) * counts).astype(np.int64)
        ids = self.legal_ids[np.minimum(picks, len(self.legal_ids) - 1)].astype(np.int64)
        return np.where(counts > 0, ids, -1)

    @property
    def dice(self) -> list[list[int]]:
        """The dice each game's action drew (computed on first use)."""
        if self._dice is None:
            ends = np.cumsum(self._dice_counts)
            values = self._dice_values.tolist()
            self._dice = [values[e - c : e] for c, e in zip(self._dice_counts.tolist(), ends.tolist())]
        return self._dice


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
        planets: int | None = None,
        turn_limit: int | None = 500,
        ruleset: str | None = None,
        seed: int | str = 0,
        observe: bool = True,
        pipeline: bool | None = None,
        columns: bool | None = None,
        engine: EngineClient | None = None,
    ) -> None:
        """`num_games` games of `players`, `planets`, `turn_limit`, `ruleset`, seeded from `seed`;
        `observe=False` leaves observations out; `pipeline` and `columns` choose how batches
        travel (default: what suits the batch and the engine)."""
        self.engine = engine if engine is not None else EngineClient()
        self.num_games = num_games
        self.players = players
        self.options = dict(players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset)
        self.seed = seed
        self.observe = observe
        # Half-batches in flight together; off for huge batches, whose two requests might not
        # fit in the engine's input pipe while it writes the first reply.
        self.pipeline = num_games <= 4096 if pipeline is None else pipeline
        # The columnar framing when the engine offers it (None), or as told.
        self.columns = columns
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
        n_obs = self.n_obs if self.observe else 0
        columns = "columns" in self.engine.capabilities if self.columns is None else self.columns
        if not columns:
            header, obs, ids = self.engine.steps_binary(
                self.handles, [int(a) for a in actions], reset=True, observe=self.observe
            )
            return BatchStep(header, obs, ids, n_obs, self.players)
        actions = np.asarray(actions, dtype=np.int64)
        if len(actions) != len(self.handles):
            raise ValueError(f"{len(self.handles)} actions needed, one per game, not {len(actions)}")
        # Two half-batches sent at once: the engine steps the second while this process reads
        # and decodes the first (docs/guide-python.md, "Performance").
        cut = len(self.handles) // 2 if self.pipeline and len(self.handles) >= 2 else len(self.handles)
        batches = [(self.handles[:cut], actions[:cut])]
        if cut < len(self.handles):
            batches.append((self.handles[cut:], actions[cut:]))
        # The observations are read from the pipe straight into the array handed out.
        observations = np.empty((len(self.handles), n_obs), np.float32) if n_obs else None
        parts = self.engine.steps_columns(batches, reset=True, observe=self.observe, observations=observations)
        return BatchStep.from_columns(parts, n_obs, self.players, observations)

    def close(self) -> None:
        """Drops the games (the engine stays)."""
        for h in self.handles:
            try:
                self.engine.request("drop", game=h)
            except Exception:
                pass
        self.handles = []
