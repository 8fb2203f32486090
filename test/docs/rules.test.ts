import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLEGAL_ACTION_CODES } from '../../src/rules/errors.js';

// The rules documents of docs/rules/, one per ruleset, kept honest: every ruling has its anchor
// and its index row, every test a document names exists (by file and title), every ruling of
// 2026-06 has a test whose title starts with it, every error code is explained, and no document
// links to the old docs/rules.md.

const ROOT = new URL('../../', import.meta.url);

function read(path: string): string {
  return readFileSync(new URL(path, ROOT), 'utf8');
}

/** The rulings with an anchor (`<a id="r5"></a>`), in document order. */
function anchors(text: string): string[] {
  return [...text.matchAll(/<a id="r(\d+)"><\/a>/g)].map((m) => `R${m[1]}`);
}

/** The rows of the last table of section 9 whose first cell is a ruling, as cells. */
function indexRows(text: string): string[][] {
  const index = text.slice(text.indexOf('## 9 The rulings index'));
  return index
    .split('\n')
    .filter((line) => /^\| R\d+ /.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `R${from + i}`);
}

/** The `file › title` test references of a document that name no existing test. */
function missingTests(refs: RegExpMatchArray[]): string[] {
  return refs
    .filter(([, file, title]) => {
      const path = new URL(file!, ROOT);
      return !existsSync(path) || !readFileSync(path, 'utf8').includes(title!);
    })
    .map(([ref]) => ref!);
}

