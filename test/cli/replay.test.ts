import { describe, expect, it } from 'vitest';
import { formatPosition, replay, stateHash } from '../../src/index.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';
import { run } from './_helpers/run.js';

describe('globetrotter replay', () => {
  const hand = fixturePath('hand/short-game.json');

  it('prints the position after N actions, with the players named', () => {
    // Act
    const { code, out } = run(['replay', hand, '--to', '5']);

    // Assert
    expect(code).toBe(0);
    expect(out).toContain('player 0 (Ann) [first]');
    expect(out).toContain('r2 4hp at 26');
    expect(out).toMatch(/Last: p0: r1 shoot 26 rover \[4,3\] -> damaged rover r2 of player 1/);
  });

  it('prints the final position by default, and JSON with --json', () => {
    const text = run(['replay', hand]);
    const json = run(['replay', hand, '--json']);
    expect(text.out).toMatch(/^Globetrotter: 2 players, 1 planet; 8 of 8 turns played; finished\n/);
    expect(json.code).toBe(0);
    expect(stateHash(JSON.parse(json.out))).toBe(
      stateHash(replay(fixture('hand/short-game.json')).state!),
    );
  });

  it('prints the position string after N actions with --position, which --at reads back', () => {
    // Arrange
    const state = replay(fixture('hand/short-game.json'), { to: 5 }).state!;

    // Act
    const printed = run(['replay', hand, '--to', '5', '--position']);
    const again = run(['replay', '--at', printed.out.trim(), '--json']);

    // Assert
    expect(printed).toMatchObject({ code: 0, out: `${formatPosition(state)}\n` });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toEqual(state);
    expect(run(['replay', '--at', printed.out.trim()]).out).toContain('r2 4hp at 26');
  });

  it('refuses a bad position string with --at, naming the problem (exit 2)', () => {
    // Act
    const malformed = run(['replay', '--at', 'playing players:2 \u001b[2J']);
    const impossible = run([
      'replay',
      '--at',
      'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r3 rolloff:6,1 / p0: r1@26 / p1: r2@26',
    ]);

    // Assert
    expect(malformed.code).toBe(2);
    expect(malformed.err).toContain('MALFORMED_POSITION');
    expect(malformed.err).not.toContain('\u001b');
    expect(impossible.code).toBe(2);
    expect(impossible.err).toMatch(/INVALID_STATE[\s\S]*rule: +R5[\s\S]*share space 26/);
    expect(run(['replay', hand, '--at', 'x']).code).toBe(2);
    expect(run(['replay', hand, '--json', '--position']).code).toBe(2);
  });

  it('refuses an N outside the record', () => {
    expect(run(['replay', hand, '--to', '11'])).toMatchObject({ code: 2 });
    expect(run(['replay', hand, '--to', 'x']).err).toMatch(/--to must be an integer 0..10/);
  });

  it('prints the valid prefix and the error when an action before N is illegal', () => {
    const { code, out, err } = run(['replay', fixturePath('errors/not-adjacent.json')]);
    expect(code).toBe(1);
    expect(out).toMatch(/^Globetrotter: /);
    expect(err).toMatch(/illegal action at index 2\n {2}action: .*\n {2}code: {4}NOT_ADJACENT/);
  });
});
