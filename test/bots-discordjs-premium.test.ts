import type { RunningEmulator } from '@slashkit/emulator';
import { connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  Client,
  type Entitlement,
  Events,
  GatewayIntentBits,
  REST,
  Routes,
  SlashCommandBuilder,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, GUILD, type Json, MEMBER, ScriptedUser, startBotEmulator } from './bots-support.js';

// A premium app with discord.js v14 (issue 37), written as discord.js's guide writes a monetized bot: its
// /pro command checks `interaction.entitlements` and answers non-holders with a premium button (style 6
// with the SKU's id), and it listens for ENTITLEMENT_CREATE and ENTITLEMENT_DELETE on the gateway. The test
// grants and revokes a test entitlement through @slashkit/emulator/testing; a scripted user runs /pro
// before, in between and after, and sees the answer change.

const pro = new SlashCommandBuilder().setName('pro').setDescription('A premium feature');

let emu: RunningEmulator;
let client: Client;
let tester: TestClient;
let skuId = '';
const errors: unknown[] = [];
/** What the bot saw on the gateway, in order: `CREATE <user>` and `DELETE <user>`. */
const seen: string[] = [];
const waiters: ((entitlement: Entitlement) => void)[] = [];

async function onPro(interaction: ChatInputCommandInteraction): Promise<void> {
  // The guide's check: does the invoking user hold an active entitlement to the SKU?
  const held = interaction.entitlements.filter((e) => e.skuId === skuId && e.isActive());
  if (held.size > 0) {
    await interaction.reply(`Pro unlocked for ${interaction.user.username} (${held.size} entitlement)`);
    return;
  }
  const buy = new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId(skuId);
  await interaction.reply({
    content: 'This is a Pro feature.',
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(buy)],
  });
}

function nextEntitlementEvent(): Promise<Entitlement> {
  return new Promise((resolve) => waiters.push(resolve));
}

beforeAll(async () => {
  emu = await startBotEmulator();
  const app = emu.world.application;
  const sku = await admin(emu, 'POST', `/applications/${app.id}/skus`, { name: 'Pro', type: 2 });
  if (sku.status !== 200) throw new Error(`sku: ${JSON.stringify(sku.body)}`);
  skuId = sku.body.id;
  const api = `${emu.url}/api`;
  await new REST({ api }).setToken(app.botToken).put(Routes.applicationGuildCommands(app.id, GUILD), {
    body: [pro.toJSON()],
  });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api } });
  client.on(Events.Error, (error) => errors.push(error));
  client.on(Events.EntitlementCreate, (entitlement) => {
    seen.push(`CREATE ${entitlement.userId}`);
    waiters.shift()?.(entitlement);
  });
  client.on(Events.EntitlementDelete, (entitlement) => {
    seen.push(`DELETE ${entitlement.userId}`);
    waiters.shift()?.(entitlement);
  });
  client.on(Events.InteractionCreate, async (interaction) => {
    try {
      if (interaction.isChatInputCommand() && interaction.commandName === 'pro') await onPro(interaction);
    } catch (error) {
      errors.push(error);
    }
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(app.botToken);
  await ready;
  tester = await connectTestClient(emu);
});

afterAll(async () => {
  await client?.destroy();
  await emu?.stop();
});

describe('a premium discord.js bot on the emulator', () => {
  it('answers with a premium button, then with the feature once a test entitlement is granted', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const offer = (await user.run('pro')).messages[0];
    expect(offer.content).toBe('This is a Pro feature.');
    expect(offer.components[0].components[0]).toEqual({
      type: 2,
      style: 6,
      sku_id: skuId,
      id: expect.any(Number),
    });

    const created = nextEntitlementEvent();
    const granted = await tester.grantEntitlement({ sku: skuId, user: 'member' });
    expect(granted).toMatchObject({ sku_id: skuId, user_id: MEMBER, type: 4, deleted: false });
    const event = await created;
    expect([event.id, event.skuId, event.userId, event.isTest()]).toEqual([granted.id, skuId, MEMBER, true]);

    const unlocked = (await user.run('pro')).messages[0];
    expect(unlocked.content).toBe('Pro unlocked for member (1 entitlement)');
    // Another member does not hold it.
    const other = (await new ScriptedUser(emu, '1250000000000000203').run('pro')).messages[0];
    expect(other.content).toBe('This is a Pro feature.');

    const deleted = nextEntitlementEvent();
    await tester.revokeEntitlement(granted);
    expect((await deleted).id).toBe(granted.id);
    expect((await user.run('pro')).messages[0].content).toBe('This is a Pro feature.');
    expect(seen).toEqual([`CREATE ${MEMBER}`, `DELETE ${MEMBER}`]);
    expect(errors).toEqual([]);
  });

  it('the test client refuses a grant the service would refuse', async () => {
    await expect(tester.grantEntitlement({ sku: '1250000000000009999', user: 'member' })).rejects.toThrow(
      /Unknown SKU/,
    );
    const first = await tester.grantEntitlement({ sku: skuId, user: 'member' });
    await expect(tester.grantEntitlement({ sku: skuId, user: 'member' })).rejects.toThrow(
      /already been granted/,
    );
    await tester.revokeEntitlement(first);
    const json: Json = await admin(
      emu,
      'DELETE',
      `/applications/${emu.world.application.id}/test-entitlements/${first.id}`,
    );
    expect(json.status).toBe(404);
  });
});
