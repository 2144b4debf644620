import { Limits } from '@slashkit/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatInputContext,
  type ComponentContext,
  command,
  component,
  createInteractionHandler,
  type InteractionError,
  type ModalContext,
  modal,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import { click, componentMessage, submit } from './support/component-fixtures.js';
import { appId, interaction, token } from './support/fixtures.js';
import { gate, manualTimers, startWebhookStub } from './support/servers.js';

// A handler that defers ("thinking…") and returns without editing or following up leaves the user
// waiting until the token expires: the handler's logger hears of it, once. Driven over real sockets: a
// signed webhook into a node:http bot, edits and follow-ups out to a stub of the service's webhook routes.

const clock = manualTimers();
// The handler's end is seen where the dispatcher ends the interaction: it clears the token's lifetime timer
// (after the warning would have been logged), so the tests wait on that, never on time.
const lifetimes = new Set<unknown>();
let ended = 0;
let endWaiters: { count: number; resolve: () => void }[] = [];
const dispatchesEnded = (count: number): Promise<void> =>
  ended >= count ? Promise.resolve() : new Promise((resolve) => endWaiters.push({ count, resolve }));
// Opens when the automatic deferral (2000 ms) is scheduled, or when awaitComponent() waits (30 s).
let deferring = gate();
let waiting = gate();
const timers = {
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = clock.timers.setTimeout(callback, ms);
    if (ms === Limits.interactionTokenLifetimeMs) lifetimes.add(handle);
    if (ms === 2000) deferring.open();
    if (ms === 30_000) waiting.open();
    return handle;
  },
  clearTimeout(handle: unknown): void {
    clock.timers.clearTimeout(handle);
    if (!lifetimes.delete(handle)) return;
    ended++;
    for (const waiter of endWaiters.filter((w) => ended >= w.count)) waiter.resolve();
    endWaiters = endWaiters.filter((w) => ended < w.count);
  },
};

const warnings: string[] = [];
const errors: InteractionError[] = [];
let release = gate();
let background: Promise<unknown> = Promise.resolve();

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
let bot: Awaited<ReturnType<typeof startBot>>;

const buttons = {
  content: 'Sure?',
  components: [
    {
      type: 1 as const,
      components: [{ type: 2 as const, style: 1 as const, label: 'Yes', custom_id: 'ask:yes' }],
    },
  ],
};

const slash = (name: string, run: (ctx: ChatInputContext) => Promise<unknown>) =>
  command({ name, description: name }, run);

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    timers,
    logger: { warn: (line) => warnings.push(line), error: () => undefined },
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      slash('leave', (ctx) => ctx.defer()),
      slash('leave-secret', (ctx) => ctx.defer({ ephemeral: true })),
      slash('edit', async (ctx) => {
        await ctx.defer();
        await ctx.editReply('done');
      }),
      slash('late-reply', async (ctx) => {
        await ctx.defer();
        await ctx.reply('done');
      }),
      slash('follow-up', async (ctx) => {
        await ctx.defer();
        await ctx.followUp('done');
      }),
      slash('delete', async (ctx) => {
        await ctx.defer();
        await ctx.deleteReply();
      }),
      slash('answer', (ctx) => ctx.reply('at once')),
      slash('throw', async (ctx) => {
        await ctx.defer();
        throw new Error('boom');
      }),
      slash('slow', async () => {
        await release.promise;
      }),
      slash('queue', async (ctx) => {
        await ctx.defer({ background: true });
        // The context outlives the handler: the "job" answers once the test lets it.
        background = release.promise.then(() => ctx.editReply('from the job'));
      }),
      slash('ask', async (ctx) => {
        await ctx.reply(buttons);
        const choice = await ctx.awaitComponent({ timeoutMs: 30_000 });
        await choice.defer();
        await release.promise;
        await choice.editReply('confirmed');
      }),
    ],
    components: [
      component('think', (ctx: ComponentContext) => ctx.defer()),
      component('quiet', (ctx: ComponentContext) => ctx.deferUpdate()),
      component('slow-click', async () => {
        await release.promise;
      }),
    ],
    modals: [modal('form', (ctx: ModalContext) => ctx.defer())],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});
beforeEach(() => {
  warnings.length = 0;
  errors.length = 0;
  stub.calls.length = 0;
  ended = 0;
  release = gate();
  deferring = gate();
  waiting = gate();
});

/** Delivers one interaction and waits until its handler is done. */
async function run(payload: unknown): Promise<unknown> {
  ended = 0;
  const { body } = await bot.send(payload);
  await dispatchesEnded(1);
  return body;
}

/** Delivers one interaction, lets the automatic deferral fire, then lets the handler return. */
async function runDeferred(payload: unknown): Promise<unknown> {
  ended = 0;
  deferring = gate();
  release = gate();
  const sending = bot.send(payload);
  await deferring.promise;
  clock.fire(2000); // the automatic deferral only (not the 3 s deadline or the token's lifetime)
  const { body } = await sending;
  release.open();
  await dispatchesEnded(1);
  return body;
}

