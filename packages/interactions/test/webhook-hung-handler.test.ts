import { Limits } from '@slashkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatInputContext, command, type InteractionError } from '../src/index.js';
import { startBot } from './support/bot.js';
import { interaction } from './support/fixtures.js';
import { gate, manualTimers, startWebhookStub } from './support/servers.js';

type Step = (ctx: ChatInputContext) => Promise<unknown>;

/** A bot whose one command runs whatever the test sets, on timers the test fires. */
async function hungBot(autoDeferMs: number | false) {
  const clock = manualTimers();
  const reported: InteractionError[] = [];
  const reports: (() => void)[] = [];
  const warnings: string[] = [];
  let step: Step = async () => {};
  const bot = await startBot({
    rest: stub.rest,
    autoDeferMs,
    timers: clock.timers,
    logger: { warn: (line) => warnings.push(line) },
    onError: (error) => {
      reported.push(error as InteractionError);
      for (const wake of reports.splice(0)) wake();
    },
    commands: [command({ name: 'slow', description: 'Slow' }, (ctx: ChatInputContext) => step(ctx))],
  });
  return {
    bot,
    clock,
    reported,
    warnings,
    /** Resolves once `count` errors have been reported. */
    reportedCount: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (reported.length >= count ? resolve() : reports.push(check));
        check();
      }),
    setStep: (next: Step) => {
      step = next;
    },
  };
}

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
beforeAll(async () => {
  stub = await startWebhookStub();
});
afterAll(() => stub.close());

describe('a handler that never settles', () => {
  it('with auto-defer off, the HTTP request is answered before the 3 s deadline, reported, and a late reply says what to do', async () => {
    const { bot, clock, reported, reportedCount, setStep } = await hungBot(false);
    try {
      const reached = gate();
      const release = gate();
      let late: unknown;
      const done = gate();
      setStep(async (ctx) => {
        reached.open();
        await release.promise;
        late = await ctx.reply('finally').catch((error: unknown) => error);
        done.open();
      });
      const answer = bot.send(interaction({ name: 'slow' }));
      await reached.promise;
      // The webhook's own wait, and the token's lifetime; the answer leaves early enough to arrive in time.
      const [answerBy, lifetime] = clock.delays().sort((a, b) => a - b);
      expect(lifetime).toBe(Limits.interactionTokenLifetimeMs);
      expect(answerBy).toBeLessThan(Limits.interactionResponseDeadlineMs);
      clock.fire(answerBy!);
      const { status, body } = await answer;
      expect(status).toBe(500);
      expect((body as { message: string }).message).toMatch(
        /No initial response in time for the service's 3000 ms deadline/,
      );
      await reportedCount(1);
      expect(reported[0]?.code).toBe('DEADLINE_PASSED');
      expect(reported[0]?.message).toMatch(
        /^\/slow: no initial response in time .*Call ctx\.defer\(\) first/,
      );
      release.open();
      await done.promise;
      expect((late as InteractionError).code).toBe('DEADLINE_PASSED');
      expect((late as InteractionError).message).toMatch(/too late .*leave autoDeferMs on/);
    } finally {
      await bot.close();
    }
  });

  it('with auto-defer set close to the deadline, the webhook waits for the automatic deferral', async () => {
    const { bot, clock, reported, setStep } = await hungBot(2900);
    try {
      const reached = gate();
      setStep(async () => {
        reached.open();
        await new Promise(() => {}); // never settles
      });
      const answer = bot.send(interaction({ name: 'slow' }));
      await reached.promise;
      // The deferral and the webhook's own wait are due together; the deferral goes first.
      expect(clock.delays().sort((a, b) => a - b)).toEqual([2900, 2900, Limits.interactionTokenLifetimeMs]);
      clock.fire(2900);
      expect(await answer).toEqual({ status: 200, body: { type: 5 } });
      expect(reported).toEqual([]);
    } finally {
      await bot.close();
    }
  });

  it('with auto-defer on, is deferred, logged at the 3 s deadline, then let go when the token expires: its signal aborts and it is reported', async () => {
    const { bot, clock, reported, reportedCount, setStep, warnings } = await hungBot(1500);
    try {
      let signal: AbortSignal | undefined;
      const reached = gate();
      setStep(async (ctx) => {
        signal = ctx.signal;
        reached.open();
        await new Promise(() => {}); // never settles
      });
      const answer = bot.send(interaction({ name: 'slow' }));
      await reached.promise;
      expect(signal?.aborted).toBe(false);
      clock.fire(1500);
      expect((await answer).body).toEqual({ type: 5 });
      // At the service's deadline (3 s after it arrived, 1.5 s after the deferral) the handler is still
      // running, and says so with its command and how long it has run, rather than nothing for 15 minutes.
      expect(clock.delays().sort((a, b) => a - b)).toEqual([1500, Limits.interactionTokenLifetimeMs]);
      expect(warnings).toEqual([]);
      clock.fire(1500);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^\[@slashkit\/interactions\] \/slow \(interaction \d+\): the handler is still running 3 s after the interaction arrived; it was deferred automatically after 1500 ms, so the user sees "thinking…" until it answers with editReply\(\) or followUp\(\)\./,
      );
      clock.fire(900_000);
      await reportedCount(1);
      expect(signal?.aborted).toBe(true);
      expect(signal?.reason).toMatchObject({ code: 'TOKEN_EXPIRED' });
      expect(reported.map((error) => error.code)).toEqual(['TOKEN_EXPIRED']);
      expect(reported[0]?.message).toMatch(
        /^\/slow: the handler was still running when the interaction token expired \(15 minutes after the interaction arrived\).*ctx\.signal/,
      );
      // Nothing is left scheduled: the hung handler holds no timer and is no longer awaited.
      expect(clock.delays()).toEqual([]);
    } finally {
      await bot.close();
    }
  });

  it('settles the promise given to waitUntil when the token expires', async () => {
    const { bot, clock, reportedCount, setStep } = await hungBot(false);
    const reached = gate();
    setStep(async (ctx) => {
      await ctx.defer();
      reached.open();
      await new Promise(() => {});
    });
    const waits: Promise<unknown>[] = [];
    const request = await signedRequest(bot, interaction({ name: 'slow' }));
    const response = await bot.handler.fetch(request, { waitUntil: (promise) => waits.push(promise) });
    expect(await response.json()).toEqual({ type: 5 });
    await reached.promise;
    expect(waits).toHaveLength(1);
    clock.fire(900_000);
    await waits[0];
    await reportedCount(1);
    await bot.close();
  });
});

/** A Fetch request signed for the bot's key, for the handler's `fetch`. */
async function signedRequest(bot: Awaited<ReturnType<typeof startBot>>, payload: unknown): Promise<Request> {
  const body = JSON.stringify(payload);
  return new Request('http://bot.test/', { method: 'POST', headers: bot.sign(body), body });
}
