// The packed package's types, from CommonJS, under strict settings (scripts/pack-check.sh).
import globetrotter = require('globetrotter');
import sim = require('globetrotter/sim');

const rng: globetrotter.Rng = globetrotter.createRng(1);
const state: globetrotter.GameState = globetrotter.createGame({ players: 3 }, rng);
const actions: globetrotter.Action[] = globetrotter.legalActions(state, { rover: 1 });
const limit: number = globetrotter.DEFAULT_TURN_LIMIT;
const options: sim.SimulateOptions = { bots: ['random', 'random'], games: 1, seed: 1, workers: 1 };
void actions;
void limit;
void options;
