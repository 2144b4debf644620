import { ButtonStyle } from '@slashkit/api';
import { ButtonBuilder, ChannelSelectMenuBuilder, StringSelectMenuBuilder } from '@slashkit/builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ComponentContext, command, component, type InteractionError } from '../src/index.js';
import { startBot } from './support/bot.js';
import { click } from './support/component-fixtures.js';
import { bob, bobMember, interaction, modRole, textChannel } from './support/fixtures.js';
import { startWebhookStub } from './support/servers.js';

const colors = new StringSelectMenuBuilder()
  .setCustomId('color')
  .addOptions({ label: 'Red', value: 'red' }, { label: 'Green', value: 'green' });
const vote = new ButtonBuilder()
  .setCustomId('poll:{pollId}:vote')
  .setLabel('Vote')
  .setStyle(ButtonStyle.Primary);
const rooms = new ChannelSelectMenuBuilder().setCustomId('rooms');
const ping = { name: 'ping', description: 'Ping' };

const errors: InteractionError[] = [];
const seen: ComponentContext[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;
let stub: Awaited<ReturnType<typeof startWebhookStub>>;

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command(ping, ({ reply }) => reply({ content: 'Pong', components: [] })),
      command({ name: 'wrong', description: 'Sends what the service refuses' }, async (ctx) => {
        await (ctx as unknown as ComponentContext).update('not from a command');
      }),
      command({ name: 'wide', description: 'Six buttons in a row' }, (ctx) =>
        ctx.reply({
          content: 'too wide',
          components: [
            {
              type: 1,
              components: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
                type: 2,
                style: 1,
                label: id,
                custom_id: id,
              })),
            },
          ],
        }),
      ),
    ],
    components: [
      component('refresh', ({ update, customId }) => update(`refreshed ${customId}`)),
      component(vote, (ctx) => {
        seen.push(ctx as unknown as ComponentContext);
        return ctx.update({ content: `voted in ${ctx.params.pollId}` });
      }),
      component(colors, (ctx) => ctx.reply(`chose ${ctx.values.join(',')}`)),
      component(rooms, (ctx) => ctx.reply(ctx.channels.map((c) => c.name).join(',') || 'none')),
      component('pick:{kind}', (ctx) => {
        seen.push(ctx);
        return ctx.deferUpdate();
      }),
      component('silent', () => {}),
    ],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});
beforeEach(() => {
  errors.length = 0;
  seen.length = 0;
  stub.calls.length = 0;
});

describe('component routing', () => {
  it('routes a button by exact custom_id; update() answers 7 inline (destructured)', async () => {
    expect(await bot.send(click({ customId: 'refresh' }))).toEqual({
      status: 200,
      body: { type: 7, data: { content: 'refreshed refresh' } },
    });
  });
  it('routes by pattern and hands the params, the message and the component type', async () => {
    const answer = await bot.send(click({ customId: 'poll:42:vote' }));
    expect(answer.body).toEqual({ type: 7, data: { content: 'voted in 42' } });
    expect(seen[0]).toMatchObject({
      customId: 'poll:42:vote',
      componentType: 2,
      params: { pollId: '42' },
      values: [],
      message: { id: '700000000000000099' },
    });
  });
  it("hands a string select's values, and refuses a value that is not an option", async () => {
    const chosen = await bot.send(click({ customId: 'color', componentType: 3, values: ['green', 'red'] }));
    expect(chosen.body).toEqual({ type: 4, data: { content: 'chose green,red' } });
    const forged = await bot.send(click({ customId: 'color', componentType: 3, values: ['blue'] }));
    expect(forged.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors[0]?.code).toBe('INVALID_OPTIONS');
    expect(errors[0]?.message).toMatch(/"blue" is not an option of this select menu/);
  });
  it("hands a channel select's resolved channels", async () => {
    const answer = await bot.send(
      click({
        customId: 'rooms',
        componentType: 8,
        values: [textChannel.id],
        resolved: { channels: { [textChannel.id]: textChannel } },
      }),
    );
    expect(answer.body).toEqual({ type: 4, data: { content: 'general' } });
  });
  it('reads resolved entities as own properties only (__proto__ is not a channel)', async () => {
    const answer = await bot.send(
      click({ customId: 'rooms', componentType: 8, values: ['__proto__'], resolved: { channels: {} } }),
    );
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors[0]?.message).toMatch(/channel __proto__ is missing from data.resolved.channels/);
  });
  it('refuses a click whose component type differs from the registered builder', async () => {
    await bot.send(click({ customId: 'color', componentType: 2 }));
    expect(errors[0]?.code).toBe('INVALID_OPTIONS');
  });
  it('answers an unknown custom_id with an ephemeral notice and reports UNKNOWN_COMPONENT', async () => {
    const answer = await bot.send(click({ customId: 'gone' }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_COMPONENT']);
    expect(errors[0]?.message).toMatch(/component\(\.\.\.\) in createInteractionHandler\(\{ components \}\)/);
  });
  it('deferUpdate() answers 6', async () => {
    expect((await bot.send(click({ customId: 'pick:size' }))).body).toEqual({ type: 6 });
    expect(seen[0]?.params).toEqual({ kind: 'size' });
  });
  it('a handler that does not answer is an error, answered ephemerally', async () => {
    const answer = await bot.send(click({ customId: 'silent' }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors[0]?.code).toBe('NO_RESPONSE');
  });
});

describe('local checks refuse what the service would refuse, before sending', () => {
  it('update() from a command', async () => {
    const answer = await bot.send(interaction({ name: 'wrong' }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors[0]?.code).toBe('INVALID_RESPONSE');
    expect(errors[0]?.message).toMatch(/^update\(\): .*UPDATE_MESSAGE \(7\) cannot answer a command/);
  });
  it('a reply with six buttons in a row, with the path', async () => {
    await bot.send(interaction({ name: 'wide' }));
    expect(errors[0]?.code).toBe('INVALID_RESPONSE');
    expect(errors[0]?.issues).toEqual([expect.stringMatching(/^data\.components\[0\]\.components\[5\]: /)]);
  });
  it('a destructured reply works on commands too', async () => {
    expect((await bot.send(interaction({ name: 'ping' }))).body).toEqual({
      type: 4,
      data: { content: 'Pong', components: [] },
    });
  });
});

describe('resolved users and roles of entity selects', () => {
  it('mentionable selects hand users (with members) and roles', async () => {
    let got: ComponentContext | undefined;
    const local = await startBot({
      commands: [],
      components: [
        component('who', (ctx) => {
          got = ctx;
          return ctx.deferUpdate();
        }),
      ],
    });
    try {
      await local.send(
        click({
          customId: 'who',
          componentType: 7,
          values: [bob.id, modRole.id],
          resolved: {
            users: { [bob.id]: bob },
            members: { [bob.id]: bobMember },
            roles: { [modRole.id]: modRole },
          },
        }),
      );
      expect(got?.users).toEqual([{ user: bob, member: bobMember }]);
      expect(got?.roles).toEqual([modRole]);
    } finally {
      await local.close();
    }
  });
});
