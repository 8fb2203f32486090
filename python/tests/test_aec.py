import re

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from globetrotter.aec import env as make_env  # noqa: E402
from globetrotter.aec import raw_env  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 6])
def test_pettingzoo_api_test(engine, players):
    api_test(raw_env(players=players, turn_limit=3, engine=engine), num_cycles=300)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_pettingzoo_seed_test(engine, players):
    seed_test(lambda: raw_env(players=players, turn_limit=3, engine=engine), num_cycles=300)


def test_wrapped_env_plays_to_the_end(engine):
    env = make_env(players=3, turn_limit=2, engine=engine)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    returns = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(10_000):
        obs, reward, terminated, truncated, info = env.last()
        returns[agent] += reward
        if terminated or truncated:
            env.step(None)
        else:
            assert (info["action_mask"] == obs["action_mask"]).all()
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []
    assert set(returns.values()) <= {-1.0, 0.0, 1.0}


@pytest.mark.parametrize("players", [2, 4])
def test_pettingzoo_api_test_2026_06(engine, players):
    api_test(
        raw_env(players=players, turn_limit=3, ruleset="2026-06", engine=engine), num_cycles=300
    )


def test_2026_06_env_plays_to_the_end_with_its_own_action_space(engine):
    env = make_env(players=2, turn_limit=20, ruleset="2026-06", engine=engine)
    env.reset(seed=7)
    classic = make_env(players=2, turn_limit=20, engine=engine)
    agent = env.possible_agents[0]
    assert env.action_space(agent).n != classic.action_space(agent).n
    rng = np.random.default_rng(1)
    for agent in env.agent_iter(100_000):
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []


@pytest.mark.parametrize("players", [2, 3])
def test_pettingzoo_api_test_2024_12(engine, players):
    api_test(
        raw_env(players=players, turn_limit=3, ruleset="2024-12", engine=engine), num_cycles=300
    )


@pytest.mark.parametrize("players", [2, 3])
def test_pettingzoo_seed_test_2024_12(engine, players):
    seed_test(
        lambda: raw_env(players=players, turn_limit=3, ruleset="2024-12", engine=engine),
        num_cycles=300,
    )


def test_2024_12_env_plays_to_the_end_with_its_own_spaces(engine):
    env = make_env(players=2, turn_limit=30, ruleset="2024-12", engine=engine)
    env.reset(seed=8)
    agent = env.possible_agents[0]
    assert env.action_space(agent).n == 10_329
    assert env.observation_space(agent)["observation"].shape == (2_252,)
    rng = np.random.default_rng(2)
    for agent in env.agent_iter(100_000):
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
        else:
            assert obs["observation"].shape == (2_252,)
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []


def test_render_mode_is_none_ansi_or_human(engine, capsys):
    # Arrange / Act / Assert: an unknown mode is refused, echoed, with the nearest one.
    with pytest.raises(ValueError, match=r"not 'humn'; did you mean \"human\"\?"):
        raw_env(players=2, render_mode="humn", engine=engine)
    ansi = raw_env(players=2, turn_limit=5, render_mode="ansi", engine=engine)
    ansi.reset(seed=1)
    board = ansi.render()
    assert board.startswith("Globetrotter: 2 players, 1 planet")
    assert "To place a Rover: player" in board
    human = raw_env(players=2, turn_limit=5, render_mode="human", engine=engine)
    human.reset(seed=1)
    human.step(int(np.flatnonzero(human.observe(human.agent_selection)["action_mask"])[0]))
    assert human.render() is None
    printed = capsys.readouterr().out
    assert printed.count("Globetrotter: 2 players") == 2  # the step rendered, then render()


def test_a_misspelt_option_is_refused_with_the_nearest_one(engine):
    with pytest.raises(TypeError, match=r"unknown option 'turnlimit'; did you mean \"turn_limit\"\?"):
        make_env(players=2, turnlimit=5, engine=engine)
    with pytest.raises(TypeError, match=r"unknown option 'zzz' \(known: players, planets"):
        raw_env(zzz=1)
def test_ansi_render_gives_the_turns_played_as_the_state_counts_them(engine):
    # One turn counter everywhere (issue 29): the state's `turn`, worded "N turns played".
    env = raw_env(players=2, turn_limit=10, engine=engine, render_mode="ansi")
    env.reset(seed=3)
    rng = np.random.default_rng(0)
    while engine.request("state", game=env._handle, observe=False, legal=False)["turn"] < 2:
        obs, _, terminated, truncated, _ = env.last()
        legal = np.flatnonzero(obs["action_mask"])
        env.step(None if terminated or truncated else int(rng.choice(legal)))
    turn = engine.request("state", game=env._handle, observe=False, legal=False)["turn"]
    text = env.render()
    assert [int(n) for n in re.findall(r"(\d+)(?: of \d+)? turns? played", text)] == [turn]
    assert not re.search(r"\bturn \d", text, re.I)
    env.close()
