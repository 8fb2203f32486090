"""A learner's loop against the built-in MCTS bot: seat 0 is yours (here a random policy to
replace by your learner), seat 1 is `mcts:200`, played inside the engine.

    python learner_vs_mcts.py [episodes] [mcts iterations]      (defaults 3 and 200)
"""

import sys

import numpy as np

from globetrotter import Game

episodes = int(sys.argv[1]) if len(sys.argv) > 1 else 3
iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 200
game = Game(2, turn_limit=10)
rng = np.random.default_rng(0)
wins = 0
for episode in range(episodes):
    state = game.new_initial_state(seed=episode)
    while not state.is_terminal():
        if state.current_player() == 0:
            observation = state.observation_tensor()  # your learner's input
            state.apply_action(int(rng.choice(state.legal_actions())))
        else:
            state.apply_bot(f"mcts:{iterations}")
    wins += state.returns()[0] > 0
    print(f"episode {episode}: returns {state.returns()}")
print(f"won {wins} of {episodes}")
