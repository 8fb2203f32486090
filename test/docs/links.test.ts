import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles as allMarkdownFiles, ROOT } from './_helpers/markdown.js';

// The README and the documents are read in two places: in the repository, and in the installed
// package (node_modules/globetrotter/). A relative link must work in both: its file exists here
// and is in the tarball, and its #fragment names a heading (or an explicit anchor) of that file.
// A file only in the repository (examples/, bench/, python/, CONTRIBUTING.md) is named as a path
// in backticks, not linked. The tarball's list comes from `npm pack --dry-run --json
// --ignore-scripts`, which builds nothing and writes nothing.

/** The README, the changelog and every Markdown file of docs/ (not the generated docs/api). */
function markdownFiles(): string[] {
  return allMarkdownFiles(['README.md', 'CHANGELOG.md']);
}

/** The files `npm pack` would put in the tarball, as repository paths. */
function packedFiles(): ReadonlySet<string> {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    shell: process.platform === 'win32',
  });
  const [pack] = JSON.parse(out) as [{ files: { path: string }[] }];
  return new Set(pack.files.map((f) => f.path));
}

/** Fenced code blocks, whose text Markdown does not read as links or headings. */
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

/** The text outside code blocks and code spans, where Markdown reads links; lines kept. */
function prose(text: string): string {
  return text.replace(FENCED, (block) => block.replace(/[^\n]/g, '')).replace(/`[^`\n]*`/g, '');
}

interface Link {
  readonly line: number;
  readonly target: string;
}

function linksOf(text: string): Link[] {
  const body = prose(text);
  const links: Link[] = [];
  const at = (index: number) => body.slice(0, index).split('\n').length;
  // Inline links and images, [text](target "title"), and reference definitions, [label]: target.
  for (const m of body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ line: at(m.index), target: m[1]! });
  }
  for (const m of body.matchAll(/^[ \t]*\[[^\]]+\]:[ \t]*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) {
    links.push({ line: at(m.index), target: m[1]! });
  }
  for (const m of body.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)) {
    links.push({ line: at(m.index), target: m[1]! });
  }
  return links;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** GitHub's anchors: headings lower-cased, punctuation dropped, spaces to hyphens, repeats -1, -2. */
function anchorsOf(text: string): ReadonlySet<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const outside = text.replace(FENCED, '');
  for (const m of outside.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  return anchors;
}

describe('the links of the README and docs/', () => {
  const files = markdownFiles();
  const packed = packedFiles();
  const problems = (file: string): string[] => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const found: string[] = [];
    for (const { line, target } of linksOf(text)) {
      if (EXTERNAL.test(target)) continue;
      const [path = '', fragment] = target.split('#', 2) as [string, string | undefined];
      const to = path === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURI(path)));
      const name = to.split(sep).join('/');
      const where = `${file}:${line} → ${target}`;
      if (name.startsWith('..')) found.push(`${where}: outside the repository`);
      else if (!existsSync(join(ROOT, name))) found.push(`${where}: no such file`);
      else if (statSync(join(ROOT, name)).isDirectory()) found.push(`${where}: a folder`);
      else if (packed.has(file) && !packed.has(name)) found.push(`${where}: not in the tarball`);
      else if (fragment !== undefined && name.endsWith('.md')) {
        const anchors = anchorsOf(readFileSync(join(ROOT, name), 'utf8'));
        if (!anchors.has(fragment)) found.push(`${where}: no heading or anchor #${fragment}`);
      }
    }
    return found;
  };

  it('the README and every document are in the tarball', () => {
    expect(files.filter((f) => !packed.has(f))).toEqual([]);
  });

  it.each(files)('%s links only to shipped files and existing anchors', (file) => {
    expect(problems(file)).toEqual([]);
  });

  it('finds the links it checks (the README links to the guides)', () => {
    const targets = linksOf(readFileSync(join(ROOT, 'README.md'), 'utf8')).map((l) => l.target);
    expect(targets).toContain('docs/guide-frontend.md');
    expect(targets).toContain('docs/README.md');
  });
});

describe('the link checker', () => {
  it('reads inline links, images and reference definitions, not code', () => {
    const text = [
      'See [a](a.md#x), ![b](img/b.svg "B") and `[c](c.md)`.',
      '',
      '```md',
      '[d](d.md)',
      '```',
      '[e]: e.md',
    ].join('\n');
    expect(linksOf(text).map((l) => [l.line, l.target])).toEqual([
      [1, 'a.md#x'],
      [1, 'img/b.svg'],
      [6, 'e.md'],
    ]);
  });

  it("makes GitHub's anchors", () => {
    const text = [
      "## The engine's loop: blocking reads and writes (2026-11-26)",
      '## Action ids: `encodeAction`, `decodeAction`',
      '## Figures',
      '## Figures',
      '<a id="kept-name"></a>',
    ].join('\n');
    expect([...anchorsOf(text)]).toEqual([
      'the-engines-loop-blocking-reads-and-writes-2026-11-26',
      'action-ids-encodeaction-decodeaction',
      'figures',
      'figures-1',
      'kept-name',
    ]);
  });
});

describe('install steps while the package is not published', () => {
  // Until the first release `npm install globetrotter` fails: every document that shows it
  // shows first how to build the package from a clone.
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const docs = ['README.md', ...markdownFiles().filter((f) => /^docs\/guide-/.test(f))].filter(
    (file) => read(file).includes('npm install globetrotter'),
  );

  it('include the README', () => {
    expect(docs).toContain('README.md');
  });

  it.each(docs)('%s builds from a clone before `npm install globetrotter`', (file) => {
    const text = read(file);
    const build = text.indexOf('npm run build');
    expect(build, `${file}: no build from a clone`).toBeGreaterThan(-1);
    expect(build, `${file}: the registry install comes first`).toBeLessThan(
      text.indexOf('npm install globetrotter'),
    );
  });
});
