"""Throughput of the Python package, paired in one run with Node stepping in-process.

    npm run build && python3 python/bench/throughput.py [--games 256] [--steps 200]

Prints AEC steps/s (target ≥ 3,000), BatchEnv steps/s, the same stepping in-process in Node, and
their ratio (target ≥ 70%). A benchmark, not a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from globetrotter import BatchEnv, EngineClient  # noqa: E402
from globetrotter.aec import raw_env  # noqa: E402


def aec_steps_per_second(engine: EngineClient, steps: int) -> float:
    env = raw_env(players=2, turn_limit=50, engine=engine)
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    done = 0
    start = time.perf_counter()
    while done < steps:
        for agent in env.agent_iter():
            observation, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.integers(len(legal))]))
                done += 1
            if done >= steps:
                break
        if not env.agents:
            env.reset()
    return done / (time.perf_counter() - start)


def batch_steps_per_second(engine: EngineClient, games: int, steps: int) -> float:
    env = BatchEnv(games, players=2, turn_limit=50, seed=0, engine=engine)
    step = env.reset()
    rng = np.random.default_rng(0)
    start = time.perf_counter()
    for _ in range(steps):
        step = env.step([ids[rng.integers(len(ids))] for ids in step.legal])
    elapsed = time.perf_counter() - start
    env.close()
    return games * steps / elapsed


def node_steps_per_second(games: int, steps: int) -> float:
    dist = HERE.parents[1] / "dist" / "index.js"
    out = subprocess.run(
        [shutil.which("node") or "node", str(HERE / "node_stepping.mjs"), str(dist), str(games), str(steps)],
        capture_output=True, text=True, check=True, timeout=600,
    )
    return json.loads(out.stdout)["stepsPerSecond"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=256)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--aec-steps", type=int, default=20_000)
    args = parser.parse_args()
    with EngineClient() as engine:
        aec_steps_per_second(engine, 2_000)  # warm-up
        batch_steps_per_second(engine, args.games, 20)
        aec = aec_steps_per_second(engine, args.aec_steps)
        batch = batch_steps_per_second(engine, args.games, args.steps)
    node_steps_per_second(args.games, 20)
    node = node_steps_per_second(args.games, args.steps)
    print(f"AEC env (2 players):             {aec:10,.0f} steps/s   (target >= 3,000)")
    print(f"BatchEnv ({args.games} games, binary):  {batch:10,.0f} steps/s")
    print(f"Node in-process, same stepping:  {node:10,.0f} steps/s")
    print(f"BatchEnv / Node:                 {batch / node:10.0%}          (target >= 70%)")


if __name__ == "__main__":
    main()
