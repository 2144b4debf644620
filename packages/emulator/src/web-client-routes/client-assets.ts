import bundle from './client-bundle.json' with { type: 'json' };

/**
 * The web client's page, script, stylesheet and favicon, built from `packages/emulator/web-client` by
 * `pnpm --filter @slashkit/emulator build:client` and checked in, so the emulator serves them from memory
 * (in the workspace and from `dist`) and nothing is fetched at run time.
 */
export const clientAssets: { html: string; css: string; js: string; icon: string } = bundle;
