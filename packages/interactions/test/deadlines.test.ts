import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AutocompleteContext,
  type ChatInputContext,
  command,
  type EntryPointContext,
  type InteractionError,
  type InteractionErrorInfo,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import { appId, interaction, token } from './support/fixtures.js';
import { gate, manualTimers, startWebhookStub } from './support/servers.js';

type Step = (ctx: ChatInputContext) => Promise<unknown>;

const clock = manualTimers();
const reported: { error: InteractionError; info: InteractionErrorInfo }[] = [];
const caught: InteractionError[] = [];
let step: Step = async () => {};
let autocompleteStep: (ctx: AutocompleteContext) => Promise<unknown> = async () => {};
let finished = gate();
const nextReport = gate();

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    autoDeferMs: 1500,
    timers: clock.timers,
    onError: (error, info) => {
      reported.push({ error: error as InteractionError, info });
      nextReport.open();
    },
    commands: [
      command(
        {
          name: 'work',
          description: 'Work',
          options: [{ type: 3, name: 'q', description: 'Q', autocomplete: true }],
        },
        {
          run: async (ctx: ChatInputContext) => {
            try {
              await step(ctx);
            } finally {
              finished.open();
            }
          },
          autocomplete: async (ctx: AutocompleteContext) => {
            try {
              await autocompleteStep(ctx);
            } finally {
              finished.open();
            }
          },
        },
      ),
      command(
        { name: 'quiet', description: 'Quiet' },
        {
          run: async (ctx: ChatInputContext) => {
            try {
              await step(ctx);
            } finally {
              finished.open();
            }
          },
          deferEphemeral: true,
        },
      ),
      command({ name: 'launch', type: 4, handler: 1 }, async (ctx: EntryPointContext) => {
        try {
          await step(ctx as unknown as ChatInputContext);
          await ctx.launchActivity();
        } catch (error) {
          caught.push(error as InteractionError);
          throw error;
        } finally {
          finished.open();
        }
      }),
    ],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});

/**
 * Delivers one interaction whose handler runs `handlerStep`: `http` is the HTTP answer, `done` resolves
 * with it once the handler has finished too.
 */
function run(handlerStep: Step, payload = interaction({ name: 'work' }), reset = true) {
  step = handlerStep;
  finished = gate();
  if (reset) {
    stub.calls.length = 0;
    reported.length = 0;
    caught.length = 0;
  }
  const http = bot.send(payload);
  const done = http.then(async (answer) => {
    await finished.promise;
    return answer;
  });
  return { http, done };
}

/**
 * Sends an interaction whose handler is held until the deadline fires, then does `after`; returns the HTTP
 * answer (given at the deadline) and `release`, which lets the handler go on and waits for it to finish.
 */
async function runPastDeadline(after: Step, payload = interaction({ name: 'work' })) {
  const hold = gate();
  const reached = gate();
  stub.calls.length = 0;
  reported.length = 0;
  caught.length = 0;
  const answer = run(
    async (ctx) => {
      reached.open();
      await hold.promise;
      await after(ctx);
    },
    payload,
    false,
  );
  await Promise.all([clock.scheduled(), reached.promise]);
  // The automatic deferral, the webhook's wait (ending before the service's 3 s deadline), the token's
  // 15-minute lifetime.
  expect(clock.delays().sort((a, b) => a - b)).toEqual([1500, 2750, 900_000]);
  clock.fire(1500);
  const { body } = await answer.http;
  return {
    body,
    release: async () => {
      hold.open();
      await finished.promise;
    },
  };
}

const noToken = () => {
  for (const { error, info } of reported) {
    expect(String(error.message)).not.toContain(token);
    expect(JSON.stringify(info)).not.toContain(token);
  }
};

