"""Tournaments on a Ray cluster: the games of `globetrotter tournament`, spread over actors."""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import ray
from ray.exceptions import RayActorError

from ..client import EngineClient, EngineError
from ._bots import is_built_in
from ._cluster import EngineActor, cluster_cpus, connect

__all__ = ["Progress", "TournamentCancelled", "TournamentResult", "tournament"]


class TournamentCancelled(RuntimeError):
    """The run was stopped (Ctrl-C, or `on_progress` returned False); its actors are gone."""


@dataclass(frozen=True)
class Progress:
    """How far a run is: games done of `total`, games per second so far, seconds left."""

    done: int
    total: int
    elapsed: float
    rate: float
    eta: float


@dataclass
class TournamentResult:
    """A tournament's outcome, as `globetrotter tournament --out` writes it.

    `games`: every game's result by index (seats, seed, firstPlayer, winnerSeats, winners,
    turnLimitReached, actions, turns, finalHash), equal to `simulate`'s for the same options;
    `summary`: the `summary.json` object (settings, per-matchup and per-bot statistics with
    95% intervals, the games); `records`: each game's record as text when asked for.
    """

    games: list[dict[str, Any]]
    summary: dict[str, Any]
    records: list[str] | None = None
    actors: int = 0
    retried: int = 0
    elapsed: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)

    def summary_json(self) -> str:
        """`summary.json`'s text, byte for byte as `globetrotter tournament --out` writes it."""
        return json.dumps(self.summary, indent=2, ensure_ascii=False) + "\n"


