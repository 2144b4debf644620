import { describe, expect, it } from 'vitest';
import { redactPath } from '../src/http/redact-path.js';
import { startEmulator } from '../src/index.js';

describe('request log', () => {
  it('redacts interaction and webhook tokens in paths and secrets in queries', () => {
    expect(redactPath('/api/v10/interactions/1/secret-token/callback?with_response=true')).toBe(
      '/api/v10/interactions/1/[REDACTED]/callback?with_response=true',
    );
    expect(redactPath('/api/v10/webhooks/1/secret-token/messages/@original')).toBe(
      '/api/v10/webhooks/1/[REDACTED]/messages/@original',
    );
    expect(redactPath('/callback?code=abc&state=xyz&iss=x')).toBe(
      '/callback?code=%5BREDACTED%5D&state=%5BREDACTED%5D&iss=x',
    );
  });

  it('redacts PKCE verifiers, nonces, consent tickets and anything named like a credential', () => {
    expect(
      redactPath(
        '/api/v10/oauth2/token?code_verifier=v&nonce=n&ticket=t&id_token=i&Client_Secret=s&scope=identify',
      ),
    ).toBe(
      '/api/v10/oauth2/token?code_verifier=%5BREDACTED%5D&nonce=%5BREDACTED%5D&ticket=%5BREDACTED%5D&id_token=%5BREDACTED%5D&Client_Secret=%5BREDACTED%5D&scope=identify',
    );
    // A parameter nobody listed is still redacted when its name says it holds a credential.
    expect(redactPath('/x?upload_token=a&my_secret=b&page=2')).toBe(
      '/x?upload_token=%5BREDACTED%5D&my_secret=%5BREDACTED%5D&page=2',
    );
  });

  it('redacts tokens in paths that miss the route too: no version, doubled slashes, encoded or upper-case segments', () => {
    expect(redactPath('/api/interactions/1/tok/callback')).toBe('/api/interactions/1/[REDACTED]/callback');
    expect(redactPath('/api/v10//webhooks/1/tok/messages/@original')).toBe(
      '/api/v10//webhooks/1/[REDACTED]/messages/@original',
    );
    expect(redactPath('/api/v10/%77ebhooks/1/tok')).toBe('/api/v10/%77ebhooks/1/[REDACTED]');
    expect(redactPath('/api/v9/WEBHOOKS/1/tok')).toBe('/api/v9/WEBHOOKS/1/[REDACTED]');
    // The admin route /_emulator/interactions/:id holds no token and is left alone.
    expect(redactPath('/_emulator/interactions/123')).toBe('/_emulator/interactions/123');
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
        `GET /api/v10/webhooks/${app.id}/[REDACTED] 404`,
      ]);
      expect(lines.join('\n')).not.toContain(app.botToken);
      expect(lines.join('\n')).not.toContain(app.clientSecret);
    } finally {
      await emu.stop();
    }
  });

  it('never logs the interaction token of callbacks, follow-ups and edits', async () => {
    const lines: string[] = [];
    const emu = await startEmulator({ rateLimits: 'off', log: (line) => lines.push(line) });
    try {
      const app = emu.world.application;
      const bot = { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' };
      await fetch(`${emu.apiBaseUrl}/applications/${app.id}/commands`, {
        method: 'POST',
        headers: bot,
        body: JSON.stringify({ name: 'ping', description: 'Ping' }),
      });
      // The seeded app has no endpoint URL: the interaction goes out as INTERACTION_CREATE, token and all.
      let interaction: { id: string; token: string } | undefined;
      const unsubscribe = emu.context.events.subscribe((event) => {
        if (event.type !== 'INTERACTION_CREATE') return;
        interaction = event.data as { id: string; token: string };
        void fetch(`${emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 4, data: { content: 'pong' } }),
        });
      });
      const invoked = await fetch(`${emu.url}/_emulator/interactions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: emu.world.users[0]!.id,
          guildId: emu.world.guild.id,
          channelId: '1250000000000000402',
          name: 'ping',
        }),
      });
      unsubscribe();
      expect(invoked.status).toBe(200);
      const { id, token } = interaction!;
      const hook = `${emu.apiBaseUrl}/webhooks/${app.id}/${token}`;
      const json = { 'content-type': 'application/json' };
      await fetch(`${hook}?wait=true`, { method: 'POST', headers: json, body: '{"content":"more"}' });
      await fetch(`${hook}/messages/@original`, { method: 'PATCH', headers: json, body: '{"content":"x"}' });
      await fetch(`${hook}/messages/@original`);
      // Wrong turns: no version, a doubled slash.
      await fetch(`${emu.url}/api/interactions/${id}/${token}/callback`, { method: 'POST' });
      await fetch(`${emu.url}/api/v10//webhooks/${app.id}/${token}/messages/@original`);
      const log = lines.join('\n');
      expect(log).not.toContain(token);
      expect(lines).toEqual(
        expect.arrayContaining([
          `POST /api/v10/interactions/${id}/[REDACTED]/callback 204`,
          `POST /api/v10/webhooks/${app.id}/[REDACTED]?wait=true 200`,
          `PATCH /api/v10/webhooks/${app.id}/[REDACTED]/messages/@original 200`,
          `GET /api/v10/webhooks/${app.id}/[REDACTED]/messages/@original 200`,
          `POST /api/interactions/${id}/[REDACTED]/callback 404`,
        ]),
      );
    } finally {
      await emu.stop();
    }
  });

  it('redacts every secret the world holds wherever a caller puts it: unknown paths, queries, 404s and refusals', async () => {
    const lines: string[] = [];
    const emu = await startEmulator({ rateLimits: 'off', log: (line) => lines.push(line) });
    try {
      const app = emu.world.application;
      // An OAuth2 access token the emulator issued (client credentials).
      const granted = await fetch(`${emu.apiBaseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'identify',
          client_id: app.clientId,
          client_secret: app.clientSecret,
        }),
      });
      const { access_token: accessToken } = (await granted.json()) as { access_token: string };
      const secrets = [app.botToken, app.clientSecret, accessToken];
      await fetch(`${emu.apiBaseUrl}/nowhere/${app.botToken}`);
      await fetch(`${emu.apiBaseUrl}/nowhere?key=${app.clientSecret}&page=2`);
      await fetch(`${emu.url}/not-the-api/${accessToken}/x`);
      await fetch(`${emu.url}/_emulator/nope/${app.botToken}`);
      const log = lines.join('\n');
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(lines).toEqual(
        expect.arrayContaining([
          'GET /api/v10/nowhere/[REDACTED] 404',
          'GET /api/v10/nowhere?key=[REDACTED]&page=2 404',
          'GET /not-the-api/[REDACTED]/x 404',
          'GET /_emulator/nope/[REDACTED] 404',
        ]),
      );
    } finally {
      await emu.stop();
    }
  });
});
