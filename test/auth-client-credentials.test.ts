import { AuthClient, OAuthError } from '@slashkit/auth';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The emulator serves the token endpoint (client credentials) already; the authorize flow joins later.
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ rateLimits: 'off' });
});
afterAll(async () => {
  await emulator.stop();
});

describe('@slashkit/auth against the emulator: client credentials', () => {
  it('gets a Bearer token that the command endpoints accept', async () => {
    const app = emulator.world.application;
    const client = new AuthClient({
      applicationId: app.id,
      clientSecret: app.clientSecret,
      apiBaseUrl: emulator.apiBaseUrl,
      authorizeOrigin: emulator.url,
    });
    const token = await client.getClientCredentialsToken('applications.commands.update');
    expect(token.tokenType).toBe('Bearer');
    expect(token.scope.split(' ')).toContain('applications.commands.update');
    const response = await fetch(`${emulator.apiBaseUrl}/applications/${app.id}/commands`, {
      headers: { Authorization: `Bearer ${token.accessToken}` },
    });
    expect(response.status).toBe(200);
  });

  it('reports a wrong secret as invalid_client (401) without showing either secret', async () => {
    const app = emulator.world.application;
    const wrongSecret = 'not-the-right-secret-0123456789';
    const client = new AuthClient({
      applicationId: app.id,
      clientSecret: wrongSecret,
      apiBaseUrl: emulator.apiBaseUrl,
    });
    const error = await client
      .getClientCredentialsToken('applications.commands.update')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ error: 'invalid_client', status: 401 });
    expect((error as Error).message).not.toContain(wrongSecret);
    expect((error as Error).message).not.toContain(app.clientSecret);
  });
});
