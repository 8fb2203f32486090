"""Globetrotter beyond one machine, on Ray (`pip install globetrotter[ray]`; docs/guide-python.md).

- `tournament`: the games of `globetrotter tournament` on Ray actors, each holding its own
  engine; the same results, game by game, as on one machine.
- `rollouts`: a policy's decisions on `BatchEnv`s spread over actors, as numpy arrays.

`python -m globetrotter.ray tournament --bots random,greedy --games 100 --address auto` runs a
tournament from the command line.
"""

from ._rollouts import rollouts
from ._tournament import Progress, TournamentCancelled, TournamentResult, tournament

__all__ = ["Progress", "TournamentCancelled", "TournamentResult", "rollouts", "tournament"]
