import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_PLANETS,
  MAX_PLAYERS,
  MAX_RECORD_ACTIONS,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
  MIN_PLAYERS,
  RECORD_FORMAT,
  RECORD_VERSION,
  rulesetNamed,
  STRUCTURES,
} from '../../src/index.js';
import { actionFields } from '../../src/rules/index.js';
import { fixture, fixtures } from './_helpers/fixtures.js';

// The JSON Schema shipped as `globetrotter/schema/record.schema.json` must agree with the library: a
// small validator for the keywords it uses checks the fixtures against it.

type Schema = { [key: string]: unknown };
const schema = JSON.parse(
  readFileSync(new URL('../../schema/record.schema.json', import.meta.url), 'utf8'),
) as Schema;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The problems of `value` against `s` (the keywords record.schema.json uses). */
function problems(value: unknown, s: Schema, path = '$'): string[] {
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/$defs/', '');
    return problems(value, (schema.$defs as Record<string, Schema>)[name]!, path);
  }
  const out: string[] = [];
  const t = typeOf(value);
  if (s.type !== undefined && s.type !== t && !(s.type === 'number' && t === 'integer'))
    return [`${path}: ${t} is not ${String(s.type)}`];
  if ('const' in s && s.const !== value) out.push(`${path}: not ${String(s.const)}`);
  if (Array.isArray(s.enum) && !s.enum.includes(value)) out.push(`${path}: not in enum`);
  if (typeof s.minimum === 'number' && (value as number) < s.minimum) out.push(`${path}: < min`);
  if (typeof s.maximum === 'number' && (value as number) > s.maximum) out.push(`${path}: > max`);
  if (typeof s.maxLength === 'number' && (value as string).length > s.maxLength)
    out.push(`${path}: too long`);
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern).test(value as string))
    out.push(`${path}: pattern`);
  if (Array.isArray(s.allOf)) {
    for (const sub of s.allOf) out.push(...problems(value, sub as Schema, path));
  }
  if (s.if !== undefined) {
    const branch = problems(value, s.if as Schema, path).length === 0 ? s.then : s.else;
    if (branch !== undefined) out.push(...problems(value, branch as Schema, path));
  }
  if (Array.isArray(s.oneOf)) {
    const matching = s.oneOf.filter((o) => problems(value, o as Schema, path).length === 0);
    if (matching.length !== 1) out.push(`${path}: matches ${matching.length} of oneOf`);
  }
  if (t === 'array') {
    const items = value as unknown[];
    if (typeof s.maxItems === 'number' && items.length > s.maxItems) out.push(`${path}: long`);
    if (s.items) {
      for (const [i, v] of items.entries())
        out.push(...problems(v, s.items as Schema, `${path}[${i}]`));
    }
  }
  if (t === 'object') {
    const o = value as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[])
      if (!(key in o)) out.push(`${path}: needs ${key}`);
    for (const [key, v] of Object.entries(o)) {
      if (key in props) out.push(...problems(v, props[key]!, `${path}.${key}`));
      else if (s.additionalProperties === false) out.push(`${path}.${key}: not allowed`);
      else if (typeof s.additionalProperties === 'object')
        out.push(...problems(v, s.additionalProperties as Schema, `${path}.${key}`));
    }
  }
  return out;
}

const props = schema.properties as Record<string, Schema>;
const defs = schema.$defs as Record<string, Schema>;

