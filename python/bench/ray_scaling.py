"""How a tournament scales on Ray actors, and what an actor adds to a game (not a test).

    python python/bench/ray_scaling.py --games 200 --actors 1,2

For each number of actors: the tournament's wall time and games per second; and, as the
baseline, the same games played by one warm engine in this process (no Ray). What an actor adds
is split in two: a fixed cost per run (a one-game tournament's time: the actors and their
engines start, the plan and the summary), and a cost per game (the time per game on one actor
past the first game, against the bare engine's: messages, and the engine's warm-up). With games
that keep every actor busy, N actors on N free cores give about N / (1 + per-game overhead)
times one engine, less the fixed cost.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from globetrotter import EngineClient  # noqa: E402
from globetrotter.ray import tournament  # noqa: E402
from globetrotter.ray._cluster import connect  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per matchup")
    parser.add_argument("--bots", default="random,greedy")
    parser.add_argument("--actors", default="1,2", help="actor counts, comma-separated")
    parser.add_argument("--turn-limit", type=int, default=500)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args()
    bots = args.bots.split(",")
    options = dict(bots=bots, games=args.games, seed=args.seed, turnLimit=args.turn_limit)

    with EngineClient() as engine:
        total = engine.request("tournament_plan", **options)["total"]
        engine.request("tournament_games", **options, indices=list(range(min(total, 20))))  # warm-up
        start = time.perf_counter()
        engine.request("tournament_games", **options, indices=list(range(total)))
        bare = time.perf_counter() - start
    print(f"{total} games of {args.bots}, turn limit {args.turn_limit}, on {os.cpu_count()} cores")
    print(f"bare engine: {bare:.2f} s, {total / bare:.1f} games/s, {1000 * bare / total:.2f} ms a game")

    start = time.perf_counter()
    connect(None, num_cpus=max(int(a) for a in args.actors.split(",")), include_dashboard=False)
    print(f"ray start: {time.perf_counter() - start:.1f} s")
    one = tournament(bots, 1, args.seed, turn_limit=args.turn_limit, actors=1).elapsed
    print(f"fixed cost of a run (a one-game tournament): {one:.2f} s")
    rows = []
    for count in (int(a) for a in args.actors.split(",")):
        result = tournament(bots, args.games, args.seed, turn_limit=args.turn_limit, actors=count)
        rate = total / result.elapsed
        per_game = (result.elapsed - one) * count / max(total - 1, 1)
        overhead = per_game / (bare / total) - 1
        rows.append(dict(actors=count, seconds=result.elapsed, games_per_s=rate, speedup=bare / result.elapsed, per_game_overhead=overhead))
        print(
            f"{count} actor{'s' if count > 1 else ''}: {result.elapsed:.2f} s, {rate:.1f} games/s, "
            f"{bare / result.elapsed:.2f}x the bare engine; past the fixed cost {1000 * per_game:.2f} ms "
            f"an actor's game, {100 * overhead:+.0f}% against the bare engine"
        )
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
