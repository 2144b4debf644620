/** What `import('undici')` resolves to. */
export type UndiciModule = typeof import('undici');

// The specifier arrives as an argument, never as a literal at the call site: bundlers (esbuild, wrangler,
// webpack, vite) resolve and inline `import('literal')`, which would drag undici and its node: built-ins
// into a Workers or browser bundle where it can never run. An argument they leave alone; Node resolves it
// at run time from this module's location, as it would the literal.
const importModule = (specifier: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ specifier);

/**
 * Imports undici at run time, out of sight of bundlers. It rejects where dynamic `import()` is not
 * available, e.g. CommonJS code run by Jest without `--experimental-vm-modules`
 * (`ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING`), or where undici is not installed.
 */
export function loadUndici(): Promise<UndiciModule> {
  return importModule('undici') as Promise<UndiciModule>;
}
