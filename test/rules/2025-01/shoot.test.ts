import { describe, expect, it } from 'vitest';
import { board, SHOOTING_RANGE, shotDistance } from '../../../src/board/index.js';
import {
  applyAction,
  DiceError,
  type GameState,
  legalActions,
  type ShootAction,
  scriptedRng,
} from '../../../src/rules/index.js';
import { rejection } from '../_helpers/illegal.js';
import { position } from '../_helpers/position.js';

// Rulings R2–R4 and R20: a Rover shoots an enemy Rover, Fortification or Building at shooting
// distance 1..3 on its own planet (entering an HQ costs 2, a triangle 1). A Rover is hit on 3+
// (4+ under cover, R3) and then damaged on 3+; Fortifications and Buildings are hit without a
// roll and damaged on 3+. Every die comes from the rng, in that order, and is recorded.
//
// Every shot below gets a scripted rng holding exactly the dice it needs: one die too many
// drawn would throw a DiceError.

/** Applies a shot with exactly `dice`, and reports how many of them were drawn. */
function shoot(state: GameState, action: ShootAction, dice: number[]) {
  const rng = scriptedRng(dice);
  const next = applyAction(state, action, rng);
  const save = rng.save();
  return { next, drawn: save.kind === 'scripted' ? save.next : Number.NaN };
}

/** Every chain of playable spaces from `from` to `to` of R2 cost ≤ 3, as the spaces entered. */
function chainsInRange(from: number, to: number): number[][] {
  const chains: number[][] = [];
  const walk = (here: number, budget: number, entered: number[]): void => {
    for (const next of board.playableNeighbors[here]!) {
      const cost = board.spaces[next]!.kind === 'hq' ? 2 : 1;
      if (cost > budget) continue;
      if (next === to) chains.push([...entered, next]);
      else walk(next, budget - cost, [...entered, next]);
    }
  };
  walk(from, SHOOTING_RANGE, []);
  return chains;
}

/** Whether some chain in range joins `from` to `to`, and every such chain enters `via`. */
function onlyThrough(from: number, to: number, via: number): boolean {
  const chains = chainsInRange(from, to);
  return chains.length > 0 && chains.every((chain) => chain.includes(via));
}

const rover = (id: number, owner: number) => ({ piece: 'rover', id, owner }) as const;

describe('shoot: range (R2)', () => {
  it('R2: an HQ counts 2: from 6 the north HQ is at distance 3, in range', () => {
    // Arrange: 6 → 1 → 0 enters a triangle (1) and the HQ (2): distance 3, in range.
    expect(shotDistance(6, 0)).toBe(3);
    const state = position('p0: r1@6; p1: r2@0 r3@40');
    const action = { type: 'shoot', rover: 1, space: 0, target: 'rover' } as const;
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const { next } = shoot(state, action, [3, 3]);

    // Assert
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });

  it('R2: an HQ counts 2, so an HQ three spaces away is out of range', () => {
    // Arrange: 16 → 6 → 1 → 0 enters three spaces, but the last is an HQ: distance 4.
    expect(shotDistance(16, 0)).toBe(4);
    const state = position('p0: r1@16; p1: r2@0');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 0, target: 'rover' });

    // Assert
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.rule).toBe('R2');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 0/);
    expect(error.message).toMatch(/4 away/);
  });

  it('R2: an HQ on the way counts 2', () => {
    // Arrange: 1 → 7 → 26 → 36 passes the HQ 26: distance 4; from 7 it is 3.
    expect(shotDistance(1, 36)).toBe(4);
    expect(shotDistance(7, 36)).toBe(3);
    const state = position('p0: r1@1 r3@7; p1: r2@36');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 36, target: 'rover' });

    // Assert
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.rule).toBe('R2');
    expect(legalActions(state)).toContainEqual({
      type: 'shoot',
      rover: 3,
      space: 36,
      target: 'rover',
    });
  });

  it('R2: pieces on the way do not block a shot', () => {
    // Arrange: every chain from 16 to 1 in range enters 6 (16 → 26 → 7 → 1 costs 4), where an
    // enemy Rover stands: it neither blocks nor covers.
    expect(onlyThrough(16, 1, 6)).toBe(true);
    const state = position('p0: r1@16; p1: r2@1 r3@6');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 1, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'damaged', target: rover(2, 1), hp: 4 }]);
  });
});

