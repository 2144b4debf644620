import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Two copies of a package in one program (a dependency that brings its own, or the ESM and CJS builds side
// by side) each have their own error classes; an error from one copy must still answer `instanceof` the
// other's classes, so a bot's `catch (e) { if (e instanceof APIError) … }` works whichever copy threw.
// The second copy is the package's sources copied under its own node_modules (so that it resolves its
// dependencies as the package does) and imported from there: modules of their own, with classes of their own.

const root = new URL('..', import.meta.url).pathname;
const copies: string[] = [];
afterAll(() => {
  for (const folder of copies) rmSync(folder, { recursive: true, force: true });
});

async function copy<T>(pkg: string): Promise<T> {
  const folder = mkdtempSync(join(root, 'packages', pkg, 'node_modules', '.second-copy-'));
  copies.push(folder);
  cpSync(join(root, 'packages', pkg, 'src'), join(folder, 'src'), { recursive: true });
  return (await import(/* @vite-ignore */ join(folder, 'src', 'index.ts'))) as T;
}

describe('errors across two copies of a package', () => {
  it('@slashkit/rest: an APIError of one copy is an APIError, a RESTError and a SlashkitError of the other', async () => {
    const one = await import('../packages/rest/src/index.js');
    const two = await copy<typeof one>('rest');
    expect(two.APIError).not.toBe(one.APIError);
    const error = new two.APIError({
      method: 'GET',
      route: '/channels/{channel_id}',
      status: 404,
      body: { code: 10003, message: 'Unknown Channel' },
      rawBody: '{}',
    });
    expect(error).toBeInstanceOf(one.APIError);
    expect(error).toBeInstanceOf(one.RESTError);
    expect(error).not.toBeInstanceOf(one.HTTPError);
    expect(error).not.toBeInstanceOf(one.RateLimitError);
    const api = await import('../packages/api/src/index.js');
    expect(error).toBeInstanceOf(api.SlashkitError);
    expect(new Error('plain')).not.toBeInstanceOf(one.RESTError);
    expect({ code: 'API_ERROR' }).not.toBeInstanceOf(one.RESTError);
  });

  it('@slashkit/interactions, @slashkit/auth and @slashkit/builders', async () => {
    const interactions = await import('../packages/interactions/src/index.js');
    const interactions2 = await copy<typeof interactions>('interactions');
    expect(interactions2.InteractionError).not.toBe(interactions.InteractionError);
    expect(new interactions2.InteractionError('NO_RESPONSE', 'x')).toBeInstanceOf(
      interactions.InteractionError,
    );

    const auth = await import('../packages/auth/src/index.js');
    const auth2 = await copy<typeof auth>('auth');
    expect(auth2.AuthError).not.toBe(auth.AuthError);
    expect(new auth2.AuthError('TIMEOUT', 'x')).toBeInstanceOf(auth.AuthError);

    const builders = await import('../packages/builders/src/index.js');
    const builders2 = await copy<typeof builders>('builders');
    expect(builders2.CommandValidationError).not.toBe(builders.CommandValidationError);
    const thrown = (() => {
      try {
        new builders2.SlashCommandBuilder().setName('Bad Name').setDescription('x').toJSON();
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(builders.CommandValidationError);
    expect(thrown).toBeInstanceOf(builders.BuilderValidationError);
    expect(thrown).not.toBeInstanceOf(builders.ComponentValidationError);
  });

  it('@slashkit/emulator: a StateSnapshotError of one copy is an EmulatorError of the other', async () => {
    const emulator = await import('../packages/emulator/src/index.js');
    const emulator2 = await copy<typeof emulator>('emulator');
    expect(emulator2.StateSnapshotError).not.toBe(emulator.StateSnapshotError);
    const error = new emulator2.StateSnapshotError('body', ['messages: must be an array']);
    expect(error).toBeInstanceOf(emulator.StateSnapshotError);
    expect(error).toBeInstanceOf(emulator.EmulatorError);
    expect(error).not.toBeInstanceOf(emulator.WorldSeedError);
    expect(error.code).toBe('INVALID_STATE_SNAPSHOT');
  });
});
