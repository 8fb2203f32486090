"""A learner's loop against the built-in MCTS bot: seat 0 is yours (here a random policy to
replace by your learner), seat 1 is `mcts:200`, played inside the engine."""

import numpy as np

from globetrotter import Game

game = Game(2, turn_limit=10)
rng = np.random.default_rng(0)
wins = 0
for episode in range(3):
    state = game.new_initial_state(seed=episode)
    while not state.is_terminal():
        if state.current_player() == 0:
            observation = state.observation_tensor()  # your learner's input
            state.apply_action(int(rng.choice(state.legal_actions())))
        else:
            state.apply_bot("mcts:200")
    wins += state.returns()[0] > 0
    print(f"episode {episode}: returns {state.returns()}")
print(f"won {wins} of 3")
