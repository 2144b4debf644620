import { describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';
import { eventWebhookEndpoint, subscribeEvents } from './support/event-webhook-endpoint.js';

// Webhook Events (issue 37): APPLICATION_AUTHORIZED when a user adds the app (to a server or to their
// account), APPLICATION_DEAUTHORIZED when they remove it from their account; retries on the emulator clock
// when the endpoint fails, and the service giving up (status 3) when every retry failed.

const OWNER = '1250000000000000201';
const MEMBER = '1250000000000000204';
const authorizeTypes = ['APPLICATION_AUTHORIZED', 'APPLICATION_DEAUTHORIZED'];

const consent = (h: Harness, userId: string, params: Record<string, string>, guildId?: string) =>
  h.admin('POST', '/oauth2/authorize', {
    userId,
    approve: true,
    params: { client_id: h.app.clientId, ...params },
    ...(guildId === undefined ? {} : { guildId }),
  });

/** The seeded app takes guild installs only: let it be added to an account too. */
const userInstallable = (h: Harness) =>
  h.admin('PATCH', `/applications/${h.app.id}`, { integrationTypes: [0, 1] });

/** Resolves once a delivery is done with (delivered or failed): the emulator read the last answer. */
const settled = (h: Harness) =>
  new Promise<void>((resolve) =>
    h.emu.context.runtime.webhookEvents.onChange((d) => {
      if (d.state === 'delivered' || d.state === 'failed') resolve();
    }),
  );

/** Posts a form to the API (the token endpoints): the status, and the parsed body when there is one. */
async function form(h: Harness, path: string, body: Record<string, string>) {
  const res = await fetch(`${h.emu.apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  const text = await res.text();
  return { status: res.status, ...(text ? JSON.parse(text) : {}) };
}

const deliveries = async (h: Harness) =>
  (await h.admin('GET', `/applications/${h.app.id}/webhook-events`)).body;

describe('APPLICATION_AUTHORIZED and APPLICATION_DEAUTHORIZED', () => {
  it('a guild install sends the user, the scopes, integration type 0 and the guild', async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h);
    await subscribeEvents(h, endpoint, authorizeTypes);
    await h.admin('DELETE', `/applications/${h.app.id}/installations/guilds/${h.guild.id}`);
    const installed = await consent(
      h,
      OWNER,
      { scope: 'bot applications.commands', permissions: '2048', integration_type: '0' },
      h.guild.id,
    );
    expect(installed.status).toBe(200);
    const event = await endpoint.event(1);
    expect(event).toMatchObject({
      version: 1,
      application_id: h.app.id,
      type: 1,
      event: {
        type: 'APPLICATION_AUTHORIZED',
        timestamp: new Date(Date.UTC(2025, 0, 1, 12)).toISOString(),
        data: {
          integration_type: 0,
          user: { id: OWNER },
          scopes: ['bot', 'applications.commands'],
          guild: { id: h.guild.id, name: h.guild.name },
        },
      },
    });
  });

  it('a user install sends integration type 1 and no guild; removing it sends APPLICATION_DEAUTHORIZED', async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h);
    await subscribeEvents(h, endpoint, authorizeTypes);
    await userInstallable(h);
    expect((await consent(h, MEMBER, { scope: 'applications.commands', integration_type: '1' })).status).toBe(
      200,
    );
    const authorized = await endpoint.event(1);
    expect(authorized.event.data).toMatchObject({
      integration_type: 1,
      user: { id: MEMBER },
      scopes: ['applications.commands'],
    });
    expect(authorized.event.data).not.toHaveProperty('guild');
    expect((await h.admin('DELETE', `/applications/${h.app.id}/installations/users/${MEMBER}`)).status).toBe(
      204,
    );
    const deauthorized = await endpoint.event(2);
    expect(deauthorized.event).toMatchObject({
      type: 'APPLICATION_DEAUTHORIZED',
      data: { user: { id: MEMBER } },
    });
    expect(Object.keys(deauthorized.event.data)).toEqual(['user']);
  });

  it("revoking a user's token sends APPLICATION_DEAUTHORIZED once; a client-credentials token none", async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h);
    await subscribeEvents(h, endpoint, ['APPLICATION_DEAUTHORIZED']);
    const client = { client_id: h.app.clientId, client_secret: h.app.clientSecret };
    const owners = await form(h, '/oauth2/token', {
      ...client,
      grant_type: 'client_credentials',
      scope: 'identify',
    });
    expect((await form(h, '/oauth2/token/revoke', { ...client, token: owners.access_token })).status).toBe(
      200,
    );
    const approved = await consent(h, MEMBER, {
      scope: 'identify',
      response_type: 'code',
      redirect_uri: h.app.redirectUris[0]!,
    });
    const code = new URL(approved.body.redirectUrl).searchParams.get('code')!;
    const tokens = await form(h, '/oauth2/token', {
      ...client,
      grant_type: 'authorization_code',
      code,
      redirect_uri: h.app.redirectUris[0]!,
    });
    const revoked = await form(h, '/oauth2/token/revoke', { ...client, token: tokens.refresh_token });
    expect(revoked.status).toBe(200);
    const event = await endpoint.event(1);
    expect(event.event).toMatchObject({ type: 'APPLICATION_DEAUTHORIZED', data: { user: { id: MEMBER } } });
    // The pair is gone: revoking its access token again is a no-op, and no second event is sent.
    expect((await form(h, '/oauth2/token/revoke', { ...client, token: tokens.access_token })).status).toBe(
      200,
    );
    expect((await deliveries(h)).deliveries).toHaveLength(1);
  });

  it('sends nothing for a type the app did not subscribe to, nor with Webhook Events disabled', async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h);
    await subscribeEvents(h, endpoint, ['APPLICATION_DEAUTHORIZED']);
    await userInstallable(h);
    await consent(h, MEMBER, { scope: 'applications.commands', integration_type: '1' });
    await h.api('PATCH', '/applications/@me', { body: { event_webhooks_status: 1 } });
    await h.admin('DELETE', `/applications/${h.app.id}/installations/users/${MEMBER}`);
    expect((await deliveries(h)).deliveries).toEqual([]);
    expect(endpoint.events).toEqual([]);
  });
});

describe('retries and giving up', () => {
  it('retries a failed event when the emulator clock reaches its back-off, and records every attempt', async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h, [500, 503]);
    await subscribeEvents(h, endpoint, authorizeTypes);
    await userInstallable(h);
    const done = settled(h);
    await consent(h, MEMBER, { scope: 'applications.commands', integration_type: '1' });
    const first = await endpoint.event(1);
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    expect(await endpoint.event(2)).toEqual(first);
    await h.admin('POST', '/clock', { advanceMs: 2000 });
    expect(await endpoint.event(3)).toEqual(first);
    await done;
    const log = await deliveries(h);
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({
      type: 'APPLICATION_AUTHORIZED',
      url: endpoint.url,
      attempts: [{ status: 500 }, { status: 503 }, { status: 204 }],
    });
    expect(
      log.deliveries[0].attempts.map((a: { at: number }) => a.at - log.deliveries[0].attempts[0].at),
    ).toEqual([0, 1000, 3000]);
  });

  it('gives up after every retry failed: the delivery failed and Webhook Events disabled (status 3)', async () => {
    const h = await start();
    const endpoint = await eventWebhookEndpoint(h, Array(10).fill(500));
    await subscribeEvents(h, endpoint, authorizeTypes);
    await userInstallable(h);
    const changed = settled(h);
    await consent(h, MEMBER, { scope: 'applications.commands', integration_type: '1' });
    for (let n = 1, delay = 1000; n < 10; n++, delay *= 2) {
      await endpoint.event(n);
      await h.admin('POST', '/clock', { advanceMs: delay });
    }
    await endpoint.event(10);
    await changed;
    const log = await deliveries(h);
    expect(log.eventWebhooksStatus).toBe(3);
    expect(log.deliveries[0]).toMatchObject({ state: 'failed', nextAttemptAt: null });
    expect(log.deliveries[0].attempts).toHaveLength(10);
    const app = await h.api('GET', '/applications/@me');
    expect(app.body.event_webhooks_status).toBe(3);
    // Disabled: the next authorization is not sent; enabling again (2) sends again.
    await h.admin('DELETE', `/applications/${h.app.id}/installations/users/${MEMBER}`);
    expect((await deliveries(h)).deliveries).toHaveLength(1);
    expect((await h.api('PATCH', '/applications/@me', { body: { event_webhooks_status: 2 } })).status).toBe(
      200,
    );
    await consent(h, MEMBER, { scope: 'applications.commands', integration_type: '1' });
    expect((await endpoint.event(11)).event.type).toBe('APPLICATION_AUTHORIZED');
  });
});