describe('a handler that defers and never answers', () => {
  it('gets one warning naming the command and what to do', async () => {
    expect(await run(interaction({ name: 'leave' }))).toEqual({ type: 5 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/leave');
    expect(warnings[0]).toContain('"thinking…"');
    expect(warnings[0]).toContain(
      "call editReply() or followUp() before the handler returns, or don't defer",
    );
    expect(warnings[0]).toContain('defer({ background: true })');
    expect(warnings[0]).not.toContain(token);
    expect(errors).toEqual([]);
  });
  it('an ephemeral deferral too', async () => {
    expect(await run(interaction({ name: 'leave-secret' }))).toEqual({ type: 5, data: { flags: 64 } });
    expect(warnings).toEqual([expect.stringContaining('/leave-secret')]);
  });
  it('the automatic deferral too, with its own advice', async () => {
    expect(await runDeferred(interaction({ name: 'slow' }))).toEqual({ type: 5 });
    expect(warnings).toEqual([expect.stringContaining('/slow')]);
    expect(warnings[0]).toContain('deferred automatically');
    expect(warnings[0]).toContain('call reply(), editReply() or followUp() before the handler returns');
    expect(errors).toEqual([]);
  });
  it('a component that defers with a loading state (5), named by its custom_id', async () => {
    expect(await run(click({ customId: 'think' }))).toEqual({ type: 5 });
    expect(warnings).toEqual([expect.stringContaining('custom_id "think"')]);
  });
  it('a modal submission that defers', async () => {
    expect(await run(submit({ customId: 'form', values: {} }))).toEqual({ type: 5 });
    expect(warnings).toEqual([expect.stringContaining('custom_id "form"')]);
  });
});

describe('no warning', () => {
  it.each(['edit', 'late-reply', 'follow-up', 'delete'])('when the handler defers, then %s', async (name) => {
    expect(await run(interaction({ name }))).toEqual({ type: 5 });
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]!.path.startsWith(`/webhooks/${appId}/${token}`)).toBe(true);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('when the handler answers directly', async () => {
    expect(await run(interaction({ name: 'answer' }))).toEqual({ type: 4, data: { content: 'at once' } });
    expect(warnings).toEqual([]);
  });
  it('when the handler throws: its error path edits the deferral into the error message, as before', async () => {
    expect(await run(interaction({ name: 'throw' }))).toEqual({ type: 5 });
    expect(errors.map((error) => error.message)).toEqual(['boom']);
    expect(stub.calls).toMatchObject([
      {
        method: 'PATCH',
        path: `/webhooks/${appId}/${token}/messages/@original`,
        body: { content: 'Something went wrong while running this command.' },
      },
    ]);
    expect(warnings).toEqual([]);
  });
  it('for a deferred update (6): it acks without a loading state, so the message simply stays as it was', async () => {
    expect(await run(click({ customId: 'quiet' }))).toEqual({ type: 6 });
    expect(await runDeferred(click({ customId: 'slow-click' }))).toEqual({ type: 6 });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('with defer({ background: true }): the work the handler handed the context to answers later', async () => {
    expect(await run(interaction({ name: 'queue' }))).toEqual({ type: 5 });
    expect(warnings).toEqual([]);
    release.open();
    await background;
    expect(stub.calls).toEqual([
      {
        method: 'PATCH',
        path: `/webhooks/${appId}/${token}/messages/@original`,
        body: { content: 'from the job' },
      },
    ]);
    expect(warnings).toEqual([]);
  });
  it('for a click handed to awaitComponent(): the waiting code answers it after the click is done', async () => {
    const origin = interaction({ name: 'ask' });
    expect((await bot.send(origin)).body).toEqual({ type: 4, data: buttons });
    await waiting.promise;
    const answer = await bot.send(click({ customId: 'ask:yes', message: componentMessage(origin.id) }));
    expect(answer.body).toEqual({ type: 5 });
    await dispatchesEnded(1); // the click
    expect(warnings).toEqual([]);
    release.open();
    await dispatchesEnded(2); // the command, once the waiting code has edited the click's deferral
    expect(stub.calls.map((call) => call.body)).toEqual([{ content: 'confirmed' }]);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('where the warning goes', () => {
  const leave = command({ name: 'leave', description: 'leave' }, (ctx: ChatInputContext) => ctx.defer());
  const dispatchLeave = (logger?: { warn?: (line: string) => void }) =>
    createInteractionHandler({
      gatewayOnly: true,
      commands: [leave],
      timers,
      ...(logger ? { logger } : {}),
    }).dispatch(interaction({ name: 'leave' }), { respond: () => undefined });

  it('to console.warn without a logger, as errors go to console.error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await dispatchLeave();
      expect(warn.mock.calls).toEqual([[expect.stringContaining('/leave')]]);
    } finally {
      warn.mockRestore();
    }
  });
  it('nowhere for a logger without warn (a package calls only the levels it is given)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await dispatchLeave({});
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