describe('shoot: targets (R20)', () => {
  it('R20: shooting an empty space is NO_TARGET', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 6/);
  });

  it('R20: a Rover cannot shoot a friendly Rover', () => {
    // Arrange
    const state = position('p0: r1@1 r3@6; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
  });

  it('R20: a Rover cannot shoot its own Fortification', () => {
    // Arrange
    const state = position('p0: r1@1 f@6; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'fortification' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
  });

  it('R20: a Rover cannot shoot its own Building', () => {
    // Arrange
    const state = position('p0: r1@7 factory@26; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 26, target: 'building' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
  });

  it('R20: the named kind of piece must be there: an enemy Rover is no building target', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'building' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
    expect(error.message).toMatch(/building/);
  });

  it('R20: an enemy Rover on its own Fortification can be shot as a Rover or as a Fortification', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6 f@6');
    const shots = legalActions(state).filter((a) => a.type === 'shoot' && a.space === 6);

    // Act: shooting the Fortification rolls no hit die.
    const { next } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'fortification' },
      [3],
    );

    // Assert
    expect(shots).toEqual([
      { type: 'shoot', rover: 1, space: 6, target: 'rover' },
      { type: 'shoot', rover: 1, space: 6, target: 'fortification' },
    ]);
    expect(next.planets[0]!.fortifications[6]).toBeNull();
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(5);
  });

  it('R16: a Rover shoots on its own planet only', () => {
    // Arrange: the enemy stands on space 6 of planet 0, the shooter on planet 1.
    const state = position('p0: r1@1.1; p1: r2@0.6', { planets: 2 });

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' });

    // Assert
    expect(error.code).toBe('NO_TARGET');
    expect(error.rule).toBe('R20');
  });

  it('R18: an off-board space cannot be shot', () => {
    // Arrange: 71 is playable and shares an edge with an off-board space.
    const offBoard = board.spaces[71]!.neighbors.find((n) => !board.spaces[n]!.playable)!;
    const state = position('p0: r1@71; p1: r2@0');

    // Act
    const error = rejection(state, {
      type: 'shoot',
      rover: 1,
      space: offBoard,
      target: 'fortification',
    });

    // Assert
    expect(error.code).toBe('OFF_BOARD');
    expect(error.rule).toBe('R1');
    expect(error.message).toMatch(new RegExp(`space ${offBoard}`));
  });

  it('R2: a Rover in orbit cannot shoot', () => {
    // Arrange
    const state = position('p0: r1@orbit r3@40; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' });

    // Assert
    expect(error.code).toBe('ROVER_IN_ORBIT');
    expect(error.rule).toBe('R8');
    expect(error.message).toMatch(/r1/);
  });

  it('R2: shooting with a Rover that does not exist is NO_SUCH_ROVER', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 4, space: 6, target: 'rover' });

    // Assert
    expect(error.code).toBe('NO_SUCH_ROVER');
    expect(error.rule).toBe('R2');
    expect(error.message).toMatch(/r4/);
  });

  it("R23: shooting with another player's Rover is NOT_YOUR_ROVER", () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'shoot', rover: 2, space: 1, target: 'rover' });

    // Assert: the error cites the shooting ruling (R2); R23 names the code.
    expect(error.code).toBe('NOT_YOUR_ROVER');
    expect(error.rule).toBe('R23');
    expect(error.message).toMatch(/r2/);
  });
});

