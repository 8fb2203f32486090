"""Random agents in the PettingZoo AEC env, 3 players, seeded.

    python random_agents.py [turn limit]      (default 20)
"""

import sys

import numpy as np

from globetrotter.aec import env as make_env

turn_limit = int(sys.argv[1]) if len(sys.argv) > 1 else 20
env = make_env(players=3, turn_limit=turn_limit)
env.reset(seed=42)
rng = np.random.default_rng(42)
returns = {agent: 0.0 for agent in env.possible_agents}
for agent in env.agent_iter():
    observation, reward, terminated, truncated, info = env.last()
    returns[agent] += reward
    if terminated or truncated:
        action = None
    else:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
    env.step(action)
print("returns:", returns)
env.close()
