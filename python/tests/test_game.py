import gc

import numpy as np
import pytest

from globetrotter import CHANCE_PLAYER, TERMINAL_PLAYER, Game, NoSuchGameError


def play_to_a_shot(state, rng):
    """Plays the greedy bot until a shot is legal; returns its id (a chance action)."""
    for _ in range(3000):
        for action in state.legal_actions():
            if " shoot " in state.action_to_string(state.current_player(), action):
                return action
        state.apply_bot("greedy")
    raise AssertionError("no shot")


def test_openspiel_like_state(engine):
    game = Game(2, engine=engine, turn_limit=3)
    state = game.new_initial_state(seed=5)
    assert game.num_distinct_actions() == 6298
    assert game.observation_tensor_size() == 1405
    assert state.current_player() in (0, 1)
    assert state.observation_tensor().shape == (1405,)
    assert state.legal_actions_mask().sum() == len(state.legal_actions())
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert state.current_player() == TERMINAL_PLAYER
    assert all(r in (-1.0, 0.0, 1.0) for r in state.returns())
    assert len(state.history()) > 0


def test_clone_is_independent_and_identical(engine):
    game = Game(3, engine=engine)
    state = game.new_initial_state(seed="c")
    for _ in range(10):
        state.apply_action(state.legal_actions()[0])
    copy = state.clone()
    assert copy.state_hash() == state.state_hash()
    copy.apply_action(copy.legal_actions()[0])
    assert copy.state_hash() != state.state_hash()


def test_explicit_chance_nodes(engine):
    game = Game(2, engine=engine, explicit_chance=True)
    state = game.new_initial_state(seed=3)
    shot = play_to_a_shot(state, None)
    state.apply_action(shot)
    assert state.current_player() == CHANCE_PLAYER
    outcomes = state.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    state.apply_action(outcomes[-1][0])
    assert state.current_player() != CHANCE_PLAYER


def test_action_to_string_is_notation(engine):
    state = Game(2, engine=engine).new_initial_state(seed=1)
    assert state.action_to_string(state.current_player(), 0) == "place 0"


def test_the_ruleset_travels_with_the_game(engine):
    ruleset = engine.rulesets[-1]
    state = Game(2, ruleset=ruleset, engine=engine).new_initial_state(seed=1)
    state.apply_action(state.legal_actions()[0])
    record = state.record()
    assert record["options"].get("ruleset", "2025-01") == ruleset


def test_collected_states_free_their_handles(engine):
    # Arrange
    game = Game(2, engine=engine)
    states = [game.new_initial_state(seed=i) for i in range(20)]
    handle = states[-1].handle

    # Act: dropped at the next request, never from inside the collector
    del states
    gc.collect()
    engine.request("hello")

    # Assert
    with pytest.raises(NoSuchGameError):
        engine.request("state", game=handle)


def test_a_2026_06_game_has_its_ruleset_sizes_and_plays(engine):
    game = Game(players=4, ruleset="2026-06", turn_limit=10, engine=engine)
    classic = Game(players=4, engine=engine)
    assert game.num_distinct_actions() != classic.num_distinct_actions()
    state = game.new_initial_state(seed=3)
    steps = 0
    while not state.is_terminal() and steps < 400:
        state.apply_action(state.legal_actions()[steps % len(state.legal_actions())])
        steps += 1
    assert state.is_terminal()
    assert len(state.observation_tensor()) == game.observation_tensor_size()


def test_a_2024_12_game_has_its_ruleset_sizes_and_plays(engine):
    game = Game(players=3, ruleset="2024-12", turn_limit=30, engine=engine)
    assert game.num_distinct_actions() == 10_329
    assert game.observation_tensor_size() == 31 * 92 + 450 + 21 + 6
    state = game.new_initial_state(seed=5)
    steps = 0
    while not state.is_terminal() and steps < 400:
        legal = state.legal_actions()
        assert sum(state.legal_actions_mask()) == len(legal)
        state.apply_action(legal[(steps * 7919) % len(legal)])
        steps += 1
    assert state.is_terminal()
    assert len(state.observation_tensor()) == game.observation_tensor_size()
    assert state.record()["options"]["ruleset"] == "2024-12"
