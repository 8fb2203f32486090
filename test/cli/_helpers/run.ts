import { expect } from 'vitest';
import { main } from '../../../src/cli/cli.js';
import { memoryIo } from './io.js';

/** Runs the CLI on `argv` with in-memory files; its exit code and what it printed. */
export function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = main(argv, io);
  return { code, ...io.text(), io };
}

/** No user error may print a stack trace. */
export function noStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
}
