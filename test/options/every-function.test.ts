import { describe, expect, it } from 'vitest';
import {
  actionOutcomes,
  actionSpaceSize,
  applyAction,
  boardMesh,
  botFromName,
  createGame,
  createRecorder,
  createRng,
  formatAction,
  formatEntry,
  formatPosition,
  legalActions,
  mctsBot,
  observationSize,
  parsePosition,
  renderSvg,
  renderSvgs,
  renderText,
  replay,
  toRecord,
  UnknownOptionError,
} from '../../src/index.js';
import { type SimulateOptions, simulate } from '../../src/sim/index.js';

// Every public function that takes an options object refuses keys it does not know (issue 12):
// a misspelt option must not be ignored silently.

const initial = createGame({ players: 2 }, createRng(1));
const place = legalActions(initial)[0]!;
const record = toRecord(initial, []);

/** Calls the function with `options`, which may have any keys (that is the point). */
type Call = (options: object) => unknown;

interface Case {
  readonly fn: string;
  readonly call: Call;
  /** Options the function accepts, with a known key set to `undefined`. */
  readonly valid: object;
  /** A misspelt key and the known key it should suggest (`null`: none is close). */
  readonly typo: string;
  readonly suggestion: string | null;
}

const CASES: readonly Case[] = [
  {
    fn: 'createGame',
    call: (o) => createGame({ players: 2, ...o }, createRng(1)),
    valid: { planets: 2, turnLimit: undefined },
    typo: 'turnlimit',
    suggestion: 'turnLimit',
  },
  {
    fn: 'createGame',
    call: (o) => createGame({ players: 2, ...o }, createRng(1)),
    valid: {},
    // The dice's seed belongs to createRng, not to the game.
    typo: 'seed',
    suggestion: null,
  },
  {
    fn: 'applyAction',
    call: (o) => applyAction(initial, place, createRng(2), o),
    valid: { freeze: undefined },
    typo: 'freez',
    suggestion: 'freeze',
  },
  {
    fn: 'legalActions',
    call: (o) => legalActions(initial, o),
    valid: { rover: undefined, type: 'place' },
    typo: 'spaces',
    suggestion: 'space',
  },
  {
    fn: 'actionOutcomes',
    call: (o) => actionOutcomes(initial, place, o),
    valid: { freeze: false },
    typo: 'Freeze',
    suggestion: 'freeze',
  },
  {
    fn: 'parsePosition',
    call: (o) => parsePosition(formatPosition(initial), o),
    valid: { validate: false },
    typo: 'validat',
    suggestion: 'validate',
  },
  {
    fn: 'mctsBot',
    call: (o) => mctsBot(o),
    valid: { iterations: 5, seed: undefined },
    typo: 'iteration',
    suggestion: 'iterations',
  },
  {
    fn: 'botFromName',
    call: (o) => botFromName('mcts:5', o),
    valid: { seed: undefined },
    typo: 'seeds',
    suggestion: 'seed',
  },
  {
    fn: 'boardMesh',
    call: (o) => boardMesh(o),
    valid: { pentagons: 'corner', indexed: undefined },
    typo: 'pentagon',
    suggestion: 'pentagons',
  },
  {
    fn: 'observationSize',
    call: (o) => observationSize({ players: 2, ...o }),
    valid: initial.options,
    typo: 'planet',
    suggestion: 'planets',
  },
  {
    fn: 'actionSpaceSize',
    call: (o) => actionSpaceSize(o),
    valid: initial.options,
    typo: 'planet',
    suggestion: 'planets',
  },
  {
    fn: 'renderSvg',
    call: (o) => renderSvg(initial, o),
    valid: { planet: 0, labels: false, width: undefined },
    typo: 'label',
    suggestion: 'labels',
  },
  {
    fn: 'renderSvgs',
    call: (o) => renderSvgs(initial, o),
    valid: { names: ['Ada', 'Grace'], colors: undefined },
    typo: 'colours',
    suggestion: 'colors',
  },
  {
    // renderSvgs draws every planet: `planet` is not one of its options.
    fn: 'renderSvgs',
    call: (o) => renderSvgs(initial, o),
    valid: {},
    typo: 'planet',
    suggestion: null,
  },
  {
    fn: 'renderText',
    call: (o) => renderText(initial, o),
    valid: { names: undefined },
    typo: 'name',
    suggestion: 'names',
  },
  {
    fn: 'createRecorder',
    call: (o) => createRecorder(initial, o),
    valid: { seed: 1, meta: undefined },
    typo: 'action',
    suggestion: 'actions',
  },
  {
    fn: 'toRecord',
    call: (o) => toRecord(initial, [], o),
    valid: { actions: 'objects', players: undefined },
    typo: 'player',
    suggestion: 'players',
  },
  {
    fn: 'formatAction',
    call: (o) => formatAction(place, o),
    valid: { planets: undefined },
    typo: 'planet',
    suggestion: 'planets',
  },
  {
    fn: 'formatEntry',
    call: (o) => formatEntry(place, [], o),
    valid: { planets: 2 },
    typo: 'planet',
    suggestion: 'planets',
  },
  {
    fn: 'replay',
    call: (o) => replay(record, o),
    valid: { to: 0, onStep: undefined },
    typo: 'onstep',
    suggestion: 'onStep',
  },
];

describe.each(CASES)('$fn refuses $typo', ({ fn, call, valid, typo, suggestion }) => {
  it('with UNKNOWN_OPTION, the key and the nearest known one', () => {
    // Arrange
    const options = { ...valid, [typo]: 1 };

    // Act
    const act = () => call(options);

    // Assert
    expect(act).toThrow(UnknownOptionError);
    expect(act).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_OPTION', functionName: fn, key: typo, suggestion }),
    );
  });

  it('and still accepts its known keys, undefined ones included', () => {
    // Arrange / Act / Assert
    expect(() => call(valid)).not.toThrow();
  });
});

describe('simulate refuses unknown options', () => {
  const options: SimulateOptions = {
    bots: ['random', 'greedy'],
    games: 1,
    seed: 1,
    workers: 0,
    turnLimit: 2,
  };

  it('rejects with UNKNOWN_OPTION, the key and the nearest known one', async () => {
    // Arrange
    const misspelt = { ...options, record: true };

    // Act
    const run = simulate(misspelt);

    // Assert
    await expect(run).rejects.toBeInstanceOf(UnknownOptionError);
    await expect(run).rejects.toMatchObject({
      code: 'UNKNOWN_OPTION',
      functionName: 'simulate',
      key: 'record',
      suggestion: 'records',
    });
  });

  it('still plays with its known keys, undefined ones included', async () => {
    // Arrange: as JavaScript (or code without exactOptionalPropertyTypes) may pass them.
    const known = { ...options, records: undefined, onProgress: undefined };

    // Act
    const result = await simulate(known as unknown as SimulateOptions);

    // Assert
    expect(result.games).toHaveLength(1);
  });
});