def _options(
    bots: Sequence[str],
    games: int,
    seed: int | str,
    ruleset: str | None,
    players: int,
    planets: int | None,
    turn_limit: int | None | str,
) -> dict[str, Any]:
    if isinstance(bots, str) or not all(isinstance(b, str) for b in bots):
        raise ValueError(f"bots must be a list of bot names, not {bots!r}")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, not {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError(f"seed must be an integer or a string, not {seed!r}")
    options: dict[str, Any] = {"bots": list(bots), "games": games, "seed": seed, "players": players}
    if planets is not None:
        options["planets"] = planets
    if ruleset is not None:
        options["ruleset"] = ruleset
    if turn_limit != "default":
        options["turnLimit"] = turn_limit
    return options


def _plan(options: dict[str, Any], engine: str | None) -> dict[str, Any]:
    """The tournament's settings and size, from a local engine: bad options fail here, first."""
    with EngineClient(engine) as local:
        try:
            plan = local.request("tournament_plan", **options)
        except EngineError as e:
            raise ValueError(f"tournament: {e.error.get('message', e)}") from None
    for bot in options["bots"]:
        if not is_built_in(bot):
            raise ValueError(f"tournament: bot {bot!r} is not built in: a Ray tournament plays built-in bots")
    return plan


def tournament(
    bots: Sequence[str],
    games: int,
    seed: int | str,
    *,
    ruleset: str | None = None,
    players: int = 2,
    planets: int | None = None,
    turn_limit: int | None | str = "default",
    address: str | None = None,
    actors: int | None = None,
    chunk: int | None = None,
    records: bool = False,
    out: str | Path | None = None,
    on_progress: Callable[[Progress], bool | None] | None = None,
    engine: str | None = None,
) -> TournamentResult:
    """Plays a tournament on Ray actors, each holding its own engine, and sums it up.

    The options are those of `globetrotter tournament` (and `simulate`): every combination of
    `players` of the `bots` plays `games` games, seeded from `seed`; `turn_limit` is the
    tournament's default (500) unless given (`None`: no limit). Each game is played by index
    exactly as `globetrotter tournament` plays it, so the results (seats, winners, turns, final
    hashes, records) are the same whatever the number of machines and actors, and a game lost
    with its actor (a process or a node that dies) is played again on a fresh actor with the
    same result.

    `address`: None starts Ray on this machine (or uses the running one), "auto" joins the
    cluster that `ray start` made here, "host:port" another. `actors`: how many (default: the
    cluster's CPUs). `chunk`: games per task (default: a few tasks per actor). `out`: a folder
    to write `game-<index>.json` records and `summary.json` to, as `--out` does. `on_progress`
    is called after each task with a `Progress`; returning False cancels the run
    (`TournamentCancelled`), as Ctrl-C does.

    Bad options (an unknown bot, games < 1, a ruleset that does not exist, an address nobody
    answers at) raise `ValueError` or `ConnectionError` before any game is played.
    """
    started = time.perf_counter()
    options = _options(bots, games, seed, ruleset, players, planets, turn_limit)
    plan = _plan(options, engine)
    total = int(plan["total"])
    connect(address)
    count = actors if actors is not None else cluster_cpus()
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"actors must be a positive integer, not {actors!r}")
    count = min(count, total)
    size = chunk if chunk is not None else max(1, min(100, math.ceil(total / (count * 4))))
    if isinstance(size, bool) or not isinstance(size, int) or size < 1:
        raise ValueError(f"chunk must be a positive integer, not {chunk!r}")
    want_records = records or out is not None
    chunks = [list(range(i, min(i + size, total))) for i in range(0, total, size)]
    fields = dict(options, records=want_records)

    pool = [EngineActor.remote(engine) for _ in range(count)]
    results: list[dict[str, Any] | None] = [None] * total
    queue = list(range(len(chunks)))
    queue.reverse()
    pending: dict[Any, tuple[int, int]] = {}  # ref -> (actor slot, chunk)
    retried = 0
    done = 0
    ready_at = time.perf_counter()

    def submit(slot: int) -> None:
        c = queue.pop()
        ref = pool[slot].request.remote("tournament_games", dict(fields, indices=chunks[c]))
        pending[ref] = (slot, c)

    try:
        for slot in range(count):
            for _ in range(2):  # two tasks in flight per actor: it never waits for this process
                if queue:
                    submit(slot)
        while pending:
            [ref], _ = ray.wait(list(pending), num_returns=1)
            slot, c = pending.pop(ref)
            try:
                reply = ray.get(ref)
            except RayActorError:
                # The actor (or its node) died: a fresh actor plays its games again, which come
                # out the same (each game depends only on the options and its index).
                retried += 1
                queue.append(c)
                ray.kill(pool[slot], no_restart=True)
                pool[slot] = EngineActor.remote(engine)
                for other, (s, oc) in list(pending.items()):
                    if s == slot:
                        del pending[other]
                        queue.append(oc)
                for _ in range(2):
                    if queue:
                        submit(slot)
                continue
            for game in reply["games"]:
                results[game["index"]] = game
            done += len(reply["games"])
            if queue:
                submit(slot)
            if on_progress is not None:
                elapsed = time.perf_counter() - started
                rate = done / max(time.perf_counter() - ready_at, 1e-9)
                if on_progress(Progress(done, total, elapsed, rate, (total - done) / rate if rate else math.inf)) is False:
                    raise TournamentCancelled(f"cancelled after {done} of {total} games")
    except KeyboardInterrupt:
        raise TournamentCancelled(f"cancelled after {done} of {total} games") from None
    finally:
        # Whatever ended the loop, no actor (nor the task it runs) outlives it.
        for actor in pool:
            ray.kill(actor, no_restart=True)
    played = time.perf_counter()

    games_out = [g for g in results if g is not None]
    assert len(games_out) == total
    texts = [g.pop("recordText") for g in games_out] if want_records else None
    scored = [
        {k: g[k] for k in ("index", "matchup", "winnerSeats", "actions", "turns")} for g in games_out
    ]
    with EngineClient(engine) as local:
        stats = local.request("tournament_summary", **options, results=scored)
    summary = {
        "settings": plan["settings"],
        "matchups": stats["matchups"],
        "bots": stats["bots"],
        "meanActions": stats["meanActions"],
        "meanTurns": stats["meanTurns"],
        "games": games_out,
    }
    result = TournamentResult(
        games=games_out,
        summary=summary,
        records=texts if records else None,
        actors=count,
        retried=retried,
        elapsed=time.perf_counter() - started,
        timings={"plan": ready_at - started, "games": played - ready_at},
    )
    if out is not None:
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        digits = len(str(total - 1))
        assert texts is not None
        for game, text in zip(games_out, texts):
            (folder / f"game-{str(game['index']).zfill(digits)}.json").write_text(text, encoding="utf-8")
        (folder / "summary.json").write_text(result.summary_json(), encoding="utf-8")
    return result
