import { describe, expect, it } from 'vitest';
import { redactPath, startEmulator } from '../src/index.js';

describe('request log', () => {
  it('redacts interaction and webhook tokens in paths and secrets in queries', () => {
    expect(redactPath('/api/v10/interactions/1/secret-token/callback?with_response=true')).toBe(
      '/api/v10/interactions/1/:token/callback?with_response=true',
    );
    expect(redactPath('/api/v10/webhooks/1/secret-token/messages/@original')).toBe(
      '/api/v10/webhooks/1/:token/messages/@original',
    );
    expect(redactPath('/callback?code=abc&state=xyz&iss=x')).toBe(
      '/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=x',
    );
  });

  it('writes one line per request with no token or secret in it', async () => {
    const lines: string[] = [];
    const emu = await startEmulator({ rateLimits: 'off', log: (line) => lines.push(line) });
    try {
      const app = emu.world.application;
      await fetch(`${emu.apiBaseUrl}/applications/${app.id}/commands`, {
        headers: { authorization: `Bot ${app.botToken}` },
      });
      await fetch(`${emu.apiBaseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'identify',
          client_id: app.clientId,
          client_secret: app.clientSecret,
        }),
      });
      await fetch(`${emu.apiBaseUrl}/webhooks/${app.id}/very-secret-interaction-token`);
      expect(lines).toEqual([
        `GET /api/v10/applications/${app.id}/commands 200`,
        'POST /api/v10/oauth2/token 200',
        `GET /api/v10/webhooks/${app.id}/:token 404`,
      ]);
      expect(lines.join('\n')).not.toContain(app.botToken);
      expect(lines.join('\n')).not.toContain(app.clientSecret);
    } finally {
      await emu.stop();
    }
  });
});
