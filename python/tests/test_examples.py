"""The quick examples run as a user would run them (the MCTS one is left to the reader: slow)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("example", ["random_agents.py"])
def test_example_runs(example):
    env = dict(os.environ, PYTHONPATH=str(HERE))
    result = subprocess.run(
        [sys.executable, str(HERE / "examples" / example)],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "returns:" in result.stdout
