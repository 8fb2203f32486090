import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, as a path. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The files of `first` (repository paths), then every Markdown file of docs/ in sorted order
 * (not the generated docs/api).
 */
export function markdownFiles(first: readonly string[]): string[] {
  const found = [...first];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (path === 'docs/api') continue;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}
