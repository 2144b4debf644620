// The specifier arrives as an argument, never as a literal at the call site: bundlers (esbuild, wrangler,
// webpack, vite) resolve and inline `import('literal')`, which would drag Node-only modules and their
// node: built-ins into a Workers or browser bundle where they can never run. An argument they leave
// alone; Node resolves it at run time from this module's location, as it would the literal.
/** Imports a module at run time, out of sight of bundlers. */
export const importModule = (specifier: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ specifier);