describe('shoot: cover (R3)', () => {
  it("R3: a Rover on its owner's Fortification is under cover: a 3 misses", () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6 f@6');

    // Act
    const { next, drawn } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'rover' },
      [3],
    );

    // Assert
    expect(drawn).toBe(1);
    expect(next.last!.dice).toEqual([{ purpose: 'hit', value: 3 }]);
    expect(next.last!.events).toEqual([{ type: 'miss', target: rover(2, 1) }]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(5);
  });

  it("R3: a Rover on its owner's Fortification is hit on a 4", () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6 f@6');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' }, [4, 3]);

    // Assert
    expect(next.last!.dice).toEqual([
      { purpose: 'hit', value: 4 },
      { purpose: 'damage', value: 3 },
    ]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });

  it('R3: an enemy Fortification on every chain in range gives cover', () => {
    // Arrange: every chain from 16 to 1 of cost ≤ 3 enters 6 (the one via 26 costs 4).
    expect(onlyThrough(16, 1, 6)).toBe(true);
    const state = position('p0: r1@16; p1: r2@1 f@6');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 1, target: 'rover' }, [3]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'miss', target: rover(2, 1) }]);
  });

  it("R3: a third player's Fortification on every chain in range gives cover", () => {
    // Arrange
    expect(onlyThrough(16, 1, 6)).toBe(true);
    const state = position('p0: r1@16; p1: r2@1; p2: r3@40 f@6', { players: 3 });

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 1, target: 'rover' }, [3]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'miss', target: rover(2, 1) }]);
  });

  it("R3: the shooter's own Fortification on the way gives no cover", () => {
    // Arrange
    expect(onlyThrough(16, 1, 6)).toBe(true);
    const state = position('p0: r1@16 f@6; p1: r2@1');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 1, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.last!.dice).toEqual([
      { purpose: 'hit', value: 3 },
      { purpose: 'damage', value: 3 },
    ]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });

  it('R3: one chain in range free of enemy Fortifications means no cover', () => {
    // Arrange: from the HQ 0 to 7 there are two chains of cost 3, 0 → 1 → 7 and 0 → 2 → 8 → 7;
    // an enemy Fortification stands on the first only.
    expect(chainsInRange(0, 7)).toEqual(
      expect.arrayContaining([
        [1, 7],
        [2, 8, 7],
      ]),
    );
    expect(chainsInRange(0, 7).every((c) => c.includes(1) || c.includes(8))).toBe(true);
    const state = position('p0: r1@0; p1: r2@7 f@1');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 7, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });

  it('R3: enemy Fortifications on both chains in range give cover', () => {
    // Arrange: as above, with the second chain (through 8) closed too.
    const state = position('p0: r1@0; p1: r2@7 f@1 f@8');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 7, target: 'rover' }, [3]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'miss', target: rover(2, 1) }]);
  });

  it('R18: an off-board border gives no cover', () => {
    // Arrange: 71 shares an edge with the off-board region; 66 is next to it.
    expect(board.spaces[71]!.neighbors.some((n) => !board.spaces[n]!.playable)).toBe(true);
    expect(board.playableNeighbors[66]).toContain(71);
    const state = position('p0: r1@66; p1: r2@71');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 71, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });
});

