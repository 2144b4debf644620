// A premium-gated command end to end (issue 37): a slashkit bot answers /pro with a premium button until
// the user holds the SKU; the user clicks it through @slashkit/emulator/testing and buys the SKU; the
// app's Webhook Events endpoint (a slashkit handler) gets ENTITLEMENT_CREATE, the gateway's bus has it,
// and the next /pro sees it in `ctx.entitlements`.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ButtonStyle, SKUType } from '@slashkit/api';
import { ActionRowBuilder, ButtonBuilder, SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import {
  command,
  createInteractionHandler,
  createWebhookEventHandler,
  type WebhookEvent,
} from '@slashkit/interactions';
import { createInteractionServer } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './auth-support.js';

const pro = new SlashCommandBuilder().setName('pro').setDescription('A premium feature');

let emu: RunningEmulator;
let client: TestClient;
let skuId: string;
const servers: Server[] = [];
const created: ((event: WebhookEvent<'ENTITLEMENT_CREATE'>) => void)[] = [];

const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  skuId = (await admin(emu, 'POST', `/applications/${app.id}/skus`, { name: 'Pro', type: SKUType.Durable }))
    .body.id;
  await syncCommands(rest, { applicationId: app.id, commands: [pro] });
  const bot = createInteractionHandler({
    publicKey: app.publicKey,
    restOptions: { baseUrl: emu.apiBaseUrl },
    commands: [
      command(pro, (ctx) =>
        ctx.hasEntitlement(skuId)
          ? ctx.reply(`Pro unlocked (${ctx.entitlements.length} entitlement)`)
          : ctx.reply({
              content: 'This is a Pro feature.',
              components: [
                new ActionRowBuilder<ButtonBuilder>().addComponents(
                  new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId(skuId),
                ),
              ],
            }),
      ),
    ],
  });
  const events = createWebhookEventHandler({
    publicKey: app.publicKey,
    events: { ENTITLEMENT_CREATE: (event) => created.shift()?.(event) },
  });
  const botUrl = await listen(createInteractionServer(bot));
  const eventsUrl = await listen(createInteractionServer(events));
  await rest.applications.editCurrentApplication({
    event_webhooks_url: eventsUrl,
    event_webhooks_status: 2,
    event_webhooks_types: ['ENTITLEMENT_CREATE'],
  });
  client = await connectTestClient(emu.url);
  await client.setInteractionsEndpoint(botUrl);
});

afterAll(async () => {
  for (const server of servers) server.close();
  await emu?.stop();
});

describe('a premium-gated command', () => {
  it('offers the premium button, and after the purchase answers with the feature', async () => {
    const member = client.user('member');
    const offer = await member.run(pro);
    assertAnswered(offer);
    expect(offer.messages[0]?.content).toBe('This is a Pro feature.');

    const event = new Promise<WebhookEvent<'ENTITLEMENT_CREATE'>>((resolve) => created.push(resolve));
    const bought = await member.click(
      offer,
      new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId(skuId),
    );
    if (bought.status !== 'purchased') throw new Error(`expected a purchase, got ${bought.status}`);
    expect(bought.entitlement).toMatchObject({ sku_id: skuId, user_id: member.id, type: 1 });
    expect((await event).data).toMatchObject({ id: bought.entitlement.id, sku_id: skuId });
    expect(
      emu.context.events.list({ type: 'ENTITLEMENT_CREATE' }).map((e) => (e.data as { id: string }).id),
    ).toEqual([bought.entitlement.id]);

    const unlocked = await member.run(pro);
    assertAnswered(unlocked);
    expect(unlocked.messages[0]?.content).toBe('Pro unlocked (1 entitlement)');
    // Another member does not hold it.
    const other = await client.user('moderator').run(pro);
    assertAnswered(other);
    expect(other.messages[0]?.content).toBe('This is a Pro feature.');
  });
});
