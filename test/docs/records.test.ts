import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, replay } from '../../src/index.js';
import { markdownFiles, ROOT } from './_helpers/markdown.js';

// Every example record in the documents is a legal game: replayed by the library, it must reach
// its end without an error. A record is a JSON object whose `format` is the record format, found
// in a fenced code block: the whole block (```json), or one line of a transcript (an engine
// reply, `< {…}`), at any depth (the engine's `record` reply holds one).

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The records inside a JSON value, at any depth. */
function recordsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) recordsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    if ((value as { format?: unknown }).format === RECORD_FORMAT) found.push(value);
    else for (const item of Object.values(value)) recordsIn(item, found);
  }
  return found;
}

interface Example {
  readonly where: string;
  readonly record: unknown;
}

function examplesOf(file: string): Example[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const examples: Example[] = [];
  for (const block of text.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[^\n]*$/gm)) {
    const line = text.slice(0, block.index).split('\n').length;
    const whole = parsed(block[2]!);
    const values =
      whole !== undefined
        ? [{ at: line, value: whole }]
        : block[2]!.split('\n').map((l, i) => ({
            at: line + 1 + i,
            value: parsed(l.replace(/^[<>]\s/, '')),
          }));
    for (const { at, value } of values) {
      for (const record of recordsIn(value)) examples.push({ where: `${file}:${at}`, record });
    }
  }
  return examples;
}

describe('the example records of the documents', () => {
  const examples = markdownFiles(['README.md']).flatMap(examplesOf);

  it('are found (record-format.md shows one per ruleset)', () => {
    const inFormat = examples.filter((e) => e.where.startsWith('docs/record-format.md:'));
    const rulesets = inFormat.map(
      (e) => (e.record as { options?: { ruleset?: string } }).options?.ruleset ?? '2025-01',
    );
    expect(new Set(rulesets)).toEqual(new Set(['2025-01', '2026-06', '2024-12']));
  });

  it.each(examples.map((e) => [e.where, e.record] as const))('%s replays legally', (_, record) => {
    const result = replay(record);
    expect(result.ok ? null : result.error).toBeNull();
  });
});

describe('finding records', () => {
  it('reads a block, a transcript line and a record inside a reply', () => {
    const record = { format: RECORD_FORMAT, version: 1 };
    expect(recordsIn({ id: 7, ok: true, record })).toEqual([record]);
    expect(recordsIn([1, 'x', { format: 'other' }])).toEqual([]);
  });
});
