import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler, type FocusedOption } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Autocomplete handlers keyed by the builder's autocomplete options, run by the emulator as a user types:
// each handler sees its own option, and what is typed into an INTEGER option arrives as text.

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GUILD = '1250000000000000100';
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';

const shop = new SlashCommandBuilder()
  .setName('shop')
  .setDescription('Shop')
  .addSubcommand((s) =>
    s
      .setName('buy')
      .setDescription('Buy')
      .addStringOption((o) =>
        o.setName('item').setDescription('Item').setRequired(true).setAutocomplete(true),
      )
      .addIntegerOption((o) =>
        o.setName('amount').setDescription('How many').setMinValue(1).setMaxValue(99).setAutocomplete(true),
      ),
  );

const seen: FocusedOption[] = [];
let emu: RunningEmulator;
let server: Server;

beforeAll(async () => {
  emu = await startEmulator({ now: () => T0, rateLimits: 'off' });
  const bot = emu.world.application;
  await syncCommands(new REST({ token: bot.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: bot.id,
    commands: [shop],
  });
  const handler = createInteractionHandler({
    publicKey: bot.publicKey,
    now: () => emu.context.clock.now(),
    restOptions: { baseUrl: emu.apiBaseUrl },
    commands: [
      command(shop, {
        run: (ctx) => ctx.reply(`bought ${ctx.options.options.item}`),
        autocomplete: {
          item: (ctx) => {
            seen.push(ctx.focused);
            return ['apple', 'apricot', 'banana']
              .filter((fruit) => fruit.startsWith(ctx.focused.value))
              .map((fruit) => ({ name: fruit, value: fruit }));
          },
          amount: (ctx) => {
            seen.push(ctx.focused);
            const typed = Number(ctx.focused.value) || 1;
            return ctx.respond([typed, typed * 10].map((n) => ({ name: `${n} pieces`, value: n })));
          },
        },
      }),
    ],
  });
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
  const patched = await fetch(`${emu.url}/_emulator/applications/${bot.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ interactionsEndpointUrl: url }),
  });
  expect(patched.status).toBe(200);
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await emu?.stop();
});

async function type(options: Record<string, unknown>, focused: string) {
  const response = await fetch(`${emu.url}/_emulator/autocomplete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: MEMBER,
      guildId: GUILD,
      channelId: GENERAL,
      name: 'shop',
      options: { subcommand: 'buy', options },
      focused,
    }),
  });
  return (await response.json()) as { status: string; choices?: unknown[] };
}

describe('typed autocomplete handlers against the emulator', () => {
  it('routes a STRING option to its own handler', async () => {
    const answer = await type({ item: 'ap' }, 'item');
    expect(answer).toMatchObject({ status: 'answered' });
    expect(answer.choices).toEqual([
      { name: 'apple', value: 'apple' },
      { name: 'apricot', value: 'apricot' },
    ]);
    expect(seen.at(-1)).toEqual({ name: 'item', type: 3, value: 'ap' });
  });

  it('hands an INTEGER option its typed text, and takes number suggestions', async () => {
    const answer = await type({ item: 'apple', amount: 3 }, 'amount');
    expect(answer).toMatchObject({ status: 'answered' });
    expect(answer.choices).toEqual([
      { name: '3 pieces', value: 3 },
      { name: '30 pieces', value: 30 },
    ]);
    expect(seen.at(-1)).toEqual({ name: 'amount', type: 4, value: '3' });
  });

  it('hands an INTEGER option nothing typed yet as the empty text', async () => {
    const answer = await type({ item: 'apple' }, 'amount');
    expect(answer).toMatchObject({ status: 'answered' });
    expect(seen.at(-1)).toEqual({ name: 'amount', type: 4, value: '' });
  });
});
