import gc
import json

import numpy as np
import pytest

import globetrotter
from globetrotter import (
    BadRequestError,
    EngineClient,
    EngineNotFoundError,
    GameOverError,
    IllegalActionError,
    NoSuchGameError,
)


def test_handshake_names_protocol_version_and_sizes(engine):
    assert engine.hello["protocol"] == 1
    assert engine.rulesets
    assert engine.hello["sizes"]["2"] == {"actions": 6298, "observation": 1405}


def test_error_replies_raise_typed_exceptions(engine):
    game = engine.request("new", players=2, seed=1)["game"]
    with pytest.raises(IllegalActionError) as illegal:
        engine.request("step", game=game, action=6000)
    assert illegal.value.rule is not None
    with pytest.raises(NoSuchGameError):
        engine.request("state", game=999999)
    with pytest.raises(BadRequestError) as bad:
        engine.request("new", players=9)
    assert bad.value.field == "players"
    # The engine goes on after errors.
    assert engine.request("state", game=game)["status"] == "setup"


def test_game_over_is_its_own_error(engine):
    game = engine.request("new", players=2, seed=2, turnLimit=1)["game"]
    reply = {"status": "setup"}
    while reply["status"] != "finished":
        reply = engine.request("step", game=game, bot="random", observe=False)
    with pytest.raises(GameOverError):
        engine.request("step", game=game, action=0)


def test_binary_batches_decode_to_numpy(engine):
    games = [engine.request("new", players=2, seed=s, observe=False)["game"] for s in (1, 2)]
    header, obs, ids = engine.steps_binary(games, [0, 0])
    assert obs.dtype == np.float32 and obs.shape == (2 * 1405,)
    counts = header["binary"]["legal"]["counts"]
    assert ids.shape == (sum(counts),)
    state = engine.request("state", game=games[1])
    np.testing.assert_array_equal(obs[1405:], np.asarray(state["observation"], dtype=np.float32))
    np.testing.assert_array_equal(ids[counts[0]:], state["legal"])


def test_columnar_batches_view_the_reply_and_read_every_reply_on_errors(engine):
    assert "columns" in engine.capabilities
    games = [engine.request("new", players=2, seed=s, observe=False)["game"] for s in (3, 4, 5)]
    [first, second] = engine.steps_columns([(games[:2], [0, 0]), (games[2:], [0])])
    assert first["observations"].dtype == np.float32 and first["observations"].shape == (2 * 1405,)
    assert not first["observations"].flags.owndata  # a view of the reply's buffer
    state = engine.request("state", game=games[1])
    np.testing.assert_array_equal(first["observations"][1405:], np.asarray(state["observation"], np.float32))
    counts = first["legalCount"].tolist()
    assert first["legal"][counts[0]:].tolist() == state["legal"]
    assert second["player"].tolist() == [engine.request("state", game=games[2])["player"]]
    # A refused batch among several: every reply is read, the first error raised, and the
    # client stays in step with the engine.
    legal = engine.request("state", game=games[0], observe=False)["legal"]
    with pytest.raises(NoSuchGameError):
        engine.steps_columns([([999999], [0]), (games[:1], [legal[0]])])
    assert engine.request("state", game=games[0], observe=False)["legal"] != legal
    with pytest.raises(BadRequestError) as bad:
        engine.request("steps", games=games[:1], actions=[0], columns=True)
    assert bad.value.field == "columns"
    assert engine.request("hello")["protocol"] == 1


def test_columnar_observations_read_into_a_given_array(engine):
    games = [engine.request("new", players=2, seed=s, observe=False)["game"] for s in (6, 7, 8)]
    twins = [engine.request("clone", game=g, observe=False)["game"] for g in games]
    actions = [engine.request("state", game=g, observe=False)["legal"][0] for g in games]
    into = np.full((3, 1405), np.nan, np.float32)
    [first, second] = engine.steps_columns([(games[:2], actions[:2]), (games[2:], actions[2:])], observations=into)
    assert np.shares_memory(first["observations"], into) and np.shares_memory(second["observations"], into)
    [plain] = engine.steps_columns([(twins, np.asarray(actions))])
    np.testing.assert_array_equal(into.reshape(-1), plain["observations"])
    for name in ("player", "action", "turn", "legalCount", "legal", "rewards", "flags", "dice"):
        np.testing.assert_array_equal(np.concatenate([first[name], second[name]]), plain[name])
    with pytest.raises(ValueError):
        engine.steps_columns([(games, actions)], observations=np.zeros((1405, 3), np.float32).T)
    legal = [engine.request("state", game=g, observe=False)["legal"][0] for g in games]
    with pytest.raises(ValueError):  # observe=False: nothing to read into the rows
        engine.steps_columns([(games, legal)], observe=False, observations=into)
    assert engine.request("hello")["protocol"] == 1  # still in step with the engine


def test_explicit_engine_path_must_exist():
    with pytest.raises(EngineNotFoundError):
        EngineClient(engine="/no/such/engine.js")


def test_the_subprocess_ends_when_the_client_is_collected():
    client = EngineClient()
    proc = client._proc
    del client
    gc.collect()
    assert proc.wait(timeout=30) == 0


def test_the_package_exports_its_names():
    for name in globetrotter.__all__:
        assert hasattr(globetrotter, name)
    json.dumps(globetrotter.__version__)


def test_errors_echo_the_value_and_suggest_the_nearest_name(engine):
    with pytest.raises(BadRequestError) as field:
        engine.request("new", players=2, sed=7)
    with pytest.raises(BadRequestError) as command:
        engine.request("recrd", game=1)
    with pytest.raises(BadRequestError) as value:
        engine.request("new", players=2, ruleset="2025-1")
    assert (field.value.code, field.value.field, field.value.suggestion) == ("UNKNOWN_FIELD", "sed", "seed")
    assert 'did you mean "seed"?' in str(field.value)
    assert (command.value.code, command.value.suggestion) == ("UNKNOWN_COMMAND", "record")
    assert value.value.suggestion is None and 'not "2025-1"' in str(value.value)
