import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import {
  ButtonStyle,
  type CommandContext,
  CommandOptionType,
  ComponentType,
  type SlashCreator as Creator,
  FastifyServer,
  SlashCommand,
  SlashCreator,
} from 'slash-create';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUILD } from './bots-support.js';

// A slash-create bot written as slash-create's docs write one (a SlashCreator with the app's ID, public key
// and token, SlashCommand classes, a FastifyServer webhook), pointed at the emulator by its `rest.baseURL`
// alone. Its commands are synced by slash-create's own `syncCommands()`, the emulator delivers signed
// interactions to its webhook, and a member drives it through `@slashkit/emulator/testing`.

class RollCommand extends SlashCommand {
  constructor(creator: Creator) {
    super(creator, {
      name: 'roll',
      description: 'Rolls a die.',
      guildIDs: [GUILD],
      options: [
        {
          type: CommandOptionType.INTEGER,
          name: 'sides',
          description: 'How many sides the die has.',
          required: true,
          min_value: 2,
          max_value: 100,
        },
      ],
    });
  }

  override async run(ctx: CommandContext): Promise<void> {
    const sides = ctx.options.sides as number;
    await ctx.send(`${ctx.user.username} rolls a d${sides}…`);
    await ctx.sendFollowUp(`…and gets ${sides}.`);
  }
}

class SlowCommand extends SlashCommand {
  constructor(creator: Creator) {
    super(creator, { name: 'slow', description: 'Thinks before it answers.', guildIDs: [GUILD] });
  }

  override async run(ctx: CommandContext): Promise<void> {
    await ctx.defer();
    await ctx.editOriginal('Thought it over: yes.');
  }
}

// Resolves once the coin command has registered its button (after its reply was sent and fetched).
let flipRegistered: () => void = () => {};
const flipReady = new Promise<void>((resolve) => {
  flipRegistered = resolve;
});

class CoinCommand extends SlashCommand {
  constructor(creator: Creator) {
    super(creator, { name: 'coin', description: 'Flips a coin.', guildIDs: [GUILD] });
  }

  override async run(ctx: CommandContext): Promise<void> {
    await ctx.send({
      content: 'Ready to flip.',
      components: [
        {
          type: ComponentType.ACTION_ROW,
          components: [
            { type: ComponentType.BUTTON, style: ButtonStyle.PRIMARY, label: 'Flip', custom_id: 'flip' },
          ],
        },
      ],
    });
    // As slash-create's docs do: fetch the reply (its id keys the callback), then register the button.
    await ctx.fetch();
    ctx.registerComponent('flip', async (button) => {
      await button.editParent({ content: `${button.user.username} flipped: heads.`, components: [] });
    });
    flipRegistered();
  }
}

let emu: RunningEmulator;
let creator: SlashCreator;
let server: FastifyServer;
let client: TestClient;
const errors: unknown[] = [];

beforeAll(async () => {
  emu = await startEmulator();
  const app = emu.world.application;
  creator = new SlashCreator({
    applicationID: app.id,
    publicKey: app.publicKey,
    token: app.botToken,
    serverPort: 0,
    serverHost: '127.0.0.1',
    rest: { baseURL: emu.apiBaseUrl },
  });
  creator.on('error', (error) => errors.push(error));
  creator.on('commandError', (_command, error) => errors.push(error));
  server = new FastifyServer();
  creator.withServer(server).registerCommands([RollCommand, SlowCommand, CoinCommand]);
  await creator.syncCommands();
  await creator.startServer();
  const { port } = (server.app.server as { address(): AddressInfo }).address();
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(`http://127.0.0.1:${port}/interactions`);
});

afterAll(async () => {
  await server?.app.close();
  await emu?.stop();
});

describe('a slash-create bot on the emulator', () => {
  it('syncs its guild commands through slash-create', async () => {
    const response = await fetch(
      `${emu.apiBaseUrl}/applications/${emu.world.application.id}/guilds/${GUILD}/commands`,
      { headers: { authorization: `Bot ${emu.world.application.botToken}` } },
    );
    const commands = (await response.json()) as { name: string; options?: { name: string }[] }[];
    expect(commands.map((c) => [c.name, c.options?.map((o) => o.name) ?? []]).sort()).toEqual([
      ['coin', []],
      ['roll', ['sides']],
      ['slow', []],
    ]);
  });

  it('replies through its webhook, then sends a follow-up the member sees', async () => {
    const member = client.user('member');
    const result = await member.run('roll', { sides: 6 });
    assertAnswered(result);
    expect(result.responseType).toBe(4);
    const [followUp] = await member.waitForFollowUps(result, 1);
    expect(followUp?.content).toBe('…and gets 6.');
    expect((await member.messages()).map((m) => [m.author.id, m.content])).toEqual([
      [emu.world.application.bot.id, 'member rolls a d6…'],
      [emu.world.application.bot.id, '…and gets 6.'],
    ]);
    expect(errors).toEqual([]);
  });

  it('defers, then edits the original reply', async () => {
    const member = client.user('member');
    const result = await member.run('slow');
    assertAnswered(result);
    expect(result.responseType).toBe(5);
    const edited = await member.waitForEdit(result);
    expect(edited.content).toBe('Thought it over: yes.');
    expect((await member.messages()).at(-1)?.content).toBe('Thought it over: yes.');
    expect(errors).toEqual([]);
  });

  it('fetches its reply, and edits it when its registered button is clicked', async () => {
    const member = client.user('member');
    const result = await member.run('coin');
    assertAnswered(result);
    const [reply] = result.messages;
    expect(reply?.content).toBe('Ready to flip.');
    await flipReady;
    const clicked = await member.click(reply!.id, 'flip');
    assertAnswered(clicked);
    expect(clicked.responseType).toBe(7);
    expect((await member.messages()).find((m) => m.id === reply!.id)).toMatchObject({
      content: 'member flipped: heads.',
      components: [],
    });
    expect(errors).toEqual([]);
  });

  it('is refused by the emulator before the bot sees an option out of the range it synced', async () => {
    const result = await client.user('member').run('roll', { sides: 1 });
    expect(result).toMatchObject({ status: 'refused', reason: 'INVALID_INPUT' });
  });
});
