"""A learner against a built-in bot through Gymnasium, written as CleanRL- and SB3-style code
is: `gymnasium.make` of the registered id, vectorized with `gymnasium.vector.SyncVectorEnv`,
actions drawn from the legal ones in `info["action_mask"]`. The "policy" here is random among
legal actions; put a network in its place (with sb3-contrib, `MaskablePPO("MlpPolicy", env)`
reads `env.action_masks()`). Then `BatchVectorEnv`: N self-play games in one engine request.

    python gymnasium_vs_bot.py [envs] [steps] [opponent]      (default 4 200 greedy)
"""

import sys

import gymnasium as gym
import numpy as np

import globetrotter.gym  # registers "globetrotter/Globetrotter-v0"
from globetrotter.gym import BatchVectorEnv

num_envs = int(sys.argv[1]) if len(sys.argv) > 1 else 4
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 200
opponent = sys.argv[3] if len(sys.argv) > 3 else "greedy"


def make_env(seat: int):
    def thunk():
        env = gym.make(globetrotter.gym.ENV_ID, opponent=opponent, seat=seat, turn_limit=40)
        return gym.wrappers.RecordEpisodeStatistics(env)

    return thunk


def legal_choice(rng, mask):
    """A random legal action; any action where the episode just ended (the vector env resets
    that game at the next step and ignores its action)."""
    legal = np.flatnonzero(mask)
    return int(rng.choice(legal)) if len(legal) else 0


# The learner plays seat 0 in half the games and seat 1 in the others.
envs = gym.vector.SyncVectorEnv([make_env(i % 2) for i in range(num_envs)])
rng = np.random.default_rng(0)
obs, infos = envs.reset(seed=1)
returns = []
for _ in range(steps):
    actions = np.array([legal_choice(rng, mask) for mask in infos["action_mask"]])
    obs, rewards, terminations, truncations, infos = envs.step(actions)
    if "episode" in infos:
        returns += [float(r) for r, ended in zip(infos["episode"]["r"], infos["_episode"]) if ended]
envs.close()
print(f"{len(returns)} episodes against {opponent}: mean return {np.mean(returns) if returns else 0.0:+.2f}")

# Self-play, batched: one engine request steps every game.
vec = BatchVectorEnv(num_envs, turn_limit=10, seed=2)
obs, infos = vec.reset()
ended = 0
for _ in range(steps):
    actions = [legal_choice(rng, mask) for mask in infos["action_mask"]]
    obs, rewards, terminations, truncations, infos = vec.step(actions)
    ended += int(np.sum(terminations | truncations))
vec.close()
print(f"self-play: {ended} games ended in {steps} batched steps of {num_envs}")
