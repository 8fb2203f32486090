"""The batched env: 256 games a message, random legal actions; prints steps per second."""

import time

import numpy as np

from globetrotter import BatchEnv

env = BatchEnv(256, players=2, turn_limit=50, seed=0)
step = env.reset()
rng = np.random.default_rng(0)
start = time.perf_counter()
for _ in range(200):
    step = env.step([ids[rng.integers(len(ids))] for ids in step.legal])
elapsed = time.perf_counter() - start
print(f"{200 * 256 / elapsed:,.0f} steps/s ({step.reset.sum()} games reset in the last step)")
env.close()
