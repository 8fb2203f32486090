import { readdirSync, readFileSync } from 'node:fs';

const ROOT = new URL('../../fixtures/records/', import.meta.url);

/** The text of a fixture record, e.g. `fixture('golden/2p-1planet.json')`. */
export function fixture(path: string): string {
  return readFileSync(new URL(path, ROOT), 'utf8');
}

/** The file names in a fixture folder, sorted. */
export function fixtures(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, ROOT))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** The absolute path of a fixture, for the CLI. */
export function fixturePath(path: string): string {
  return new URL(path, ROOT).pathname;
}
