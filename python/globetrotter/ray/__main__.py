"""`python -m globetrotter.ray tournament ...`: `globetrotter tournament` on a Ray cluster."""

from __future__ import annotations

import argparse
import sys

from ._tournament import Progress, TournamentCancelled, tournament


def _turn_limit(text: str) -> int | None:
    if text == "none":
        return None
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be a positive integer or 'none'")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be a positive integer")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m globetrotter.ray", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    t = commands.add_parser("tournament", help="play a tournament on Ray actors")
    t.add_argument("--bots", required=True, help="bot names, comma-separated (random,greedy,mcts:200)")
    t.add_argument("--games", type=_positive, default=100, help="games per matchup (default 100)")
    t.add_argument("--seed", default="0", help="the tournament's seed (default 0)")
    t.add_argument("--players", type=_positive, default=2, help="seats per game (default 2)")
    t.add_argument("--planets", type=_positive, default=None, help="planets (default: the ruleset's)")
    t.add_argument("--ruleset", default=None, help="2025-01 (default), 2026-06 or 2024-12")
    t.add_argument("--turn-limit", type=_turn_limit, default="default", help="turns, or 'none' (default 500)")
    t.add_argument("--address", default=None, help="'auto', 'host:port' (default: a local cluster)")
    t.add_argument("--actors", type=_positive, default=None, help="actors (default: the cluster's CPUs)")
    t.add_argument("--out", default=None, help="write game-<index>.json records and summary.json here")
    args = parser.parse_args(argv)

    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() and str(int(args.seed)) == args.seed else args.seed

    def progress(p: Progress) -> None:
        if sys.stderr.isatty():
            sys.stderr.write(f"\r{p.done}/{p.total} games, {p.rate:.1f}/s, {p.eta:.0f} s left ")
            sys.stderr.flush()

    try:
        result = tournament(
            [b for b in args.bots.split(",") if b],
            args.games,
            seed,
            ruleset=args.ruleset,
            players=args.players,
            planets=args.planets,
            turn_limit=args.turn_limit,
            address=args.address,
            actors=args.actors,
            out=args.out,
            on_progress=progress,
        )
    except (ValueError, ConnectionError) as e:
        print(f"globetrotter.ray: {e}", file=sys.stderr)
        return 2
    except TournamentCancelled as e:
        print(f"\nglobetrotter.ray: {e}", file=sys.stderr)
        return 130
    if sys.stderr.isatty():
        sys.stderr.write("\n")
    s = result.summary
    print(f"{len(result.games)} games on {result.actors} actors in {result.elapsed:.1f} s")
    for b in s["bots"]:
        lo, hi = b["winRate95"]
        print(
            f"{b['bot']:>12}  {b['wins']:>6} wins {b['draws']:>6} draws {b['losses']:>6} losses"
            f"  win rate {b['winRate']:.3f} [{lo:.3f}, {hi:.3f}]"
        )
    print(f"mean actions {s['meanActions']:.1f}, mean turns {s['meanTurns']:.1f}")
    if args.out is not None:
        print(f"wrote {len(result.games)} records and summary.json to {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
