/**
 * `import(specifier)`, out of bundlers' sight: the specifier is a parameter, never a string
 * literal, because esbuild resolves every literal given to `import()` whatever the comments say
 * (and fails on `'node:worker_threads'` for a browser); the comments tell webpack and Vite to
 * leave the call alone too. For Node's modules, loaded only when workers start, and for bot
 * modules, which are the user's and resolved at run time.
 */
export function importModule(specifier: string): Promise<unknown> {
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier);
}

/** Whether this is Node (or a runtime that provides Node's modules, as Deno and Bun do). */
export function hasNodeModules(): boolean {
  return (
    typeof process === 'object' &&
    process !== null &&
    typeof process.versions === 'object' &&
    typeof process.versions?.node === 'string'
  );
}