describe('shoot: dice and damage (R4, R17)', () => {
  it('R4: a Rover hit on 3 and damaged on 3 loses a hit point; both dice are recorded', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const { next, drawn } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'rover' },
      [3, 3],
    );

    // Assert
    expect(drawn).toBe(2);
    expect(next.last!.dice).toEqual([
      { purpose: 'hit', value: 3 },
      { purpose: 'damage', value: 3 },
    ]);
    expect(next.last!.events).toEqual([{ type: 'damaged', target: rover(2, 1), hp: 4 }]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(4);
    expect(next.currentPlayer).toBe(1);
  });

  it('R4: a hit roll of 2 misses and draws no damage die', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const { next, drawn } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'rover' },
      [2],
    );

    // Assert
    expect(drawn).toBe(1);
    expect(next.last!.dice).toEqual([{ purpose: 'hit', value: 2 }]);
    expect(next.last!.events).toEqual([{ type: 'miss', target: rover(2, 1) }]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(5);
  });

  it('R4: a hit with a damage roll of 2 does no damage', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' }, [6, 2]);

    // Assert
    expect(next.last!.dice).toEqual([
      { purpose: 'hit', value: 6 },
      { purpose: 'damage', value: 2 },
    ]);
    expect(next.last!.events).toEqual([{ type: 'noDamage', target: rover(2, 1) }]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(5);
  });

  it('R17: a Rover damaged at 1 hit point is destroyed and removed', () => {
    // Arrange: player 1 keeps another Rover, so stays in the game.
    const state = position('p0: r1@1; p1: r2@6:1 r3@40');

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'destroyed', target: rover(2, 1) }]);
    expect(next.rovers.map((r) => r.id)).toEqual([1, 3]);
  });

  it('R4: a Fortification is hit without a roll and destroyed by one damage', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40 f@6');
    const target = { piece: 'fortification', planet: 0, space: 6, owner: 1 } as const;

    // Act
    const { next, drawn } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'fortification' },
      [3],
    );

    // Assert
    expect(drawn).toBe(1);
    expect(next.last!.dice).toEqual([{ purpose: 'damage', value: 3 }]);
    expect(next.last!.events).toEqual([{ type: 'destroyed', target }]);
    expect(next.planets[0]!.fortifications[6]).toBeNull();
  });

  it('R4: a Fortification survives a damage roll of 2', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40 f@6');
    const target = { piece: 'fortification', planet: 0, space: 6, owner: 1 } as const;

    // Act
    const { next } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'fortification' },
      [2],
    );

    // Assert
    expect(next.last!.events).toEqual([{ type: 'noDamage', target }]);
    expect(next.planets[0]!.fortifications[6]).toBe(1);
  });

  it('R4: a Building is hit without a roll and loses a hit point on 3+', () => {
    // Arrange: 7 borders the HQ 26 (distance 2).
    const state = position('p0: r1@7; p1: r2@40 factory@26');
    const target = {
      piece: 'building',
      structure: 'factory',
      planet: 0,
      space: 26,
      owner: 1,
    } as const;

    // Act
    const { next, drawn } = shoot(
      state,
      { type: 'shoot', rover: 1, space: 26, target: 'building' },
      [3],
    );

    // Assert
    expect(drawn).toBe(1);
    expect(next.last!.dice).toEqual([{ purpose: 'damage', value: 3 }]);
    expect(next.last!.events).toEqual([{ type: 'damaged', target, hp: 4 }]);
    expect(next.buildings[0]!.hp).toBe(4);
  });

  it('R17: a Building damaged at 1 hit point is destroyed and removed', () => {
    // Arrange
    const state = position('p0: r1@7; p1: r2@40 treasury@26:1[points=2]');
    const target = {
      piece: 'building',
      structure: 'treasury',
      planet: 0,
      space: 26,
      owner: 1,
    } as const;

    // Act
    const { next } = shoot(state, { type: 'shoot', rover: 1, space: 26, target: 'building' }, [5]);

    // Assert
    expect(next.last!.events).toEqual([{ type: 'destroyed', target }]);
    expect(next.buildings).toEqual([]);
  });

  it('R4: a shot draws exactly its dice: one die short throws DICE_EXHAUSTED, state unchanged', () => {
    // Arrange: a hit on a Rover needs a second die for damage.
    const state = position('p0: r1@1; p1: r2@6');
    const before = JSON.stringify(state);

    // Act
    let thrown: unknown;
    try {
      applyAction(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' }, scriptedRng([3]));
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(DiceError);
    expect((thrown as DiceError).code).toBe('DICE_EXHAUSTED');
    expect((thrown as DiceError).message).toMatch(/ran out after 1 roll/);
    expect(JSON.stringify(state)).toBe(before);
  });
});