/** Every test file under a folder of the repository, as paths from the root. */
function testFiles(dir: string): string[] {
  return readdirSync(new URL(dir, ROOT), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return testFiles(`${path}/`);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The rulings each test title under test/ starts with (`'R30, R32: …'` gives R30 and R32). */
function rulingsWithTests(): Set<string> {
  const found = new Set<string>();
  for (const file of testFiles('test/')) {
    for (const m of read(file).matchAll(
      /\b(?:it|test)(?:\.\w+)*(?:\([^)]*\))?\(\s*['"`](R\d+(?:[,–] ?R\d+)*)\b/g,
    )) {
      for (const r of m[1]!.matchAll(/R(\d+)/g)) found.add(`R${r[1]}`);
    }
  }
  return found;
}

/** The section of a document that lists its error codes. */
function errorsSection(text: string): string {
  return text.slice(text.indexOf('## 8 Errors'), text.indexOf('## 9 The rulings index'));
}

describe('docs/rules/2025-01.md', () => {
  const text = read('docs/rules/2025-01.md');

  it('states each ruling R1–R29 once, with its anchor', () => {
    // Act
    const found = anchors(text);

    // Assert
    expect([...found].sort()).toEqual(range(1, 29).sort());
  });

  it('lists R1–R29 in its rulings index, in order', () => {
    // Act
    const rulings = indexRows(text).map((cells) => cells[1]);

    // Assert
    expect(rulings).toEqual(range(1, 29));
  });

  it('names only tests that exist, by file and title', () => {
    // Arrange
    const refs = [...text.matchAll(/`(test\/[^`]+?\.test\.ts) › ([^`]+)`/g)];

    // Act
    const missing = missingTests(refs);

    // Assert
    expect(refs.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe('docs/rules/2026-06.md', () => {
  const text = read('docs/rules/2026-06.md');
  const rows = indexRows(text).filter((cells) => Number(cells[1]!.slice(1)) >= 30);
  // R30–R49 came with the design; a later ruling takes the next number, never an old one.
  const last = Math.max(49, ...anchors(text).map((r) => Number(r.slice(1))));

  it('states each ruling from R30 on once, with its anchor, numbered without gaps', () => {
    // Act
    const found = anchors(text);

    // Assert
    expect([...found].sort()).toEqual(range(30, last).sort());
  });

  it('lists its rulings in its index, in order, each with its source files and a test', () => {
    // Act
    const rulings = rows.map((cells) => cells[1]);

    // Assert
    expect(rulings).toEqual(range(30, last));
    for (const cells of rows) {
      expect(cells[4], cells[1]).toMatch(/^`src\/rules\/[^`]+\.ts`(, `src\/rules\/[^`]+\.ts`)*$/);
      expect(cells[6], cells[1]).toMatch(/^`test\/rules\/2026-06\/[\w-]+\.test\.ts › [^`]+`$/);
    }
  });

  it("gives each ruling's index row a test whose title starts with that ruling", () => {
    // Act
    const wrong = rows.filter((cells) => !new RegExp(` › ${cells[1]}\\b`).test(cells[6]!));

    // Assert
    expect(wrong.map((cells) => cells[1])).toEqual([]);
  });

  it('names source files that exist', () => {
    // Act
    const missing = rows
      .flatMap((cells) => [...cells[4]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!))
      .filter((file) => !existsSync(new URL(file, ROOT)));

    // Assert
    expect(missing).toEqual([]);
  });

  it('names only tests that exist, by file and title', () => {
    // Arrange
    const refs = [...text.matchAll(/`(test\/[^`]+?\.test\.ts) › ([^`]+)`/g)];

    // Act
    const missing = missingTests(refs);

    // Assert
    expect(refs.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('has, for each ruling R30 and after, a test under test/ whose title starts with it', () => {
    // Arrange
    const stated = anchors(text).filter((r) => Number(r.slice(1)) >= 30);

    // Act
    const found = rulingsWithTests();
    const untested = stated.filter((r) => !found.has(r));

    // Assert
    expect(stated.length).toBeGreaterThanOrEqual(20);
    expect(untested).toEqual([]);
  });
});

describe('docs/rules/2024-12.md', () => {
  const text = read('docs/rules/2024-12.md');
  const rows = indexRows(text).filter((cells) => Number(cells[1]!.slice(1)) >= 50);
  // R50–R67 came with the design; a later ruling takes the next number, never an old one.
  const last = Math.max(67, ...anchors(text).map((r) => Number(r.slice(1))));

  it('states each ruling from R50 on once, with its anchor, numbered without gaps', () => {
    // Act
    const found = anchors(text);

    // Assert
    expect([...found].sort()).toEqual(range(50, last).sort());
  });

  it('lists its rulings in its index, in order, each with its source files and a test', () => {
    // Act
    const rulings = rows.map((cells) => cells[1]);

    // Assert
    expect(rulings).toEqual(range(50, last));
    for (const cells of rows) {
      expect(cells[4], cells[1]).toMatch(/^`src\/[^`]+\.ts`(, `src\/[^`]+\.ts`)*$/);
      expect(cells[6], cells[1]).toMatch(/^`test\/rules\/2024-12\/[\w-]+\.test\.ts › [^`]+`$/);
    }
  });

  it("gives each ruling's index row a test whose title starts with that ruling", () => {
    // Act
    const wrong = rows.filter((cells) => !new RegExp(` › ${cells[1]}\\b`).test(cells[6]!));

    // Assert
    expect(wrong.map((cells) => cells[1])).toEqual([]);
  });

  it('names source files that exist, and every ruling names where it is implemented', () => {
    // Act
    const missing = [...text.matchAll(/`(src\/[\w./-]+\.ts)`/g)]
      .map((m) => m[1]!)
      .filter((file) => !existsSync(new URL(file, ROOT)));
    const stated = text.split('<a id="r').slice(1);

    // Assert
    expect(missing).toEqual([]);
    for (const ruling of stated)
      expect(ruling, ruling.slice(0, 12)).toMatch(/Implemented in `src\//);
  });

  it('names only tests that exist, by file and title', () => {
    // Arrange
    const refs = [...text.matchAll(/`(test\/[^`]+?\.test\.ts) › ([^`]+)`/g)];

    // Act
    const missing = missingTests(refs);

    // Assert
    expect(refs.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('has, for each ruling R50 and after, a test under test/ whose title starts with it', () => {
    // Arrange
    const stated = anchors(text).filter((r) => Number(r.slice(1)) >= 50);

    // Act
    const found = rulingsWithTests();
    const untested = stated.filter((r) => !found.has(r));

    // Assert
    expect(stated.length).toBeGreaterThanOrEqual(18);
    expect(untested).toEqual([]);
  });

  it('shows the facing rule as a picture that exists', () => {
    // Act
    const pictures = [...text.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!);

    // Assert
    expect(pictures).toContain('facing.svg');
    for (const picture of pictures)
      expect(existsSync(new URL(`docs/rules/${picture}`, ROOT))).toBe(true);
  });
});

describe('the error codes', () => {
  it('are each explained in section 8 of the rules of a ruleset that raises them', () => {
    // Arrange
    const sections = ['2025-01', '2026-06', '2024-12'].map((r) =>
      errorsSection(read(`docs/rules/${r}.md`)),
    );

    // Act
    const missing = ILLEGAL_ACTION_CODES.filter(
      (code) => !sections.some((section) => section.includes(`\`${code}\``)),
    );

    // Assert
    expect(missing).toEqual([]);
  });

  it('of 2026-06 are all in section 8 of 2026-06.md', () => {
    // Arrange
    const explained = errorsSection(read('docs/rules/2026-06.md'));
    const only2025 = new Set(['MOVE_OUT_REQUIRED', 'NOT_AHEAD', 'WRONG_FACING']);

    // Act
    const missing = ILLEGAL_ACTION_CODES.filter(
      (code) => !only2025.has(code) && !explained.includes(`\`${code}\``),
    );

    // Assert
    expect(missing).toEqual([]);
  });
});

describe('links to the rules', () => {
  it('point into docs/rules/, never to the old docs/rules.md', () => {
    // Arrange
    const documents = [
      'README.md',
      'CHANGELOG.md',
      ...readdirSync(new URL('docs/', ROOT))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
      ...readdirSync(new URL('docs/rules/', ROOT)).map((f) => `docs/rules/${f}`),
    ];

    // Act
    const stale = documents.filter((path) =>
      /\]\((?:\.\.\/|docs\/)?rules\.md[#)]/.test(read(path)),
    );

    // Assert
    expect(stale).toEqual([]);
  });
});
