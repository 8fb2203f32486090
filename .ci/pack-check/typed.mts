// The packed package's types, from an ES module, under strict settings (scripts/pack-check.sh).
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameState,
  IllegalActionError,
  type LegalActionsOptions,
  legalActions,
  type ValidationResult,
  validateAction,
} from 'globetrotter';
import { type SimulateOptions, simulate } from 'globetrotter/sim';

const rng = createRng('typed');
const state: GameState = createGame({ players: 2, ruleset: '2026-06' }, rng);
const filter: LegalActionsOptions = { type: 'choose' };
const first: Action | undefined = legalActions(state, filter)[0];
const next: GameState = first === undefined ? state : applyAction(state, first, rng);
const verdict: ValidationResult = validateAction(next, 'r1 move 41');
if (!verdict.ok && verdict.error instanceof IllegalActionError) {
  const code: string = verdict.error.code;
  void code;
}
const options: SimulateOptions = { bots: ['random', 'greedy'], games: 1, seed: 1, workers: 1 };
void simulate;
void options;
