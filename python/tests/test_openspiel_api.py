"""What OpenSpiel code calls on a game and a state (issue 29, item 11), docstrings on every public
method, and the py.typed marker."""

import dataclasses
import inspect
import json
from pathlib import Path

import numpy as np
import pytest

import globetrotter
from globetrotter import CHANCE_PLAYER, BadRequestError, Game, IllegalActionError
from globetrotter.game import deserialize_game_and_state, serialize_game_and_state

PACKAGE = Path(globetrotter.__file__).resolve().parent


def test_sizes_bounds_and_type(engine):
    game = Game(2, turn_limit=30, engine=engine)
    assert game.observation_tensor_shape() == [game.observation_tensor_size()] == [1405]
    # A placement a seat (and one choice), then at most 4 actions in each of 30 turns.
    assert game.max_game_length() == 2 + 1 + 30 * 4
    assert game.max_chance_outcomes() == 6**5
    assert Game(2, turn_limit=30, ruleset="2024-12", engine=engine).max_game_length() == 3 + 30 * 1
    with pytest.raises(ValueError, match="turn limit"):
        Game(2, turn_limit=None, engine=engine).max_game_length()
    kind = game.get_type()
    assert kind.short_name == "globetrotter"
    assert kind.chance_mode == "sampled_stochastic"
    assert Game(2, explicit_chance=True, engine=engine).get_type().chance_mode == "explicit_stochastic"
    assert (kind.min_num_players, kind.max_num_players) == (2, 6)
    assert kind.provides_observation_tensor
    assert kind.parameter_specification["turn_limit"] == 30


def test_a_played_game_is_never_longer_than_its_bound(engine):
    for ruleset in engine.rulesets:
        game = Game(2, turn_limit=8, ruleset=ruleset, engine=engine)
        state = game.new_initial_state(seed=ruleset)
        while not state.is_terminal():
            state.apply_bot("random")
        assert len(state.history()) <= game.max_game_length()


def test_print_shows_the_board(engine, capsys):
    state = Game(2, turn_limit=30, engine=engine).new_initial_state(seed=7)
    state.apply_action(state.legal_actions()[0])

    print(state)

    out = capsys.readouterr().out
    assert out.startswith("Globetrotter: 2 players, 1 planet")
    assert "player 0" in out and "player 1" in out and "rovers:" in out
    assert out.count("\n") > 4
    assert state.observation_string(0) == str(state)
    assert repr(state).startswith("<globetrotter.State game=")


def test_string_to_action_is_the_id_of_legal_notation(engine):
    state = Game(2, engine=engine).new_initial_state(seed=1)
    first = state.legal_actions()[0]
    text = state.action_to_string(state.current_player(), first)

    assert state.string_to_action(text) == first
    assert state.string_to_action(state.current_player(), text) == first
    with pytest.raises(BadRequestError):
        state.string_to_action("fly to the moon")
    state.apply_action(first)
    with pytest.raises(IllegalActionError):
        state.string_to_action(text)  # the space is taken now


def play(state, steps, rng):
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[-1][0])
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize("explicit_chance", [False, True])
def test_serialize_round_trips_and_goes_on_identically(engine, explicit_chance):
    # Arrange
    game = Game(3, turn_limit=40, explicit_chance=explicit_chance, engine=engine)
    state = game.new_initial_state(seed="ser")
    play(state, 30, np.random.default_rng(1))
    if not state.is_chance_node():
        state.apply_bot("greedy")
    assert not state.is_terminal()

    # Act
    text = state.serialize()
    copy = game.deserialize_state(text)

    # Assert: the same position, history and returns, and the same future under the same moves.
    assert json.loads(text)["format"] == "globetrotter-state"
    assert copy.state_hash() == state.state_hash()
    assert copy.history() == state.history()
    assert copy.returns() == state.returns()
    assert copy.current_player() == state.current_player()
    play(state, 40, np.random.default_rng(2))
    play(copy, 40, np.random.default_rng(2))
    assert copy.state_hash() == state.state_hash()


def test_serialize_at_a_chance_node_and_after_a_load(engine):
    game = Game(2, explicit_chance=True, engine=engine)
    state = game.new_initial_state(seed=3)
    while True:
        shots = [a for a in state.legal_actions() if " shoot " in state.action_to_string(None, a)]
        if shots:
            break
        state.apply_bot("greedy")
    state.apply_action(shots[0])
    assert state.current_player() == CHANCE_PLAYER

    copy = game.deserialize_state(state.serialize())
    assert copy.current_player() == CHANCE_PLAYER
    assert copy.chance_outcomes() == state.chance_outcomes()

    loaded = game.load(state.record(), seed="after")
    loaded.apply_bot("random")
    again = game.deserialize_state(loaded.serialize())
    assert again.state_hash() == loaded.state_hash()


def test_deserialize_refuses_other_games_and_junk(engine):
    text = Game(2, engine=engine).new_initial_state(seed=1).serialize()
    with pytest.raises(ValueError, match="serialized for the game"):
        Game(3, engine=engine).deserialize_state(text)
    with pytest.raises(ValueError, match="not a serialized state"):
        Game(2, engine=engine).deserialize_state("{}")
    game, state = deserialize_game_and_state(text, engine=engine)
    assert game.players == 2
    assert serialize_game_and_state(game, state) == state.serialize()


def public_functions():
    import globetrotter.aec
    import globetrotter.batch
    import globetrotter.client
    import globetrotter.game
    import globetrotter.gym

    for module in (globetrotter.client, globetrotter.game, globetrotter.batch, globetrotter.aec, globetrotter.gym):
        for name in module.__all__:
            value = getattr(module, name)
            if inspect.isfunction(value):
                yield f"{module.__name__}.{name}", value
            if inspect.isclass(value):
                yield f"{module.__name__}.{name}", value
                for attr, member in vars(value).items():
                    if attr.startswith("_") and attr != "__init__":
                        continue
                    if attr == "__init__" and dataclasses.is_dataclass(value):
                        continue  # written by @dataclass: the class's docstring says it all
                    if isinstance(member, property):
                        member = member.fget
                    if inspect.isfunction(member):
                        yield f"{module.__name__}.{name}.{attr}", member


def test_every_public_class_and_method_has_a_docstring():
    missing = [name for name, f in public_functions() if not (f.__doc__ or "").strip()]
    assert missing == []


def test_the_package_says_it_is_typed():
    assert (PACKAGE / "py.typed").is_file()
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in pyproject["tool"]["setuptools"]["package-data"]["globetrotter"]
