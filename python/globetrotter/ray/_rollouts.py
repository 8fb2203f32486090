"""Rollouts for learning: a policy's games on `BatchEnv`s spread over Ray actors."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from ._bots import is_built_in

__all__ = ["rollouts", "collect"]

#: The arrays of a rollout, one row per decision of a learning seat.
FIELDS = ("observations", "masks", "actions", "rewards", "terminations", "truncations", "players", "envs")

Policy = Callable[[np.ndarray, np.ndarray], Any]


def collect(client: Any, spec: dict[str, Any], policy: Policy) -> dict[str, np.ndarray]:
    """Plays `spec["steps"]` decisions of the learning seats on a `BatchEnv` of `client`, or
    (with `spec["games"]` instead) until that many games have ended.

    A row is one decision: the observation and legal-action mask the policy saw, its action,
    and the reward that seat got from that action until its next decision (or the game's end),
    with `terminations` / `truncations` set when the game ended (won, or the turn limit) before
    that seat decided again. Rows still open when collection stops have neither flag.
    Opponent seats (when `spec["opponents"]` names bots) are played by the engine's bots.
    """
    from ..batch import BatchEnv

    players = spec["players"]
    opponents: list[str] | None = spec["opponents"]
    env = BatchEnv(
        spec["num_envs"],
        players=players,
        planets=spec["planets"],
        turn_limit=spec["turn_limit"],
        ruleset=spec["ruleset"],
        seed=spec["seed"],
        engine=client,
    )
    try:
        step = env.reset()
        n, size, width = env.num_games, env.n_actions, env.n_obs
        target = spec.get("steps")
        games_left = spec.get("games")
        cap = (target if target is not None else 64 * games_left) + n
        out = {
            "observations": np.zeros((cap, width), np.float32),
            "masks": np.zeros((cap, size), bool),
            "actions": np.zeros(cap, np.int64),
            "rewards": np.zeros(cap, np.float32),
            "terminations": np.zeros(cap, bool),
            "truncations": np.zeros(cap, bool),
            "players": np.zeros(cap, np.int64),
            "envs": np.zeros(cap, np.int64),
        }
        # The learning seat of each game: every seat in self-play, else seat (game mod players).
        seat_of = np.arange(n) % players
        open_row = np.full((n, players), -1, np.int64)
        count = 0
        while (count < target) if target is not None else games_left > 0:
            if count + n > len(out["actions"]):  # only when collecting games: room for more rows
                out = {k: np.concatenate([v, np.zeros_like(v)]) for k, v in out.items()}
            masks = np.zeros((n, size), bool)
            masks[np.repeat(np.arange(n), step.legal_counts), step.legal_ids] = True
            learning = np.ones(n, bool) if opponents is None else step.players == seat_of
            rows = np.nonzero(learning)[0]
            actions = np.full(n, -1, np.int64)
            if rows.size:
                chosen = np.asarray(policy(step.observations[rows], masks[rows]), dtype=np.int64).reshape(-1)
                if chosen.shape != rows.shape:
                    raise ValueError(f"the policy returned {chosen.shape[0]} actions for {rows.size} observations")
                if not masks[rows, chosen].all():
                    k = int(np.nonzero(~masks[rows, chosen])[0][0])
                    raise ValueError(f"the policy chose an illegal action ({int(chosen[k])}) in game {int(rows[k])}")
                actions[rows] = chosen
            for g in np.nonzero(~learning)[0]:
                seat = int(step.players[g])
                bot = opponents[(seat - int(seat_of[g]) - 1) % len(opponents)]  # type: ignore[index]
                actions[g] = client.request("bot", game=env.handles[g], bot=bot)["action"]
            take = rows if target is None or count + rows.size <= target else rows[: target - count]
            at = np.arange(count, count + take.size)
            out["observations"][at] = step.observations[take]
            out["masks"][at] = masks[take]
            out["actions"][at] = actions[take]
            out["players"][at] = step.players[take]
            out["envs"][at] = take
            open_row[take, step.players[take]] = at
            count += take.size
            step = env.step(actions)
            # Each open row gets its seat's reward; a finished game closes its rows.
            has = open_row >= 0
            out["rewards"][open_row[has]] += step.rewards[has]
            ended = step.terminated | step.truncated
            if games_left is not None:
                games_left -= int(ended.sum())
            for g in np.nonzero(ended)[0]:
                mine = open_row[g][open_row[g] >= 0]
                out["terminations"][mine] = step.terminated[g]
                out["truncations"][mine] = step.truncated[g]
                open_row[g] = -1
        return {k: v[:count] for k, v in out.items()}
    finally:
        env.close()


def _opponents(opponents: str | Sequence[str]) -> list[str] | None:
    if opponents == "self":
        return None
    names = [opponents] if isinstance(opponents, str) else list(opponents)
    if not names:
        raise ValueError("opponents must be 'self', a bot name or a list of bot names")
    for name in names:
        if not is_built_in(name):
            raise ValueError(f"unknown bot {name!r}: expected random, greedy, mcts or mcts:<iterations>")
    return names


def rollouts(
    policy: Policy,
    *,
    steps: int | None = None,
    games: int | None = None,
    opponents: str | Sequence[str] = "self",
    num_envs: int = 16,
    actors: int | None = None,
    players: int = 2,
    planets: int | None = None,
    ruleset: str | None = None,
    turn_limit: int | None = 50,
    seed: int | str = 0,
    address: str | None = None,
    engine: str | None = None,
) -> dict[str, np.ndarray]:
    """Collects `steps` decisions of `policy` (or its decisions in at least `games` games) on Ray
    actors, each stepping its own `BatchEnv`.

    `policy(observations, masks)` gets a float32 array of observations and a bool array of
    legal-action masks (one row per game whose learning seat is to act) and returns one action
    id per row; it is sent to every actor, so it must be picklable (a function, or an object
    holding a model's weights). `opponents`: "self" (the policy plays every seat), a bot name
    ("greedy", "mcts:200", ...), or a list of names for the other seats in turn; against bots
    the learning seat of game g is g mod `players`.

    Returns numpy arrays, one row per decision, actor after actor: `observations`, `masks`,
    `actions`, `rewards` (that seat's reward until its next decision), `terminations`,
    `truncations`, `players` (the seat), `envs` (the game slot in its actor), `actors`.
    Actor k's games are seeded `"{seed}/a{k}/{slot}"`, so the same policy, options and number
    of actors collect the same arrays.
    """
    from ._cluster import EngineActor, cluster_cpus, connect
    import ray

    if not callable(policy):
        raise ValueError("policy must be callable: policy(observations, masks) -> actions")
    if (steps is None) == (games is None):
        raise ValueError("give exactly one of steps and games")
    wanted = steps if steps is not None else games
    if isinstance(wanted, bool) or not isinstance(wanted, int) or wanted < 1:
        name = "steps" if steps is not None else "games"
        raise ValueError(f"{name} must be a positive integer, not {wanted!r}")
    if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
        raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
    named = _opponents(opponents)
    from ..client import EngineClient, EngineError

    with EngineClient(engine) as local:  # options checked before any actor starts
        try:
            game = local.request("new", players=players, planets=planets, ruleset=ruleset, turnLimit=turn_limit, seed=0)
            local.request("drop", game=game["game"])
        except EngineError as e:
            raise ValueError(f"rollouts: {e.error.get('message', e)}") from None
    connect(address)
    count = actors if actors is not None else cluster_cpus()
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"actors must be a positive integer, not {actors!r}")
    share = [wanted // count + (1 if k < wanted % count else 0) for k in range(count)]
    unit = "steps" if steps is not None else "games"
    options = dict(num_envs=num_envs, players=players, planets=planets, ruleset=ruleset, turn_limit=turn_limit, opponents=named)
    busy = [k for k in range(count) if share[k] > 0]
    pool = [EngineActor.remote(engine) for _ in busy]
    try:
        refs = [
            actor.rollout.remote({unit: share[k], "seed": f"{seed}/a{k}", **options}, policy)
            for k, actor in zip(busy, pool)
        ]
        parts = ray.get(refs)
    finally:
        for actor in pool:
            ray.kill(actor, no_restart=True)
    out = {k: np.concatenate([p[k] for p in parts]) for k in FIELDS}
    out["actors"] = np.concatenate([np.full(len(p["actions"]), k, np.int64) for k, p in zip(busy, parts)])
    return out


