"""Every example in python/examples, and every Python snippet of docs/guide-python.md, runs as a
user would run it (with small sizes), and prints what it should: so they cannot rot."""

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]
GUIDE = HERE.parent / "docs" / "guide-python.md"


def run_example(name: str, *args: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(HERE))
    result = subprocess.run(
        [sys.executable, str(HERE / "examples" / name), *args],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_every_example_is_tested():
    tested = {
        "random_agents.py", "learner_vs_mcts.py", "batched_throughput.py", "gymnasium_vs_bot.py",
        "rllib_pettingzoo.py",
    }
    assert {p.name for p in (HERE / "examples").glob("*.py")} == tested


def test_random_agents():
    out = run_example("random_agents.py", "3")
    returns = ast.literal_eval(out.split("returns:", 1)[1].strip())
    assert set(returns) == {"player_0", "player_1", "player_2"}
    assert all(r in (-1.0, 0.0, 1.0) for r in returns.values())


def test_learner_vs_mcts():
    out = run_example("learner_vs_mcts.py", "2", "5")
    episodes = re.findall(r"^episode (\d): returns \[(.*)\]$", out, re.M)
    assert [e for e, _ in episodes] == ["0", "1"]
    for _, returns in episodes:
        values = [float(x) for x in returns.split(",")]
        assert len(values) == 2 and all(v in (-1.0, 0.0, 1.0) for v in values)
    assert re.search(r"^won [0-2] of 2$", out, re.M)


def test_batched_throughput():
    out = run_example("batched_throughput.py", "8", "30")
    match = re.fullmatch(r"([\d,]+) steps/s \((\d+) games reset in the last step\)\n", out)
    assert match, out
    assert int(match.group(1).replace(",", "")) > 0
    assert 0 <= int(match.group(2)) <= 8


def test_rllib_pettingzoo():
    # RLlib and PyTorch are not the package's dependencies: where they are installed, the
    # example trains one iteration.
    pytest.importorskip("torch")
    pytest.importorskip("ray.rllib")
    out = run_example("rllib_pettingzoo.py", "1")
    assert re.search(r"^iteration 0: \d+ steps sampled$", out, re.M), out
def test_gymnasium_vs_bot():
    out = run_example("gymnasium_vs_bot.py", "2", "60", "random")
    match = re.search(r"^(\d+) episodes against random: mean return ([+-]\d\.\d\d)$", out, re.M)
    assert match, out
    assert -1.0 <= float(match.group(2)) <= 1.0
    assert re.search(r"^self-play: \d+ games ended in 60 batched steps of 2$", out, re.M), out


# The guide's snippets, made small: each replacement must match, so that a change to a snippet
# that this test no longer fits fails here rather than going untested.
SMALLER = {
    0: [("turn_limit=30", "turn_limit=3"), ('"mcts:200"', '"mcts:5"')],
    1: [("turn_limit=50", "turn_limit=3")],
    2: [("BatchEnv(256,", "BatchEnv(8,"), ("range(1000)", "range(20)")],
    3: [("turn_limit=40", "turn_limit=5")],
    4: [("games=100", "games=2"), (', address="auto"', "")],
    5: [("steps=10_000", "steps=20"), ("num_envs=16", "num_envs=2"), ("actors=4", "actors=1")],
}


def guide_snippets() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", GUIDE.read_text(encoding="utf-8"), re.M | re.S)


def test_the_guide_has_the_snippets_this_test_knows():
    assert len(guide_snippets()) == len(SMALLER)


@pytest.mark.parametrize("index", sorted(SMALLER))
def test_guide_snippet_runs(index, engine):
    code = guide_snippets()[index]
    for old, new in SMALLER[index]:
        assert old in code, f"snippet {index} no longer holds {old!r}"
        code = code.replace(old, new)
    env = dict(os.environ, PYTHONPATH=str(HERE))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
