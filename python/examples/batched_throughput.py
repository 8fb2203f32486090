"""The batched env: 256 games a message, random legal actions; prints steps per second.

    python batched_throughput.py [games] [steps]      (defaults 256 and 200)
"""

import sys
import time

import numpy as np

from globetrotter import BatchEnv

games = int(sys.argv[1]) if len(sys.argv) > 1 else 256
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 200
env = BatchEnv(games, players=2, turn_limit=50, seed=0)
step = env.reset()
rng = np.random.default_rng(0)
start = time.perf_counter()
for _ in range(steps):
    # One random legal id per game, drawn by numpy without a Python loop.
    step = env.step(step.sample_legal(rng))
elapsed = time.perf_counter() - start
print(f"{steps * games / elapsed:,.0f} steps/s ({step.reset.sum()} games reset in the last step)")
env.close()
