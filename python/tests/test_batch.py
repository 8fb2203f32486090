import numpy as np
import pytest

from globetrotter import BatchEnv, IllegalActionError


def test_batch_steps_and_resets(engine):
    env = BatchEnv(8, players=2, turn_limit=1, seed=3, engine=engine)
    first = env.reset()
    assert first.observations.shape == (8, 1405)
    rng = np.random.default_rng(1)
    step = first
    resets = 0
    for _ in range(300):
        step = env.step([ids[rng.integers(len(ids))] for ids in step.legal])
        assert step.rewards.shape == (8, 2)
        assert all(len(ids) > 0 for ids in step.legal)
        resets += int(step.reset.sum())
        assert (step.reset == (step.terminated | step.truncated)).all()
    assert resets > 0
    env.close()


def _play(engine, columns, pipeline, games=6, steps=120):
    env = BatchEnv(games, players=2, turn_limit=2, seed=5, engine=engine, columns=columns, pipeline=pipeline)
    step = env.reset()
    rng = np.random.default_rng(2)
    seen = []
    for _ in range(steps):
        step = env.step([ids[rng.integers(len(ids))] for ids in step.legal])
        seen.append(step)
    hashes = [engine.request("state", game=h, hash=True, observe=False, legal=False)["hash"] for h in env.handles]
    env.close()
    return seen, hashes


def test_columnar_framing_matches_the_json_framing(engine):
    assert "columns" in engine.capabilities
    plain, plain_hashes = _play(engine, columns=False, pipeline=False)
    for pipeline in (False, True):
        columnar, hashes = _play(engine, columns=True, pipeline=pipeline)
        assert hashes == plain_hashes
        for a, b in zip(plain, columnar):
            assert np.array_equal(a.observations, b.observations)
            assert [x.tolist() for x in a.legal] == [x.tolist() for x in b.legal]
            assert np.array_equal(a.legal_ids, b.legal_ids)
            assert np.array_equal(a.legal_counts, b.legal_counts)
            assert np.array_equal(a.players, b.players)
            assert np.array_equal(a.rewards, b.rewards)
            assert np.array_equal(a.terminated, b.terminated)
            assert np.array_equal(a.truncated, b.truncated)
            assert np.array_equal(a.reset, b.reset)
            assert a.dice == b.dice


def test_sample_legal_draws_legal_ids(engine):
    env = BatchEnv(16, players=3, seed=1, engine=engine)
    step = env.reset()
    rng = np.random.default_rng(0)
    for _ in range(40):
        actions = step.sample_legal(rng)
        assert all(a in ids for a, ids in zip(actions.tolist(), step.legal))
        step = env.step(actions)
    env.close()


def test_sample_legal_without_legal_ids_gives_minus_one():
    from globetrotter.batch import BatchStep

    header = {"results": [{"player": 0, "rewards": [0, 0], "terminated": False, "truncated": False, "dice": []}],
              "binary": {"legal": {"counts": [0]}}}
    step = BatchStep(header, np.zeros(0, np.float32), np.zeros(0, np.int32), 0, 2)
    assert step.sample_legal(np.random.default_rng(0)).tolist() == [-1]


def test_a_refused_columnar_batch_raises_and_the_client_goes_on(engine):
    env = BatchEnv(4, players=2, seed=9, engine=engine, pipeline=True)
    step = env.reset()
    before = [engine.request("state", game=h, hash=True, observe=False)["hash"] for h in env.handles]
    bad = [int(ids[0]) for ids in step.legal]
    bad[3] = 6000  # illegal here: the second half-batch is refused, the first one steps
    with pytest.raises(IllegalActionError):
        env.step(bad)
    after = [engine.request("state", game=h, hash=True, observe=False)["hash"] for h in env.handles]
    assert after[2:] == before[2:]
    assert after[:2] != before[:2]
    with pytest.raises(ValueError):
        env.step([0])
    env.close()


def test_batch_env_steps_2026_06_games(engine):
    env = BatchEnv(8, players=4, ruleset="2026-06", turn_limit=5, seed=2, engine=engine)
    first = env.reset()
    rng = np.random.default_rng(0)
    step = env.step([int(rng.choice(ids)) for ids in first.legal])
    assert len(step.legal) == 8


def test_batch_env_steps_2024_12_games(engine):
    env = BatchEnv(8, players=2, ruleset="2024-12", turn_limit=5, seed=2, engine=engine)
    first = env.reset()
    assert first.observations.shape == (8, 2_252)
    rng = np.random.default_rng(0)
    step = first
    resets = 0
    for _ in range(60):
        step = env.step([int(rng.choice(ids)) for ids in step.legal])
        assert len(step.legal) == 8
        assert all(len(ids) > 0 for ids in step.legal)
        resets += int(step.reset.sum())
    assert resets > 0
    env.close()
