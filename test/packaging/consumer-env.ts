/**
 * The environment for processes run in the fresh projects: the test's own, less `NODE_PATH`, which pnpm's
 * bin shims (`vitest` started through `node_modules/.bin`) point at the workspace's store, where every
 * dependency of the workspace, zod included, would be found by `require` and hide a missing one.
 */
export function consumerEnv(): NodeJS.ProcessEnv {
  const { NODE_PATH: _ignored, ...env } = process.env;
  return env;
}