describe('record.schema.json', () => {
  it('states the format, version and limits of the library', () => {
    expect(props.format!.const).toBe(RECORD_FORMAT);
    expect(props.version!.const).toBe(RECORD_VERSION);
    expect(props.actions!.maxItems).toBe(MAX_RECORD_ACTIONS);
    const options = props.options!.properties as Record<string, Schema>;
    expect([options.players!.minimum, options.players!.maximum]).toEqual([
      MIN_PLAYERS,
      MAX_PLAYERS,
    ]);
    expect(options.planets!.maximum).toBe(MAX_PLANETS);
    expect(defs.structure!.enum).toEqual([...STRUCTURES]);
    expect(defs['structure-2024-12']!.enum).toEqual([...rulesetNamed('2024-12').structures]);
  });

  it('states the limits of lists and texts', () => {
    const meta = props.meta!;
    const entry = (defs.entry!.oneOf as Schema[])[1]!.properties as Record<string, Schema>;
    expect(props.rollOff!.maxItems).toBe(MAX_ROLL_OFF_DICE);
    expect(defs.dice!.maxItems).toBe(rulesetNamed('2025-01').maxDicePerAction);
    expect(defs['dice-2026-06']!.maxItems).toBe(rulesetNamed('2026-06').maxDicePerAction);
    expect(defs['dice-2026-06']!.maxItems).toBe(MAX_ACTION_DICE);
    expect(defs['dice-2024-12']!.maxItems).toBe(rulesetNamed('2024-12').maxDicePerAction);
    expect(props.players!.maxItems).toBe(MAX_PLAYERS);
    expect((props.players!.items as Schema).maxLength).toBe(MAX_NAME_LENGTH);
    expect(meta.maxProperties).toBe(MAX_META_FIELDS);
    expect((meta.propertyNames as Schema).maxLength).toBe(MAX_KEY_LENGTH);
    expect((meta.additionalProperties as Schema).maxLength).toBe(MAX_TEXT_LENGTH);
    expect(entry.note!.maxLength).toBe(MAX_TEXT_LENGTH);
  });

  it.each([
    ['2025-01', 'action'],
    ['2026-06', 'action-2026-06'],
    ['2024-12', 'action-2024-12'],
  ] as const)(
    'describes every action type of each ruleset, in listing order, with its fields (%s)',
    (ruleset, name) => {
      // Arrange
      const actions = defs[name]!.oneOf as Schema[];
      const types = ACTION_TYPES.filter((t) => actionFields(ruleset, t) !== null);

      // Act
      const titles = actions.map((a) => a.title);
      const fields = actions.map((a) => Object.keys(a.properties as Schema).sort());

      // Assert
      expect(titles).toEqual(types);
      expect(fields).toEqual(
        types.map((t) => ['type', 'player', ...actionFields(ruleset, t)!].sort()),
      );
    },
  );

  it('states the planets of 2026-06 by players (ruling R33)', () => {
    // Arrange
    const rules = rulesetNamed('2026-06');
    const branch = (schema.allOf as Schema[])[0]!;
    const options = ((branch.then as Schema).properties as Record<string, Schema>).options!;

    // Act
    const table = (options.allOf as Schema[]).map((rule) => [
      ((rule.if as Schema).properties as Record<string, Schema>).players!.const,
      ((rule.then as Schema).properties as Record<string, Schema>).planets!.const,
    ]);

    // Assert
    expect(table).toEqual(
      rules.planetsByPlayers!.flatMap((n, p) => (p >= rules.players.min ? [[p, n]] : [])),
    );
    expect(defs['planet-2026-06']!.maximum).toBe(rules.maxPlanets - 1);
  });

  describe('2026-06 records', () => {
    const record = (options: object, actions: unknown[]) => ({
      format: 'globetrotter-record',
      version: 1,
      options: { ruleset: '2026-06', ...options },
      rollOff: [6, 1],
      actions,
    });
    const actions2026 = [
      'p0: choose second',
      { action: { type: 'place', planet: 0, space: 26, roverSpace: 25, player: 1 } },
      { action: { type: 'choose', placeFirst: true } },
      { action: { type: 'fire', planet: 0 }, dice: new Array(22).fill(3) },
      { action: { type: 'orbit', rover: 3, planet: 1 } },
      { action: { type: 'decommission', planet: 1, space: 40 } },
      { action: { type: 'produce', planet: 0, space: 13 } },
    ];

    it('accepts the 2026-06 actions in a 2026-06 record', () => {
      expect(problems(record({ players: 4 }, actions2026), schema)).toEqual([]);
      expect(problems(record({ players: 4, planets: 2 }, actions2026), schema)).toEqual([]);
    });

    it('refuses them in a 2025-01 record, and 2025-01 shapes in a 2026-06 one', () => {
      const plain = { ...record({}, actions2026), options: { players: 4, planets: 2 } };
      expect(problems(plain, schema)).not.toEqual([]);
      for (const action of [
        { type: 'destroy', structure: 'factory' },
        { type: 'fire' },
        { type: 'place', planet: 0, space: 26 },
        { type: 'build', structure: 'factory', planet: 0, space: 26, moveTo: 16 },
        { type: 'produce', space: 13 },
        { type: 'orbit', rover: 3, planet: 3 },
      ]) {
        expect(
          problems(record({ players: 2 }, [{ action }]), schema),
          JSON.stringify(action),
        ).not.toEqual([]);
      }
    });

    it('refuses a planet count off the table and more than 22 dice', () => {
      expect(problems(record({ players: 2, planets: 2 }, []), schema)).not.toEqual([]);
      expect(problems(record({ players: 6, planets: 2 }, []), schema)).not.toEqual([]);
      const dice = [{ action: 'p0: fire', dice: new Array(23).fill(3) }];
      expect(problems(record({ players: 2 }, dice), schema)).not.toEqual([]);
    });
  });

  describe('2024-12 records', () => {
    const record = (options: object, actions: unknown[]) => ({
      format: 'globetrotter-record',
      version: 1,
      options: { ruleset: '2024-12', ...options },
      rollOff: [6, 1],
      actions,
    });
    const actions2024 = [
      'p0: place 26>16',
      { action: { type: 'place', planet: 1, space: 26, facing: 16, player: 1 } },
      { action: { type: 'move', rover: 1, to: 16, facing: 21 } },
      { action: { type: 'move', rover: 1, to: 26 } },
      { action: { type: 'turn', rover: 1, direction: 'left' } },
      { action: { type: 'fortify', rover: 1, space: 16 } },
      {
        action: { type: 'shoot', rover: 1, space: 16, target: 'fortification', across: 26 },
        dice: [4],
      },
      { action: { type: 'shoot', rover: 1, space: 41, target: 'rover' }, dice: [4, 3] },
      {
        action: {
          type: 'build',
          structure: 'medic',
          planet: 0,
          space: 26,
          moveTo: 16,
          facing: 21,
        },
      },
      { action: { type: 'descend', rover: 1, planet: 1, space: 12, facing: 11 } },
      { action: { type: 'produce', space: 13, facing: 14 } },
      { action: { type: 'heal', rover: 1 } },
      { action: { type: 'powerUp' } },
      { action: { type: 'fire', space: 16, target: 'fortification', across: 26 }, dice: [5] },
      { action: { type: 'destroy', structure: 'medic' } },
      { action: { type: 'pass' } },
    ];

    it('accepts the 2024-12 actions in a 2024-12 record', () => {
      expect(problems(record({ players: 2 }, actions2024), schema)).toEqual([]);
      expect(problems(record({ players: 3, planets: 2 }, actions2024), schema)).toEqual([]);
    });

    it('refuses them in 2025-01 and 2026-06 records, and their shapes in a 2024-12 one', () => {
      for (const ruleset of [undefined, '2025-01', '2026-06']) {
        const other = { ...record({}, actions2024), options: { players: 4, planets: 2, ruleset } };
        expect(problems(other, schema), String(ruleset)).not.toEqual([]);
      }
      for (const action of [
        { type: 'place', planet: 0, space: 26 },
        { type: 'descend', rover: 1, planet: 0, space: 12 },
        { type: 'produce', space: 13 },
        { type: 'fire' },
        { type: 'ready' },
        { type: 'save' },
        { type: 'endTurn' },
        { type: 'repair', rover: 1 },
        { type: 'build', structure: 'treasury', planet: 0, space: 26 },
        { type: 'turn', rover: 1, direction: 'back' },
        { type: 'choose', placeFirst: true },
      ]) {
        expect(
          problems(record({ players: 2 }, [{ action }]), schema),
          JSON.stringify(action),
        ).not.toEqual([]);
      }
    });

    it('refuses more than 2 dice to an action (ruling R57)', () => {
      const dice = [{ action: 'r1 shoot 41 rover', dice: [4, 3, 3] }];
      expect(problems(record({ players: 2 }, dice), schema)).not.toEqual([]);
    });
  });

  it.each([
    ...fixtures('golden').map((f) => `golden/${f}`),
    'hand/short-game.json',
    'errors/out-of-range.json',
    'errors/malformed-action.json',
  ])('accepts %s', (file) => {
    const record = JSON.parse(fixture(file)) as unknown;
    // The malformed action is still a well-formed record: its action is not a schema action.
    const expected = file.includes('malformed-action') ? 1 : 0;
    expect(problems(record, schema).length).toBe(expected);
  });

  it.each([
    'errors/malformed-record.json',
    'errors/unsupported-version.json',
    'errors/bad-die.json',
  ])('refuses %s', (file) => {
    expect(problems(JSON.parse(fixture(file)), schema)).not.toEqual([]);
  });
});
