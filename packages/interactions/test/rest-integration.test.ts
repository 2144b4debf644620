import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatInputContext, command, type InteractionRestClient } from '../src/index.js';
import { startBot } from './support/bot.js';
import { appId, interaction, token } from './support/fixtures.js';
import { gate, startWebhookStub } from './support/servers.js';

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
beforeAll(async () => {
  stub = await startWebhookStub();
});
afterAll(() => stub.close());

describe('follow-ups through @slashkit/rest', () => {
  it('loads REST on first use from restOptions and sends follow-ups and edits with it', async () => {
    const finished = gate();
    const errors: unknown[] = [];
    const bot = await startBot({
      restOptions: { baseUrl: stub.url },
      onError: (error) => void errors.push(error),
      commands: [
        command({ name: 'work', description: 'Work' }, async (ctx: ChatInputContext) => {
          try {
            await ctx.reply('first');
            await ctx.followUp('second');
            await ctx.editReply('first, edited');
          } finally {
            finished.open();
          }
        }),
      ],
    });
    try {
      stub.calls.length = 0;
      const answer = await bot.send(interaction({ name: 'work' }));
      expect(answer.body).toEqual({ type: 4, data: { content: 'first' } });
      await finished.promise;
      expect(errors).toEqual([]);
      expect(stub.calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', `/webhooks/${appId}/${token}`, { content: 'second' }],
        ['PATCH', `/webhooks/${appId}/${token}/messages/@original`, { content: 'first, edited' }],
      ]);
    } finally {
      await bot.close();
    }
  });

  it('accepts a REST instance as the rest option', () => {
    const rest: InteractionRestClient = new REST({ baseUrl: stub.url });
    expect(typeof rest.interactions.createFollowupMessage).toBe('function');
  });
});
