"""Gymnasium: a single-agent env against built-in bots, and BatchEnv's games as a VectorEnv
(issue 29, item 12)."""

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from globetrotter import IllegalActionError
from globetrotter.gym import ENV_ID, BatchVectorEnv, GlobetrotterEnv


def legal_choice(rng, mask):
    legal = np.flatnonzero(mask)
    return int(rng.choice(legal)) if len(legal) else 0


def test_passes_gymnasiums_env_checker(engine):
    env = GlobetrotterEnv(opponent="random", turn_limit=10, render_mode="ansi", engine=engine)
    check_env(env, skip_close_check=True)
    env.close()


def test_made_by_id_and_vectorized_as_cleanrl_does():
    # Arrange: gymnasium.make by id, in SyncVectorEnv, with the episode statistics wrapper.
    def thunk():
        return gym.wrappers.RecordEpisodeStatistics(gym.make(ENV_ID, opponent="greedy", turn_limit=15))

    envs = gym.vector.SyncVectorEnv([thunk, thunk])
    rng = np.random.default_rng(0)
    obs, infos = envs.reset(seed=3)
    episodes = []

    # Act
    for _ in range(150):
        actions = np.array([legal_choice(rng, m) for m in infos["action_mask"]])
        obs, rewards, terminations, truncations, infos = envs.step(actions)
        if "episode" in infos:
            episodes += [float(r) for r, e in zip(infos["episode"]["r"], infos["_episode"]) if e]
    envs.close()

    # Assert
    assert obs.shape == (2, 1405) and obs.dtype == np.float32
    assert envs.single_action_space.n == 6298
    assert episodes and all(r in (-1.0, 0.0, 1.0) for r in episodes)


@pytest.mark.parametrize("seat", [0, 1])
def test_the_learner_acts_only_in_its_seat_and_the_bots_play_the_rest(engine, seat):
    env = GlobetrotterEnv(3, opponent=["greedy", "random", "random"], seat=seat, turn_limit=12, engine=engine)
    rng = np.random.default_rng(seat)
    obs, info = env.reset(seed=11)
    total = 0.0
    for _ in range(500):
        assert info["action_mask"].any()
        assert env.action_masks().sum() == info["action_mask"].sum()
        obs, reward, terminated, truncated, info = env.step(legal_choice(rng, info["action_mask"]))
        total += reward
        if terminated or truncated:
            break
    assert terminated or truncated
    record = env.record()
    assert total in (-1.0, 0.0, 1.0)
    # Every action of the learner's seat in the record was the learner's: the bots played the others.
    seats = {int(a.split(":")[0][1:]) for a in record["actions"] if isinstance(a, str) and a.startswith("p")}
    assert seat in seats and len(seats) > 1


def test_the_same_seed_gives_the_same_episode(engine):
    def episode():
        env = GlobetrotterEnv(opponent="random", turn_limit=10, engine=engine)
        obs, info = env.reset(seed=5)
        rng = np.random.default_rng(9)
        observations = [obs]
        done = False
        while not done:
            obs, reward, terminated, truncated, info = env.step(legal_choice(rng, info["action_mask"]))
            observations.append(obs)
            done = terminated or truncated
        env.close()
        return np.stack(observations)

    assert np.array_equal(episode(), episode())


def test_an_illegal_action_loses_or_raises(engine):
    env = GlobetrotterEnv(turn_limit=10, engine=engine)
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[-1])

    obs, reward, terminated, truncated, info = env.step(illegal)

    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    strict = GlobetrotterEnv(turn_limit=10, illegal_action="raise", engine=engine)
    strict.reset(seed=1)
    with pytest.raises(IllegalActionError):
        strict.step(illegal)


def test_render_modes(engine, capsys):
    with pytest.raises(ValueError, match="did you mean \"human\""):
        GlobetrotterEnv(render_mode="humam", engine=engine)
    env = GlobetrotterEnv(render_mode="human", turn_limit=10, engine=engine)
    obs, info = env.reset(seed=2)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert "Globetrotter: 2 players" in capsys.readouterr().out


def test_batch_vector_env_has_spaces_and_same_step_autoreset(engine):
    # Arrange
    env = BatchVectorEnv(4, turn_limit=3, seed=6, engine=engine)
    rng = np.random.default_rng(6)

    # Act
    obs, infos = env.reset()
    ended = 0
    for _ in range(100):
        movers = infos["next_player"].copy()
        actions = [legal_choice(rng, m) for m in infos["action_mask"]]
        obs, rewards, terminations, truncations, infos = env.step(actions)
        assert np.array_equal(infos["player"], movers)
        assert np.array_equal(rewards, infos["rewards"][np.arange(4), movers])
        done = terminations | truncations
        if done.any():
            ended += int(done.sum())
            assert np.array_equal(infos["_final_obs"], done)
            for i in np.flatnonzero(done):
                assert infos["final_obs"][i].shape == (1405,)
        # Every game, fresh or going on, has a player to act with legal actions.
        assert (infos["next_player"] >= 0).all() and infos["action_mask"].any(axis=1).all()
    env.close()

    # Assert
    assert isinstance(env, gym.vector.VectorEnv)
    assert env.observation_space.shape == (4, 1405) and env.action_space.shape == (4,)
    assert env.single_observation_space.contains(obs[0])
    assert ended > 0
