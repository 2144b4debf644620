import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ComponentContext,
  component,
  type InteractionError,
  type ModalContext,
  modal,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import { click, componentMessage, submit } from './support/component-fixtures.js';
import { appId, token } from './support/fixtures.js';
import { gate, manualTimers, startWebhookStub } from './support/servers.js';

// The automatic deferral picks the right kind: 6 for components (unless told otherwise), 5 for modal
// submissions (6 when asked and a component opened the modal); later answers go through the webhook.

const clock = manualTimers();
// Opens when an automatic deferral (2000 ms) is scheduled: the interaction is then in its handler.
let deferring = gate();
const timers = {
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = clock.timers.setTimeout(callback, ms);
    if (ms === 2000) deferring.open();
    return handle;
  },
  clearTimeout: (handle: unknown) => clock.timers.clearTimeout(handle),
};
const errors: InteractionError[] = [];
// A handler that returns with its deferral (5) unanswered is warned about (test/left-deferred.test.ts).
const warnings: string[] = [];
let warned = gate();
let release = gate();
let after: (ctx: ComponentContext | ModalContext) => Promise<unknown> = async () => {};
let finished = gate();

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
let bot: Awaited<ReturnType<typeof startBot>>;

const slow = async (ctx: ComponentContext | ModalContext) => {
  try {
    await release.promise;
    await after(ctx);
  } finally {
    finished.open();
  }
};

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    timers,
    logger: {
      warn: (line) => {
        warnings.push(line);
        warned.open();
      },
    },
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [],
    components: [
      component('slow', slow),
      component('slow-reply', { run: slow, autoDefer: 'reply' }),
      component('slow-secret', { run: slow, autoDefer: 'ephemeral' }),
      component('defer-then-edit', async (ctx) => {
        await ctx.deferUpdate();
        await ctx.editReply('edited');
        await ctx.reply('and a new message');
        finished.open();
      }),
    ],
    modals: [modal('slow-form', slow), modal('slow-form-update', { run: slow, autoDefer: 'update' })],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});
beforeEach(() => {
  errors.length = 0;
  warnings.length = 0;
  warned = gate();
  stub.calls.length = 0;
  release = gate();
  finished = gate();
  deferring = gate();
  after = async () => {};
});

/** Sends, lets the deferral fire, then lets the handler go on; resolves with the inline answer. */
async function deferred(payload: unknown) {
  const sending = bot.send(payload);
  await deferring.promise;
  deferring = gate();
  clock.fire(2000); // the automatic deferral only (not the 3 s answer deadline or the token's lifetime)
  const answer = await sending;
  release.open();
  await finished.promise;
  return answer.body;
}

describe('automatic deferral of components and modals', () => {
  it('a slow component is deferred with 6, and update() then edits the message', async () => {
    after = (ctx) => (ctx as ComponentContext).update('done');
    expect(await deferred(click({ customId: 'slow' }))).toEqual({ type: 6 });
    await stub.waitForCalls(1);
    expect(stub.calls).toEqual([
      { method: 'PATCH', path: `/webhooks/${appId}/${token}/messages/@original`, body: { content: 'done' } },
    ]);
  });
  it("autoDefer: 'reply' sends 5, and reply() fills it in", async () => {
    after = (ctx) => ctx.reply('late');
    expect(await deferred(click({ customId: 'slow-reply' }))).toEqual({ type: 5 });
    await stub.waitForCalls(1);
    expect(stub.calls[0]).toMatchObject({ method: 'PATCH', body: { content: 'late' } });
  });
  it("autoDefer: 'ephemeral' sends 5 with EPHEMERAL", async () => {
    after = (ctx) => ctx.reply('secret');
    expect(await deferred(click({ customId: 'slow-secret' }))).toEqual({ type: 5, data: { flags: 64 } });
  });
  it('a slow modal submission is deferred with 5', async () => {
    after = (ctx) => ctx.reply('saved');
    expect(await deferred(submit({ customId: 'slow-form', values: {} }))).toEqual({ type: 5 });
  });
  it("autoDefer: 'update' on a modal opened from a component sends 6; from a command it falls back to 5", async () => {
    expect(
      await deferred(submit({ customId: 'slow-form-update', values: {}, message: componentMessage() })),
    ).toEqual({ type: 6 });
    release = gate();
    finished = gate();
    expect(await deferred(submit({ customId: 'slow-form-update', values: {} }))).toEqual({ type: 5 });
    // The handler answered neither: the 6 leaves the message as it was, the 5 leaves "thinking…".
    await warned.promise;
    expect(warnings).toEqual([expect.stringContaining('custom_id "slow-form-update"')]);
  });
  it('deferUpdate() then editReply() edits the message, and reply() becomes a follow-up', async () => {
    const answer = await bot.send(click({ customId: 'defer-then-edit' }));
    expect(answer.body).toEqual({ type: 6 });
    await finished.promise;
    await stub.waitForCalls(2);
    expect(stub.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', `/webhooks/${appId}/${token}/messages/@original`, { content: 'edited' }],
      ['POST', `/webhooks/${appId}/${token}`, { content: 'and a new message' }],
    ]);
  });
  it('deferUpdate() after the automatic one is a no-op; update() as an initial response is then too late', async () => {
    const caught: unknown[] = [];
    after = async (ctx) => {
      const component = ctx as ComponentContext;
      await component.deferUpdate();
      await component.showModal({ custom_id: 'm', title: 'M', components: [] }).catch((e) => caught.push(e));
    };
    await deferred(click({ customId: 'slow' }));
    expect((caught[0] as InteractionError).code).toBe('ALREADY_ACKNOWLEDGED');
    expect(errors).toEqual([]);
  });
});
