import { describe, expect, it } from 'vitest';
import { type ActionTable, actionsOf } from '../../src/rules/action-table.js';
import { ACTION_TYPES, actionFields, createGame, scriptedRng } from '../../src/rules/index.js';

describe('the action table', () => {
  const table = actionsOf(createGame({ players: 2 }, scriptedRng([6, 1])));

  it('has one family for every action type, and lists them in ACTION_TYPES order', () => {
    // Assert
    expect(Object.keys(table)).toEqual([...ACTION_TYPES]);
    for (const type of ACTION_TYPES) {
      expect(typeof table[type].check).toBe('function');
      expect(typeof table[type].apply).toBe('function');
      expect(typeof table[type].legal).toBe('function');
    }
  });

  it('a table missing a type, or a family missing a piece, does not compile', () => {
    // Arrange: each assignment below must fail type checking (tsc --noEmit checks test/).
    const { pass: _pass, ...rest } = table;

    // @ts-expect-error: no family for 'pass'
    const missingType: ActionTable = rest;
    // @ts-expect-error: the 'pass' family lacks its legal listing
    const missingPiece: ActionTable = { ...table, pass: { ...table.pass, legal: undefined } };

    // Assert: at run time they are just objects.
    expect(missingType).toBeDefined();
    expect(missingPiece).toBeDefined();
  });
});

describe('actionFields: the shape of each action type per ruleset', () => {
  it('R28, R40, R45: names the fields a ruleset gives an action, and null for an action it lacks', () => {
    // Act / Assert
    expect(actionFields('2025-01', 'ready')).toEqual([]);
    expect(actionFields('2026-06', 'ready')).toEqual(['planet']);
    expect(actionFields('2025-01', 'build')).toEqual(['structure', 'planet', 'space', 'moveTo']);
    expect(actionFields('2026-06', 'build')).toEqual(['structure', 'planet', 'space']);
    expect(actionFields('2026-06', 'place')).toEqual(['planet', 'space', 'roverSpace']);
    expect(actionFields('2025-01', 'orbit')).toBeNull();
    expect(actionFields('2026-06', 'destroy')).toBeNull();
    expect(actionFields('2024-12', 'move')).toEqual(['rover', 'to', 'facing']);
    expect(actionFields('2024-12', 'fortify')).toEqual(['rover', 'space']);
    expect(actionFields('2024-12', 'shoot')).toEqual(['rover', 'space', 'target', 'across']);
    expect(actionFields('2024-12', 'turn')).toEqual(['rover', 'direction']);
    expect(actionFields('2024-12', 'save')).toBeNull();
    expect(actionFields('2025-01', 'turn')).toBeNull();
  });
});
