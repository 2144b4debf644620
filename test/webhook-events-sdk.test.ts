import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EntitlementOwnerType, SKUType } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { createWebhookEventHandler, type WebhookEvent } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, GUILD, MEMBER, OWNER } from './auth-support.js';

// Webhook Events end to end (issue 37): a slashkit Webhook Events handler is saved as the app's event
// webhooks URL (the emulator's signed PINGs check it, the forged one refused), then gets the events the
// emulator sends, typed, with the emulator's own clock behind the signatures.

let emu: RunningEmulator;
let server: Server;
const received: WebhookEvent[] = [];
const waiting: ((event: WebhookEvent) => void)[] = [];
const nextEvent = () => new Promise<WebhookEvent>((resolve) => waiting.push(resolve));
const record = (event: WebhookEvent) => {
  received.push(event);
  waiting.shift()?.(event);
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  const handler = createWebhookEventHandler({
    publicKey: app.publicKey,
    events: {
      ENTITLEMENT_CREATE: record,
      ENTITLEMENT_DELETE: record,
      APPLICATION_AUTHORIZED: record,
      APPLICATION_DEAUTHORIZED: record,
    },
    onError: (error) => {
      throw error;
    },
  });
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server?.close();
  await emu?.stop();
});

const rest = () => new REST({ token: emu.world.application.botToken, baseUrl: emu.apiBaseUrl });
const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;

describe('a slashkit Webhook Events handler as the emulator app’s event webhooks URL', () => {
  it('passes the signed PING check (and refuses the forged one), so the URL is saved', async () => {
    const app = await rest().applications.editCurrentApplication({
      event_webhooks_url: url(),
      event_webhooks_status: 2,
      event_webhooks_types: ['ENTITLEMENT_CREATE', 'ENTITLEMENT_DELETE', 'APPLICATION_AUTHORIZED'],
    });
    expect(app).toMatchObject({ event_webhooks_url: url(), event_webhooks_status: 2 });
  });

  it('gets ENTITLEMENT_CREATE and ENTITLEMENT_DELETE with the entitlement, typed', async () => {
    const appId = emu.world.application.id;
    const sku = await admin(emu, 'POST', `/applications/${appId}/skus`, {
      name: 'Premium',
      type: SKUType.Durable,
    });
    expect(sku.status).toBe(200);
    const created = nextEvent();
    const entitlement = await rest().monetization.createTestEntitlement(appId, {
      skuId: sku.body.id,
      ownerId: MEMBER,
      ownerType: EntitlementOwnerType.User,
    });
    const event = await created;
    expect(event).toMatchObject({ type: 'ENTITLEMENT_CREATE', applicationId: appId });
    const data = (event as WebhookEvent<'ENTITLEMENT_CREATE'>).data;
    expect(data).toMatchObject({ id: entitlement.id, sku_id: sku.body.id, user_id: MEMBER });
    const deleted = nextEvent();
    await rest().monetization.deleteTestEntitlement(appId, entitlement.id);
    expect(await deleted).toMatchObject({ type: 'ENTITLEMENT_DELETE', data: { id: entitlement.id } });
  });

  it('gets APPLICATION_AUTHORIZED when a user adds the app to a server through the consent', async () => {
    const app = emu.world.application;
    expect((await admin(emu, 'DELETE', `/applications/${app.id}/installations/guilds/${GUILD}`)).status).toBe(
      204,
    );
    const authorized = nextEvent();
    const installed = await admin(emu, 'POST', '/oauth2/authorize', {
      userId: OWNER,
      approve: true,
      params: { client_id: app.clientId, scope: 'bot applications.commands', permissions: '2048' },
      guildId: GUILD,
    });
    expect(installed.status).toBe(200);
    const event = (await authorized) as WebhookEvent<'APPLICATION_AUTHORIZED'>;
    expect(event.type).toBe('APPLICATION_AUTHORIZED');
    expect(event.data.user.id).toBe(OWNER);
    expect(event.data.scopes).toEqual(['bot', 'applications.commands']);
    expect(event.data.integration_type).toBe(0);
    expect(event.data.guild?.id).toBe(GUILD);
  });
});
