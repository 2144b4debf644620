import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources, so no build is needed before a test run. */
const conditions = ['@slashkit/source', ...defaultServerConditions];

const packages = ['api', 'builders', 'rest', 'rest-redis', 'interactions', 'auth', 'emulator'];

/**
 * What Node itself is given (vitest passes `ssr.resolve.conditions` to it as `--conditions`): not Vite's
 * `module`, which Node does not know and which OpenTelemetry's packages map to an ESM build with
 * extensionless imports that Node cannot load, under `require` too.
 */
const nodeConditions = conditions.filter((condition) => condition !== 'module');

/** OpenTelemetry's packages also name that build in their `module` field: Vite transforms them instead. */
const openTelemetry = [/[\\/]@opentelemetry[\\/]/];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@slashkit/source'] } },
  test: {
    projects: [
      ...packages.map((name) => ({
        extends: true as const,
        test: {
          name,
          root: `packages/${name}`,
          include: ['test/**/*.test.ts'],
          server: { deps: { inline: openTelemetry } },
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      })),
      {
        extends: true as const,
        test: {
          name: 'e2e',
          root: 'test',
          include: ['**/*.test.ts'],
          server: { deps: { inline: openTelemetry } },
          exclude: ['runtimes/**', 'packaging/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The same bot on every runtime (Node servers, Bun, Deno, workerd, Jest, a Next.js route handler).
        extends: true as const,
        test: {
          name: 'runtimes',
          root: 'test/runtimes',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The packages as published: built, packed, installed with npm outside the workspace (scripts/pack.ts).
        extends: true as const,
        test: {
          name: 'packaging',
          root: 'test/packaging',
          include: ['**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
