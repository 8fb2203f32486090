import { optionGroups } from './exec-argv.js';
import { importModule } from './import-module.js';

// What a worker runs before its own code: the modules the parent process was started with
// (`node --import X`), so that a worker loads what the calling thread can load.
//
// Node runs a worker's `--import` modules only when the worker is a file, and a module that
// registers module hooks may decline to do so off the main thread: tsx does on Node 20 (its
// `--import tsx` registers on the main thread only), so a TypeScript bot module that loads on
// the calling thread fails in every worker with `Unknown file extension ".ts"`. So the worker
// is started from a few lines of code (`bootSource`) that import the parent's `--import`
// modules first, and register tsx through its API (`tsx/esm/api`), which works on any thread.

/** How a parent's option names a module: `--import X`, or a hooks module, `--loader X`. */
export interface ImportOption {
  readonly kind: 'import' | 'loader';
  readonly specifier: string;
}

const IMPORT_FLAGS: Readonly<Record<string, ImportOption['kind']>> = {
  '--import': 'import',
  '--loader': 'loader',
  '--experimental-loader': 'loader',
};

/** `argv` split into its `--import` and `--loader` modules, in order, and the other options. */
export function splitImports(argv: readonly string[]): {
  readonly imports: ImportOption[];
  readonly rest: string[];
} {
  const imports: ImportOption[] = [];
  const rest: string[] = [];
  for (const group of optionGroups(argv)) {
    const [flag, ...values] = group as [string, ...string[]];
    const eq = flag.indexOf('=');
    const kind = Object.hasOwn(IMPORT_FLAGS, eq < 0 ? flag : flag.slice(0, eq))
      ? IMPORT_FLAGS[eq < 0 ? flag : flag.slice(0, eq)]
      : undefined;
    const specifier = eq < 0 ? values[0] : flag.slice(eq + 1);
    if (kind !== undefined && specifier !== undefined) imports.push({ kind, specifier });
    else rest.push(...group);
  }
  return { imports, rest };
}

/**
 * What a worker runs before its code: a module to import, a hooks module to register
 * (`module.register`, what `--loader` does), or tsx's API to register.
 */
export type Preload =
  | { readonly kind: 'import' | 'loader'; readonly specifier: string; readonly parent: string }
  | { readonly kind: 'tsx'; readonly api: string };

interface NodeApis {
  readonly readFileSync: (path: string, encoding: 'utf8') => string;
  readonly pathToFileURL: (path: string) => URL;
  readonly fileURLToPath: (url: string) => string;
  readonly resolve: (...paths: string[]) => string;
}

async function nodeApis(): Promise<NodeApis> {
  const [fs, url, path] = (await Promise.all([
    importModule('node:fs'),
    importModule('node:url'),
    importModule('node:path'),
  ])) as [NodeApis, NodeApis, NodeApis];
  return {
    readFileSync: fs.readFileSync,
    pathToFileURL: url.pathToFileURL,
    fileURLToPath: url.fileURLToPath,
    resolve: path.resolve,
  };
}

// Never a literal inside `import(…)`, even in generated code: bundlers would resolve it.
const NODE_MODULE = 'node:module';

/** tsx's API, which registers its hooks on the thread that calls `register()`. */
const TSX_API = 'tsx/esm/api';

/**
 * The file of tsx's API in the tsx package at `root`, as its `exports` map names it for
 * `import` (`"./esm/api": { "import": { "default": "./dist/esm/api/index.mjs" } }`).
 */
function tsxApiFile(root: string, read: NodeApis['readFileSync']): string {
  const json = JSON.parse(read(`${root}package.json`, 'utf8')) as { exports?: unknown };
  let target: unknown = (json.exports as Record<string, unknown> | undefined)?.['./esm/api'];
  // Conditions nest (`import` holds `types` and `default`): take `import`, else `default`.
  for (let depth = 0; depth < 4 && typeof target === 'object' && target !== null; depth++) {
    const conditions = target as Record<string, unknown>;
    target = conditions.import ?? conditions.default;
  }
  if (typeof target !== 'string') throw new Error(`${root}package.json names no ./esm/api`);
  return target;
}

/** A path (`./x`, `../x`, `/x`, `C:\\x`), which Node reads from the working directory. */
function isPath(specifier: string): boolean {
  return /^(\.{1,2}[/\\]|[/\\]|[A-Za-z]:[/\\])/.test(specifier);
}

/**
 * The preloads of the parent's `--import` and `--loader` options, read as Node reads them: paths
 * and package names from the working directory `cwd`. tsx, named by package (`tsx`, `tsx/esm`)
 * or by a file of its package, becomes its API.
 */
export async function resolvePreloads(
  imports: readonly ImportOption[],
  cwd: string,
): Promise<Preload[]> {
  if (imports.length === 0) return [];
  const { readFileSync, pathToFileURL, fileURLToPath, resolve } = await nodeApis();
  const parent = pathToFileURL(resolve(cwd, 'noop.js')).href;
  return imports.map(({ kind, specifier }): Preload => {
    // A file: URL is a path too (`npx tsx` starts Node with `--import file:///…/tsx/…`).
    const path = specifier.startsWith('file:')
      ? fileURLToPath(specifier)
      : isPath(specifier)
        ? resolve(cwd, specifier)
        : null;
    const tsx =
      specifier === 'tsx' ||
      specifier.startsWith('tsx/') ||
      (path ?? specifier).replaceAll('\\', '/').includes('/node_modules/tsx/');
    if (tsx) {
      // The tsx that was given: by name, the worker finds it as Node found it, from `cwd`; by a
      // file of its package, the API's file in that package.
      if (path === null) return { kind: 'tsx', api: TSX_API };
      const slash = path.replaceAll('\\', '/');
      const root = slash.slice(
        0,
        slash.indexOf('/node_modules/tsx/') + '/node_modules/tsx/'.length,
      );
      return {
        kind: 'tsx',
        api: pathToFileURL(resolve(root, tsxApiFile(root, readFileSync))).href,
      };
    }
    // A package name is resolved in the worker, with the same conditions as Node's own --import.
    return { kind, specifier: path === null ? specifier : pathToFileURL(path).href, parent };
  });
}

/**
 * The code of a worker started with `eval: true`: runs the preloads in order (tsx registered
 * once, however often it was named), then imports the worker module at `worker`. A failure
 * rejects unhandled, which ends the worker with an 'error' event, as a failing file would.
 */
export function bootSource(preloads: readonly Preload[], worker: string): string {
  const steps: string[] = [];
  let tsx = false;
  for (const p of preloads) {
    if (p.kind === 'tsx') {
      if (tsx) continue;
      tsx = true;
      // The CommonJS build of the API (what require resolves) has it on its default export too.
      steps.push(
        `{ const api = await import(${JSON.stringify(p.api)}); (api.register ?? api.default.register)(); }`,
      );
    } else if (p.kind === 'loader') {
      const args = `${JSON.stringify(p.specifier)}, ${JSON.stringify(p.parent)}`;
      steps.push(`(await import(${JSON.stringify(NODE_MODULE)})).register(${args});`);
    } else steps.push(`await import(${JSON.stringify(p.specifier)});`);
  }
  steps.push(`await import(${JSON.stringify(worker)});`);
  return `(async () => { ${steps.join(' ')} })();`;
}
