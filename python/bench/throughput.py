"""Throughput of the Python package, paired in one run with Node stepping in-process.

    npm run build && python3 python/bench/throughput.py [--games 256] [--steps 200] [--rounds 5]
                                                        [--framing columns|json]

Prints AEC steps/s (target ≥ 3,000), BatchEnv steps/s, the same stepping in-process in Node, and
their ratio (target ≥ 70%). Rounds of each alternate, Node's and the engine's both warmed up
first, and the ratio is the median of the rounds' ratios. A benchmark, not a test: the figures
depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
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


class BatchRounds:
    """A BatchEnv stepped with random legal actions, timed round by round (the games go on)."""

    def __init__(self, engine: EngineClient, games: int, columns: bool | None) -> None:
        self.env = BatchEnv(games, players=2, turn_limit=50, seed=0, engine=engine, columns=columns)
        self.step = self.env.reset()
        self.rng = np.random.default_rng(0)

    def __call__(self, steps: int) -> tuple[float, float, float]:
        """Steps/s by the wall clock, per CPU-second of engine and Python together, and per
        CPU-second of the engine alone."""
        engine_cpu = _cpu_seconds(self.env.engine._proc.pid)
        cpu = time.process_time()
        start = time.perf_counter()
        for _ in range(steps):
            self.step = self.env.step(self.step.sample_legal(self.rng))
        wall = time.perf_counter() - start
        python = time.process_time() - cpu
        engine = _cpu_seconds(self.env.engine._proc.pid) - engine_cpu
        n = self.env.num_games * steps
        return n / wall, n / (python + engine), n / engine


def _cpu_seconds(pid: int) -> float:
    """A process's CPU time (user + system) from /proc: Linux only, 10 ms ticks."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class NodeRounds:
    """The same stepping in-process in Node (node_stepping.mjs --serve), timed round by round."""

    def __init__(self, games: int, steps: int, warm: int) -> None:
        dist = HERE.parents[1] / "dist" / "index.js"
        self.proc = subprocess.Popen(
            [shutil.which("node") or "node", str(HERE / "node_stepping.mjs"), str(dist), str(games),
             str(steps), str(warm), "--serve"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )

    def __call__(self) -> tuple[float, float]:
        """Steps/s by the wall clock and per CPU-second."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("go\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        return reply["stepsPerSecond"], reply["stepsPerCpuSecond"]

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=256)
    parser.add_argument("--steps", type=int, default=200, help="steps per game in a round")
    parser.add_argument("--aec-steps", type=int, default=5_000, help="AEC steps in a round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--warmup", type=int, default=600,
        help="untimed steps per game first, on both sides (V8 takes ~100k steps to settle)",
    )
    parser.add_argument(
        "--framing", choices=["columns", "json"], default="columns",
        help="BatchEnv's replies: columnar (capability `columns`) or the JSON-header binary framing",
    )
    args = parser.parse_args()
    aec, batch, node, ratio = [], [], [], []
    batch_cpu, engine_cpu, node_cpu, ratio_cpu = [], [], [], []
    with EngineClient() as engine:
        aec_steps_per_second(engine, 2_000)  # warm-up
        rounds = BatchRounds(engine, args.games, args.framing == "columns")
        rounds(args.warmup)
        nodes = NodeRounds(args.games, args.steps, args.warmup)
        try:
            # Alternated rounds: on a machine shared with other work, each pair sees the same load.
            for _ in range(args.rounds):
                aec.append(aec_steps_per_second(engine, args.aec_steps))
                wall, cpu, engine_only = rounds(args.steps)
                node_wall, node_cpu_rate = nodes()
                batch.append(wall)
                batch_cpu.append(cpu)
                engine_cpu.append(engine_only)
                node.append(node_wall)
                node_cpu.append(node_cpu_rate)
                ratio.append(wall / node_wall)
                ratio_cpu.append(cpu / node_cpu_rate)
        finally:
            nodes.close()
    median = statistics.median
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"rounds: {args.rounds}, {args.games} games x {args.steps} steps, framing {args.framing}, "
          f"warm-up {args.warmup} steps, load average {load:.1f} on {os.cpu_count()} CPUs")
    print(f"AEC env (2 players):             {median(aec):10,.0f} steps/s   median (best {max(aec):,.0f}; target >= 3,000)")
    print(f"BatchEnv ({args.games} games, binary):  {median(batch):10,.0f} steps/s   median (best {max(batch):,.0f})")
    print(f"Node in-process, same stepping:  {median(node):10,.0f} steps/s   median (best {max(node):,.0f})")
    print(f"BatchEnv / Node, paired rounds:  {median(ratio):10.0%}          median of {', '.join(f'{r:.0%}' for r in ratio)} (target >= 70%)")
    print("per CPU-second (load-independent: what each step costs, both processes counted):")
    print(f"  BatchEnv, engine + Python:     {median(batch_cpu):10,.0f} steps/s")
    print(f"  BatchEnv, engine alone:        {median(engine_cpu):10,.0f} steps/s")
    print(f"  Node in-process:               {median(node_cpu):10,.0f} steps/s")
    print(f"  BatchEnv / Node:               {median(ratio_cpu):10.0%}          median of {', '.join(f'{r:.0%}' for r in ratio_cpu)}")


if __name__ == "__main__":
    main()
