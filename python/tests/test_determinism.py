"""Across languages: a seeded game driven from Python ends where the library, driven directly in
Node, ends; and the record Python writes passes `globetrotter validate`."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from globetrotter import Game

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(
    NODE is None or not (DIST / "cli.js").is_file(), reason="needs node and dist/ (npm run build)"
)

# The same game in Node through the library itself: the same seed, the same choice rule.
NODE_GAME = """
import { applyAction, createGame, createRng, decodeAction, legalActionMask, stateHash } from '%s';
const [players, seed, steps] = [3, 'cross', 400];
const rng = createRng(seed);
let state = createGame({ players, planets: 1, turnLimit: 4 }, rng);
for (let step = 0; step < steps && state.status !== 'finished'; step++) {
  const mask = legalActionMask(state);
  const legal = [];
  for (let id = 0; id < mask.length; id++) if (mask[id] === 1) legal.push(id);
  const id = legal[(step * 7919) %% legal.length];
  state = applyAction(state, decodeAction(state, id), rng);
}
console.log(stateHash(state));
"""


def test_python_and_node_reach_the_same_state_hash(engine, tmp_path):
    # Arrange
    script = tmp_path / "game.mjs"
    script.write_text(NODE_GAME % (DIST / "index.js").as_uri())
    state = Game(3, turn_limit=4, engine=engine).new_initial_state(seed="cross")

    # Act
    for step in range(400):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_action(legal[(step * 7919) % len(legal)])
    node = subprocess.run([NODE, str(script)], capture_output=True, text=True, timeout=120, check=True)

    # Assert
    assert state.state_hash() == node.stdout.strip()


def test_a_record_written_from_python_validates(engine, tmp_path):
    # Arrange
    state = Game(2, turn_limit=3, engine=engine).new_initial_state(seed=9)
    while not state.is_terminal():
        state.apply_bot("random")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.record()))

    # Act
    result = subprocess.run(
        [NODE, str(DIST / "cli.js"), "validate", str(path)], capture_output=True, text=True, timeout=120
    )

    # Assert
    assert result.returncode == 0, result.stdout + result.stderr
    assert state.state_hash() in result.stdout


@pytest.mark.parametrize("ruleset", ["2025-01", "2026-06", "2024-12"])
def test_a_game_of_bot_moves_replays_from_its_seed_and_history(engine, ruleset):
    # Arrange: a game of bot moves (the bots choose with their own dice, not the game's).
    game = Game(2, turn_limit=60, ruleset=ruleset, engine=engine)
    played = game.new_initial_state(seed=7)
    while not played.is_terminal():
        played.apply_bot("greedy" if played.current_player() == 0 else "random")

    # Act: the same seed and the action ids alone.
    again = game.new_initial_state(seed=7)
    for action in played.history():
        again.apply_action(action)

    # Assert
    assert len(played.history()) > 10
    assert again.state_hash() == played.state_hash()


def test_apply_bot_plays_the_game_globetrotter_play_plays(engine):
    # Arrange
    state = Game(2, turn_limit=60, engine=engine).new_initial_state(seed=7)
    while not state.is_terminal():
        state.apply_bot("greedy" if state.current_player() == 0 else "random")

    # Act
    played = subprocess.run(
        [NODE, str(DIST / "cli.js"), "play", "--seed", "7", "--bots", "greedy,random", "--turn-limit", "60"],
        capture_output=True, text=True, timeout=120, check=True,
    )

    # Assert
    assert json.loads(played.stdout)["finalHash"] == state.state_hash()
