import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatInputContext,
  type ComponentContext,
  command,
  component,
  type InteractionError,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import { click, componentMessage } from './support/component-fixtures.js';
import { bob, channelId, interaction } from './support/fixtures.js';
import { gate, manualTimers, startWebhookStub } from './support/servers.js';

// The awaitable one-off flow: reply with components, then wait for the next click on that message.

const clock = manualTimers();
const errors: InteractionError[] = [];
let outcome = gate<string>();
let stub: Awaited<ReturnType<typeof startWebhookStub>>;
let bot: Awaited<ReturnType<typeof startBot>>;

const confirm = {
  content: 'Delete everything?',
  components: [
    {
      type: 1 as const,
      components: [
        { type: 2 as const, style: 4 as const, label: 'Yes', custom_id: 'confirm:yes' },
        { type: 2 as const, style: 2 as const, label: 'No', custom_id: 'confirm:no' },
      ],
    },
  ],
};

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    timers: clock.timers,
    autoDeferMs: false,
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command({ name: 'wipe', description: 'Wipe' }, async (ctx: ChatInputContext) => {
        await ctx.reply(confirm);
        try {
          const choice = await ctx.awaitComponent({
            timeoutMs: 30_000,
            filter: (click) => click.user.id === ctx.user.id,
          });
          await choice.update({ content: `answered ${choice.customId}`, components: [] });
          outcome.open(choice.customId);
        } catch (error) {
          outcome.open((error as InteractionError).code);
        }
      }),
    ],
    components: [
      component('confirm:{answer}', (ctx: ComponentContext) => ctx.reply(`stale ${ctx.params.answer}`)),
      component('wizard', async (ctx) => {
        await ctx.update({ content: 'step 2' });
        const next = await ctx.awaitComponent({ timeoutMs: 30_000 });
        await next.update(`finished with ${next.customId}`);
        outcome.open(next.customId);
      }),
    ],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});
beforeEach(() => {
  errors.length = 0;
  outcome = gate<string>();
});

describe('awaitComponent', () => {
  it("hands the next click on the reply's message to the waiting handler, whose update() answers it", async () => {
    const origin = interaction({ name: 'wipe' });
    expect((await bot.send(origin)).body).toEqual({ type: 4, data: confirm });
    await clock.scheduled();
    const answer = await bot.send(click({ customId: 'confirm:yes', message: componentMessage(origin.id) }));
    expect(answer.body).toEqual({ type: 7, data: { content: 'answered confirm:yes', components: [] } });
    expect(await outcome.promise).toBe('confirm:yes');
  });
  it('recognises an inline reply by the custom_ids it sent, in its channel', async () => {
    await bot.send(interaction({ name: 'wipe' }));
    await clock.scheduled();
    const answer = await bot.send(click({ customId: 'confirm:no', message: componentMessage() }));
    expect(answer.body).toEqual({ type: 7, data: { content: 'answered confirm:no', components: [] } });
    expect(await outcome.promise).toBe('confirm:no');
  });
  it('a click the filter refuses goes to the registered handler; the waiter keeps waiting until its timeout', async () => {
    const origin = interaction({ name: 'wipe' });
    await bot.send(origin);
    await clock.scheduled();
    const other = click({ customId: 'confirm:yes', message: componentMessage(origin.id) });
    const stranger = { ...other, member: { ...other.member!, user: bob } };
    expect((await bot.send(stranger)).body).toEqual({ type: 4, data: { content: 'stale yes' } });
    clock.fireAll();
    expect(await outcome.promise).toBe('COMPONENT_TIMEOUT');
  });
  it('a component that updated its message waits for the next click on that same message', async () => {
    const message = { ...componentMessage(), interaction_metadata: { id: 'an-older-command' } };
    expect((await bot.send(click({ customId: 'wizard', message }))).body).toEqual({
      type: 7,
      data: { content: 'step 2' },
    });
    await clock.scheduled();
    const answer = await bot.send(click({ customId: 'wizard-next', message }));
    expect(answer.body).toEqual({ type: 7, data: { content: 'finished with wizard-next' } });
    expect(await outcome.promise).toBe('wizard-next');
  });
  it('clicks on another channel do not match an inline reply', async () => {
    await bot.send(interaction({ name: 'wipe' }));
    await clock.scheduled();
    const elsewhere = {
      ...click({ customId: 'confirm:yes' }),
      channel_id: '999',
      channel: { id: '999', type: 0 as const },
    };
    expect(elsewhere.channel_id).not.toBe(channelId);
    expect((await bot.send(elsewhere)).body).toEqual({ type: 4, data: { content: 'stale yes' } });
    clock.fireAll();
    expect(await outcome.promise).toBe('COMPONENT_TIMEOUT');
  });
});