describe('the 3-second deadline', () => {
  it('sends a quick reply inline and cancels the deadline timer', async () => {
    const { body } = await run((ctx) => ctx.reply('quick')).done;
    expect(body).toEqual({ type: 4, data: { content: 'quick' } });
    expect(clock.pending.size).toBe(0);
    expect(stub.calls).toEqual([]);
  });

  it('defers automatically at the deadline; the late reply becomes an edit of @original', async () => {
    const { body, release } = await runPastDeadline(async (ctx) => {
      expect(ctx.deferred).toBe(true);
      await ctx.reply({ content: 'late but here', ephemeral: true });
    });
    expect(body).toEqual({ type: 5 });
    await release();
    expect(stub.calls).toEqual([
      {
        method: 'PATCH',
        path: `/webhooks/${appId}/${token}/messages/@original`,
        body: { content: 'late but here', flags: 0 },
      },
    ]);
    expect(reported).toEqual([]);
  });

  it('makes the automatic deferral ephemeral when the command asks for it', async () => {
    const { body, release } = await runPastDeadline(
      (ctx) => ctx.reply('psst'),
      interaction({ name: 'quiet' }),
    );
    expect(body).toEqual({ type: 5, data: { flags: 64 } });
    await release();
    expect(stub.calls.map((c) => c.method)).toEqual(['PATCH']);
  });

  it('treats an explicit defer after the automatic one as done, and a reply after an explicit defer as an edit', async () => {
    const late = await runPastDeadline(async (ctx) => {
      await ctx.defer();
      await ctx.editReply('edited');
    });
    await late.release();
    expect(stub.calls.map((c) => [c.method, c.body])).toEqual([['PATCH', { content: 'edited' }]]);

    const { body } = await run(async (ctx) => {
      await ctx.defer({ ephemeral: true });
      await ctx.reply('after defer');
    }).done;
    expect(body).toEqual({ type: 5, data: { flags: 64 } });
    expect(stub.calls.map((c) => [c.method, c.body])).toEqual([['PATCH', { content: 'after defer' }]]);
  });

  it('answers autocomplete with no suggestions at the deadline; a later respond() is an error', async () => {
    const hold = gate();
    const reached = gate();
    autocompleteStep = async (ctx) => {
      reached.open();
      await hold.promise;
      await ctx.respond([{ name: 'late', value: 'late' }]);
    };
    finished = gate();
    reported.length = 0;
    const answer = bot.send(
      interaction({ type: 4, name: 'work', options: [{ name: 'q', type: 3, value: 'x', focused: true }] }),
    );
    await Promise.all([clock.scheduled(), reached.promise]);
    clock.fire(1500);
    expect((await answer).body).toEqual({ type: 8, data: { choices: [] } });
    hold.open();
    await finished.promise;
    await nextReport.promise; // reported after the handler's promise settles
    expect(reported.map((r) => r.error.code)).toEqual(['DEADLINE_PASSED']);
    expect(reported[0]?.error.message).toMatch(/autocomplete cannot be deferred/i);
  });

  it('refuses launchActivity() after the automatic deferral and says why', async () => {
    const { body, release } = await runPastDeadline(
      async () => {},
      interaction({ name: 'launch', commandType: 4 }),
    );
    expect(body).toEqual({ type: 5 });
    await release();
    expect(caught[0]?.code).toBe('ALREADY_ACKNOWLEDGED');
    expect(caught[0]?.message).toMatch(/deferred automatically after 1500 ms/);
  });
});

