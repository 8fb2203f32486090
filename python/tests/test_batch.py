import numpy as np

from globetrotter import BatchEnv


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
