import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CliError, type CliIo } from '../../../src/cli/io.js';

/** An in-memory `CliIo`: files by path (real fixture files are read on demand), captured output. */
export interface MemoryIo extends CliIo {
  readonly stdout: string[];
  readonly stderr: string[];
  readonly files: Map<string, string>;
  /** Everything written to standard output and standard error, joined. */
  text(): { out: string; err: string };
}

export function memoryIo(files: Record<string, string> = {}): MemoryIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const map = new Map(Object.entries(files));
  return {
    stdout,
    stderr,
    files: map,
    out: (t) => void stdout.push(t),
    err: (t) => void stderr.push(t),
    readText: (path, maxBytes) => {
      const text = map.get(path) ?? readReal(path);
      if (Buffer.byteLength(text) > maxBytes) throw new CliError(`${path} is too large`, 2);
      return text;
    },
    writeText: (path, text) => void map.set(path, text),
    now: () => 1_700_000_000_000,
    // A folder is a real one, or the in-memory files under `path/`.
    listRecordFiles: (path) => {
      const inMemory = [...map.keys()].filter(
        (k) => k.startsWith(`${path}/`) && k.endsWith('.json'),
      );
      if (inMemory.length > 0) return inMemory.sort();
      try {
        if (!statSync(path).isDirectory()) return null;
      } catch {
        return null;
      }
      return readdirSync(path, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(path, name));
    },
    text: () => ({ out: stdout.join(''), err: stderr.join('') }),
  };
}

function readReal(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`cannot read ${path}: no such file`, 2);
  }
}
