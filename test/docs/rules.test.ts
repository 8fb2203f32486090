import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLEGAL_ACTION_CODES } from '../../src/rules/errors.js';

// The rules documents of docs/rules/, one per ruleset, kept honest: every ruling has its anchor
// and its index row, every test a document names exists (2025-01: the file and the title;
// 2026-06: the file, once test/rules/2026-06/ exists), every error code is explained, and no
// document links to the old docs/rules.md.

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
    const missing = refs
      .filter(([, file, title]) => {
        const path = new URL(file!, ROOT);
        return !existsSync(path) || !readFileSync(path, 'utf8').includes(title!);
      })
      .map(([ref]) => ref);

    // Assert
    expect(refs.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe('docs/rules/2026-06.md', () => {
  const text = read('docs/rules/2026-06.md');
  const rows = indexRows(text).filter((cells) => Number(cells[1]!.slice(1)) >= 30);

  it('states each ruling R30–R49 once, with its anchor', () => {
    // Act
    const found = anchors(text);

    // Assert
    expect([...found].sort()).toEqual(range(30, 49).sort());
  });

  it('lists R30–R49 in its rulings index, in order, each with its source and test file', () => {
    // Act
    const rulings = rows.map((cells) => cells[1]);

    // Assert
    expect(rulings).toEqual(range(30, 49));
    for (const cells of rows) {
      expect(cells[4], cells[1]).toMatch(/^`src\/rules\/.+\.ts`$/);
      expect(cells[6], cells[1]).toMatch(/^`test\/rules\/2026-06\/[\w-]+\.test\.ts`$/);
    }
  });

  it('names source files that exist', () => {
    // Act
    const missing = rows
      .map((cells) => cells[4]!.slice(1, -1))
      .filter((file) => !existsSync(new URL(file, ROOT)));

    // Assert
    expect(missing).toEqual([]);
  });

  // The 2026-06 tests are written beside this document; once their folder exists, every file
  // the index names must be in it.
  it.skipIf(!existsSync(new URL('test/rules/2026-06/', ROOT)))(
    'names test files that exist in test/rules/2026-06/',
    () => {
      // Arrange
      const files = new Set(readdirSync(new URL('test/rules/2026-06/', ROOT)));

      // Act
      const missing = rows
        .map((cells) => cells[6]!.slice(1, -1))
        .filter((file) => !files.has(file.slice('test/rules/2026-06/'.length)));

      // Assert
      expect(missing).toEqual([]);
    },
  );
});

describe('the error codes', () => {
  it('are each explained in section 8 of the rules of a ruleset that raises them', () => {
    // Arrange
    const explained = errorsSection(read('docs/rules/2025-01.md'));
    const explained2026 = errorsSection(read('docs/rules/2026-06.md'));

    // Act
    const missing = ILLEGAL_ACTION_CODES.filter(
      (code) => !explained.includes(`\`${code}\``) && !explained2026.includes(`\`${code}\``),
    );

    // Assert
    expect(missing).toEqual([]);
  });

  it('of 2026-06 are all in section 8 of 2026-06.md', () => {
    // Arrange
    const explained = errorsSection(read('docs/rules/2026-06.md'));
    const only2025 = new Set(['MOVE_OUT_REQUIRED']);

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