describe('one initial response', () => {
  it('makes a second reply an error that says what to do instead', async () => {
    let second: InteractionError | undefined;
    const { body } = await run(async (ctx) => {
      await ctx.reply('first');
      second = await ctx.reply('second').then(
        () => undefined,
        (error: InteractionError) => error,
      );
      const deferAgain = await ctx.defer().catch((error: InteractionError) => error);
      expect((deferAgain as InteractionError).code).toBe('ALREADY_ACKNOWLEDGED');
    }).done;
    expect(body).toEqual({ type: 4, data: { content: 'first' } });
    expect(second?.code).toBe('ALREADY_ACKNOWLEDGED');
    expect(second?.message).toMatch(/already answered by reply\(\).*followUp\(\).*editReply\(\)/);
  });

  it('sends follow-ups, edits and deletes through REST after the reply', async () => {
    await run(async (ctx) => {
      const early = await ctx.followUp('too soon').catch((error: InteractionError) => error);
      expect((early as InteractionError).code).toBe('NOT_ACKNOWLEDGED');
      await ctx.reply('first');
      const followUp = await ctx.followUp({ content: 'more', ephemeral: true });
      expect(followUp.id).toBeTypeOf('string');
      await ctx.editReply('first, edited');
      await ctx.deleteReply();
    }).done;
    expect(stub.calls).toEqual([
      { method: 'POST', path: `/webhooks/${appId}/${token}`, body: { content: 'more', flags: 64 } },
      {
        method: 'PATCH',
        path: `/webhooks/${appId}/${token}/messages/@original`,
        body: { content: 'first, edited' },
      },
      { method: 'DELETE', path: `/webhooks/${appId}/${token}/messages/@original`, body: undefined },
    ]);
  });
});

describe('errors in handlers', () => {
  it('catches a throwing handler: onError hears it, the user gets an ephemeral error reply', async () => {
    const { body } = await run(async () => {
      throw new Error('database down');
    }).done;
    expect(body).toEqual({
      type: 4,
      data: { content: 'Something went wrong while running this command.', flags: 64 },
    });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.error.message).toBe('database down');
    expect(reported[0]?.info).toMatchObject({ commandName: 'work', commandType: 1, interactionType: 2 });
    noToken();
  });

  it('edits the deferred message when the handler throws after the deadline', async () => {
    const { release } = await runPastDeadline(async () => {
      throw new Error('slow failure');
    });
    await release();
    await stub.waitForCalls(1);
    expect(stub.calls).toEqual([
      {
        method: 'PATCH',
        path: `/webhooks/${appId}/${token}/messages/@original`,
        body: { content: 'Something went wrong while running this command.', flags: 0 },
      },
    ]);
  });

  it('sends an ephemeral follow-up when the handler throws after replying', async () => {
    await run(async (ctx) => {
      await ctx.reply('ok so far');
      throw new Error('then broke');
    }).done;
    await stub.waitForCalls(1);
    expect(stub.calls).toEqual([
      {
        method: 'POST',
        path: `/webhooks/${appId}/${token}`,
        body: { content: 'Something went wrong while running this command.', flags: 64 },
      },
    ]);
  });

  it('reports a handler that finished without answering, and answers for it', async () => {
    const { body } = await run(async () => {}).done;
    expect(body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(reported.map((r) => r.error.code)).toEqual(['NO_RESPONSE']);
    expect(reported[0]?.error.message).toMatch(/finished without answering; call ctx.reply\(\)/);
  });
});

describe('dispatch() for other transports', () => {
  it('answers through the callback endpoint when no respond function is given (gateway)', async () => {
    step = (ctx) => ctx.reply('via callback');
    finished = gate();
    stub.calls.length = 0;
    const payload = interaction({ name: 'work' });
    await bot.handler.dispatch(payload);
    expect(stub.calls).toEqual([
      {
        method: 'POST',
        path: `/interactions/${payload.id}/${token}/callback`,
        body: { type: 4, data: { content: 'via callback' } },
      },
    ]);
  });

  it('hands the initial response to a given respond function', async () => {
    step = (ctx) => ctx.reply('to you');
    const sent: unknown[] = [];
    await bot.handler.dispatch(interaction({ name: 'work' }), { respond: (body) => void sent.push(body) });
    expect(sent).toEqual([{ type: 4, data: { content: 'to you' } }]);
    await bot.handler.dispatch({ type: 1 } as never, { respond: (body) => void sent.push(body) });
    expect(sent.at(-1)).toEqual({ type: 1 });
  });
});
