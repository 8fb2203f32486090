import type { ShotTarget } from '../../rules/index.js';
import { NotationError } from '../notation-error.js';
import { KEYWORDS, TARGETS } from './notation-vocabulary.js';

export const NUMBER = /^\d{1,9}$/;
export const ROVER = /^r(\d{1,9})$/i;
const LOCATION = /^(\d{1,9})(?:@(\d{1,9}))?$/;
/** A location and the space faced after it: `26>16`, `26@1>16` (2024-12). */
const FACED = /^(\d{1,9})(?:@(\d{1,9}))?(?:>(\d{1,9}))?$/;
/** An edge by its two spaces: `16/26` (2024-12). */
const EDGE = /^(\d{1,9})\/(\d{1,9})$/;
const PLANET = /^@(\d{1,9})$/;
export const PLAYER = /^p(\d{1,9})\s*:\s*/i;
export const DICE = /\s*\[([^\]]*)\]\s*$/;

/** A reader over the words of one action. */
export class Words {
  private next = 0;
  constructor(
    private readonly text: string,
    private readonly words: readonly string[],
  ) {}

  fail(why: string): never {
    throw new NotationError(this.text, why);
  }

  private take(expected: string): string {
    const w = this.words[this.next++];
    if (w === undefined) this.fail(`expected ${expected} after "${this.words.join(' ')}"`);
    return w;
  }

  keyword(expected: string): string {
    const w = this.take(expected);
    const k = KEYWORDS.get(w.toLowerCase());
    if (k === undefined) this.fail(`expected ${expected}, not "${w}"`);
    return k;
  }

  oneOf<T extends string>(options: readonly T[], what: string): T {
    const k = this.keyword(`${what} (${options.join(', ')})`);
    if (!options.includes(k as T))
      this.fail(`expected ${what} (${options.join(', ')}), not "${k}"`);
    return k as T;
  }

  number(what: string): number {
    const w = this.take(what);
    if (!NUMBER.test(w)) this.fail(`expected ${what} (a number), not "${w}"`);
    return Number(w);
  }

  rover(): number {
    const w = this.take('a Rover (r1, r2, ...)');
    const m = ROVER.exec(w);
    if (!m) this.fail(`expected a Rover (r1, r2, ...), not "${w}"`);
    return Number(m[1]);
  }

  /** A space, with `@planet` when written; planet 0 otherwise. */
  location(): { planet: number; space: number } {
    const w = this.take('a space (41, or 41@1 on planet 1)');
    const m = LOCATION.exec(w);
    if (!m) this.fail(`expected a space (41, or 41@1 on planet 1), not "${w}"`);
    return { space: Number(m[1]), planet: m[2] === undefined ? 0 : Number(m[2]) };
  }

  /**
   * 2024-12: a space (with `@planet` when `planet` says one may be written) and, after `>`, the
   * space its Rover faces (ruling R52): `26>16`, `26@1>16`. `facing` is required where a Rover
   * arrives without crossing an edge (place, descend, produce); a move into the own Space Port
   * has none (R53), nor a build without `moveTo`.
   */
  facedLocation(
    planet: boolean,
    facing: 'required' | 'optional',
  ): { planet: number; space: number; facing?: number } {
    const example = planet ? '26>16, or 26@1>16 on planet 1' : '26>16';
    const w = this.take(`a space and the space faced (${example})`);
    const m = FACED.exec(w);
    if (!m || (!planet && m[2] !== undefined)) {
      this.fail(`expected a space and the space faced (${example}), not "${w}"`);
    }
    const at = { planet: m[2] === undefined ? 0 : Number(m[2]), space: Number(m[1]) };
    if (m[3] !== undefined) return { ...at, facing: Number(m[3]) };
    if (facing === 'required') {
      this.fail(`expected the space faced after "${w}" (${w}>N: the Rover faces space N)`);
    }
    return at;
  }

  /**
   * A space, or with `edges` an edge by its two spaces (`16/26`, ruling R51); `26/16` is read as
   * the same edge, the lower space first.
   */
  spaceOrEdge(edges: boolean): { space: number; across?: number } {
    const what = edges ? 'a space or an edge (41, or 16/26)' : 'a space';
    const w = this.take(what);
    const m = edges ? EDGE.exec(w) : null;
    if (m) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a === b) this.fail(`an edge joins two different spaces, not "${w}"`);
      return { space: Math.min(a, b), across: Math.max(a, b) };
    }
    if (!NUMBER.test(w)) this.fail(`expected ${what}${edges ? '' : ' (a number)'}, not "${w}"`);
    return { space: Number(w) };
  }

  /**
   * The target of a shot or of a 2024-12 Fire, after its space or edge: with `edges`, an edge
   * holds only a Fortification and a Fortification stands only on an edge (rulings R56, R57).
   */
  target(at: { space: number; across?: number }, edges: boolean): ShotTarget {
    const target = this.oneOf(TARGETS, 'a target');
    if (at.across !== undefined && target !== 'fortification') {
      this.fail(
        `the edge ${at.space}/${at.across} holds a Fortification only: "${at.space}/${at.across} fortification"`,
      );
    }
    if (edges && at.across === undefined && target === 'fortification') {
      this.fail(
        `a Fortification stands on an edge: name it by its two spaces ("${at.space}/N fortification")`,
      );
    }
    return target;
  }

  /** `@1`, a planet alone, when it comes next; `undefined` (nothing read) otherwise. */
  planet(): number | undefined {
    const m = PLANET.exec(this.words[this.next] ?? '');
    if (!m) return undefined;
    this.next++;
    return Number(m[1]);
  }

  /** `@1`, a planet alone, which must come next. */
  requiredPlanet(): number {
    const planet = this.planet();
    if (planet === undefined) {
      const w = this.words[this.next];
      this.fail(
        w === undefined
          ? `expected a planet (@0, @1, ...) after "${this.words.join(' ')}"`
          : `expected a planet (@0, @1, ...), not "${w}"`,
      );
    }
    return planet;
  }

  peek(): string | undefined {
    return this.words[this.next];
  }

  end(): void {
    const rest = this.words.slice(this.next);
    if (rest.length > 0) this.fail(`unexpected "${rest.join(' ')}" at the end`);
  }
}
