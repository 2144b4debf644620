// An esbuild plugin for @slashkit/api: zod is an optional peer dependency, needed by `@slashkit/api/schemas`
// alone. A plain `import { z } from 'zod'` would fail, when zod is missing, with the runtime's bare
// "Cannot find package 'zod'"; this plugin loads zod through one guarded module instead, which says which
// entry needs it and how to install it.
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const namespace = 'slashkit-zod-guard';

/** What a user reads when `@slashkit/api/schemas` is loaded without zod installed. */
export const missingZodMessage =
  '@slashkit/api/schemas needs zod (an optional peer dependency of @slashkit/api): install it with `npm install zod@^4`. ' +
  'The rest of @slashkit/api (including @slashkit/api/validation) works without it.';

/**
 * Replaces every `zod` import of the bundle with a module that loads zod (with `import()` in ESM, where a
 * static import could not be caught, and `require()` in CJS) and throws {@link missingZodMessage} when it is
 * not installed. The sources only use the `z` namespace export.
 */
export function zodGuard(): Plugin {
  return {
    name: 'zod-guard',
    setup(build) {
      const esm = build.initialOptions.format === 'esm';
      build.onResolve({ filter: /^zod$/ }, (args) =>
        args.namespace === namespace ? { path: 'zod', external: true } : { path: 'zod', namespace },
      );
      build.onLoad({ filter: /.*/, namespace }, () => ({
        loader: 'js',
        resolveDir: '.',
        contents: [
          'let zod;',
          `try { zod = ${esm ? "await import('zod')" : "require('zod')"}; }`,
          'catch (cause) {',
          "  const code = cause && typeof cause === 'object' ? cause.code : undefined;",
          "  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw cause;",
          `  throw new Error(${JSON.stringify(missingZodMessage)}, { cause });`,
          '}',
          'export const z = zod.z;',
        ].join('\n'),
      }));
    },
  };
}
