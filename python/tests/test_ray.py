"""globetrotter.ray on a local Ray cluster: tournaments equal to the Node tournament game by game,
an actor killed mid-run, rollouts checked against the engine, bad input refused first."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ray = pytest.importorskip("ray")

from globetrotter import EngineClient, find_engine  # noqa: E402
from globetrotter.ray import TournamentCancelled, rollouts, tournament  # noqa: E402
from globetrotter.ray._cluster import connect  # noqa: E402
from globetrotter.ray._rollouts import collect  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    connect(None, num_cpus=2, include_dashboard=False)
    yield
    ray.shutdown()


def node_tournament(out: Path, *args: str) -> None:
    command = find_engine()[:-1]  # node and cli.js, without "engine"
    subprocess.run([*command, "tournament", *args, "--workers", "0", "--out", str(out)], check=True, capture_output=True)


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize(
    "options, args",
    [
        (dict(bots=["random", "greedy"], games=6, seed=11, turn_limit=60), ["--bots", "random,greedy", "--games", "6", "--seed", "11", "--turn-limit", "60"]),
        (
            dict(bots=["random", "greedy", "random"], games=3, seed="three", players=3, ruleset="2026-06", turn_limit=40),
            ["--bots", "random,greedy,random", "--games", "3", "--seed", "three", "--players", "3", "--ruleset", "2026-06", "--turn-limit", "40"],
        ),
    ],
)
def test_a_tournament_on_actors_writes_what_the_node_tournament_writes(cluster, tmp_path, options, args):
    # Arrange
    node_tournament(tmp_path / "node", *args)

    # Act: one game per task, over two actors.
    result = tournament(**options, actors=2, chunk=1, out=tmp_path / "ray")

    # Assert: every record and summary.json byte for byte.
    assert files(tmp_path / "ray") == files(tmp_path / "node")
    assert result.games == json.loads((tmp_path / "node" / "summary.json").read_text())["games"]
    assert result.retried == 0


def engine_actor_pids() -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if b"ray::EngineActor" in (entry / "cmdline").read_bytes():
                    pids.append(int(entry.name))
            except OSError:
                pass
    return pids


def test_an_actor_killed_mid_run_loses_no_game(cluster, tmp_path):
    # Arrange
    node_tournament(tmp_path / "node", "--bots", "random,greedy", "--games", "10", "--seed", "5", "--turn-limit", "60")
    killed = []

    def kill_one(progress):
        if not killed:
            pids = engine_actor_pids()
            assert pids, "no actor process found"
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])

    # Act
    result = tournament(["random", "greedy"], 10, 5, turn_limit=60, actors=2, chunk=1, on_progress=kill_one)

    # Assert: the killed actor's games were played again, with the same results.
    assert killed and result.retried >= 1
    assert result.games == json.loads((tmp_path / "node" / "summary.json").read_text())["games"]
    assert result.summary_json() == (tmp_path / "node" / "summary.json").read_text()


def test_a_run_can_be_cancelled(cluster):
    with pytest.raises(TournamentCancelled, match="cancelled after"):
        tournament(["random", "greedy"], 6, 1, turn_limit=30, actors=1, chunk=1, on_progress=lambda p: False)


def first_legal(observations, masks):
    return masks.argmax(axis=1)


# The actors cannot import this test module: its functions travel by value (as a policy defined
# in a script run directly does).
ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])


@pytest.mark.parametrize("opponents", ["self", "random"])
def test_rollouts_are_the_engines_games(cluster, opponents):
    # Act
    out = rollouts(first_legal, steps=120, opponents=opponents, num_envs=3, actors=2, turn_limit=12, seed=4)

    # Assert: shapes, masks and actions.
    n = 120
    assert {k: v.shape[0] for k, v in out.items()} == dict.fromkeys(out, n)
    assert out["observations"].dtype == np.float32 and out["masks"].dtype == bool
    assert out["masks"][np.arange(n), out["actions"]].all()
    assert (out["actors"][:60] == 0).all() and (out["actors"][60:] == 1).all()
    if opponents != "self":
        assert (out["players"] == out["envs"] % 2).all()
    # Rewards come only with the game's end, and every game ends by the turn limit or a win.
    assert set(np.unique(out["rewards"])) <= {-1.0, 0.0, 1.0}
    assert (out["rewards"][~(out["terminations"] | out["truncations"])] == 0).all()
    assert (out["terminations"] | out["truncations"]).any()
    # Actor 0's rows are what the engine gives the same games played here.
    with EngineClient() as engine:
        spec = dict(steps=60, num_envs=3, players=2, planets=None, ruleset=None, turn_limit=12, seed="4/a0",
                    opponents=None if opponents == "self" else [opponents])
        here = collect(engine, spec, first_legal)
    for key, value in here.items():
        np.testing.assert_array_equal(out[key][:60], value, err_msg=key)


def test_rollouts_by_games_end_every_game_they_count(cluster):
    out = rollouts(first_legal, games=4, opponents="greedy", num_envs=2, actors=2, turn_limit=8, seed=2)
    ended = out["terminations"] | out["truncations"]
    # Each actor plays until 2 of its games have ended: each ended game closes its learner's row.
    for actor in (0, 1):
        assert ended[out["actors"] == actor].sum() >= 2
    assert out["masks"][np.arange(len(out["actions"])), out["actions"]].all()


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: tournament(["random", "nope"], 2, 1), "unknown bot"),
        (lambda: tournament(["random", "greedy"], -1, 1), "games must be a positive integer"),
        (lambda: tournament(["random", "greedy"], 2, 1, ruleset="1999-01"), "ruleset must be one of"),
        (lambda: tournament(["random", "./bot.mjs"], 2, 1), "not built in"),
        (lambda: rollouts(first_legal, steps=10, opponents="nope"), "unknown bot"),
        (lambda: rollouts(first_legal, steps=0), "steps must be a positive integer"),
        (lambda: rollouts(first_legal, games=-2), "games must be a positive integer"),
        (lambda: rollouts(first_legal, steps=5, games=5), "exactly one of steps and games"),
        (lambda: rollouts(first_legal, steps=5, ruleset="1999-01"), "rollouts"),
    ],
)
def test_bad_input_is_refused_before_any_work(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_an_address_nobody_answers_at_is_refused():
    with pytest.raises(ConnectionError, match="no Ray cluster answers at 127.0.0.1:1"):
        tournament(["random", "greedy"], 2, 1, address="127.0.0.1:1")
