"""Trains PPO briefly on Globetrotter's PettingZoo AEC env with RLlib: one policy shared by
both seats (self-play), invalid actions masked. Not part of the package's dependencies:

    pip install -e 'python[ray]' 'ray[rllib]' torch
    python python/examples/rllib_pettingzoo.py [iterations]      (default 3)
"""

import sys

import numpy as np
from gymnasium import spaces
from pettingzoo.utils.wrappers import BaseWrapper
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
from ray.rllib.core.rl_module.rl_module import RLModuleSpec
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
from ray.rllib.examples.rl_modules.classes.action_masking_rlm import ActionMaskingTorchRLModule
from ray.tune.registry import register_env

from globetrotter.aec import env as make_env


class MaskedObservations(BaseWrapper):
    """The observation RLlib's action-masking module reads: `observations` and a float mask."""

    def observation_space(self, agent):
        inner = self.env.observation_space(agent)
        size = inner["action_mask"].shape[0]
        return spaces.Dict(
            {"observations": inner["observation"], "action_mask": spaces.Box(0.0, 1.0, (size,), np.float32)}
        )

    def observe(self, agent):
        seen = self.env.observe(agent)
        return {"observations": seen["observation"], "action_mask": seen["action_mask"].astype(np.float32)}


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    register_env("globetrotter", lambda _: PettingZooEnv(MaskedObservations(make_env(players=2, turn_limit=20))))
    config = (
        PPOConfig()
        .environment("globetrotter")
        .multi_agent(policies={"shared"}, policy_mapping_fn=lambda agent, *args, **kwargs: "shared")
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(
                rl_module_specs={
                    "shared": RLModuleSpec(
                        module_class=ActionMaskingTorchRLModule,
                        model_config={"head_fcnet_hiddens": [64], "fcnet_hiddens": [64]},
                    )
                }
            )
        )
        .env_runners(num_env_runners=0)
        .training(train_batch_size_per_learner=256, minibatch_size=64, num_epochs=1)
    )
    algo = config.build_algo()
    try:
        for i in range(iterations):
            result = algo.train()
            runners = result.get("env_runners", {})
            print(f"iteration {i}: {runners.get('num_env_steps_sampled_lifetime', '?')} steps sampled")
    finally:
        algo.stop()


if __name__ == "__main__":
    main()
