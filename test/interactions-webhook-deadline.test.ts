import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Limits, type Timers } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler, type InteractionError } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A handler that never settles, with the automatic deferral off, against the emulator over real sockets.
// One virtual clock drives both sides: the emulator's clock (`now`) and its timers (its deadline check), and
// the bot's timers; no test waits on real time.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GUILD = '1250000000000000100';
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';
/** How long the request takes to reach the bot, on the service's clock. */
const transitMs = 100;

/** Timers that run only when the test fires them. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = next++;
      pending.set(handle, { callback, ms });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Fires the pending timers of one delay. */
    fire(ms: number) {
      const due = [...pending].filter(([, timer]) => timer.ms === ms);
      for (const [handle] of due) pending.delete(handle);
      for (const [, timer] of due) timer.callback();
    },
    /** Fires every pending timer. */
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
    },
  };
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

let now = T0;
const emulatorTimers = manualTimers();
const botTimers = manualTimers();
const errors: InteractionError[] = [];
let reached = gate();
let emu: RunningEmulator;
let server: Server;

const slow = new SlashCommandBuilder().setName('slow').setDescription('Never answers');

beforeAll(async () => {
  emu = await startEmulator({ now: () => now, timers: emulatorTimers.timers, rateLimits: 'off' });
  const bot = emu.world.application;
  await syncCommands(new REST({ token: bot.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: bot.id,
    commands: [slow],
  });
  const handler = createInteractionHandler({
    publicKey: bot.publicKey,
    now: () => now,
    timers: botTimers.timers,
    autoDeferMs: false,
    restOptions: { baseUrl: emu.apiBaseUrl },
    commands: [
      command(slow, async () => {
        reached.open();
        await new Promise(() => {}); // never settles
      }),
    ],
    onError: (error) => void errors.push(error as InteractionError),
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

describe('a webhook handler that never settles, with autoDeferMs: false', () => {
  it("is answered 500 before the service's deadline, so the service hears the failure in time", async () => {
    reached = gate();
    const run = fetch(`${emu.url}/_emulator/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: MEMBER, guildId: GUILD, channelId: GENERAL, name: 'slow' }),
    });
    await reached.promise;
    // The bot waits on two timers: its own answer deadline and the token's lifetime.
    const answerBy = Math.min(...botTimers.delays());
    expect(Math.max(...botTimers.delays())).toBe(Limits.interactionTokenLifetimeMs);
    // On the service's clock, the request's transit and then the bot's wait have passed; the emulator's
    // deadline check runs at that moment, before the bot's answer is sent.
    now += transitMs + answerBy;
    emulatorTimers.fireAll();
    botTimers.fire(answerBy);
    const result: Json = await (await run).json();
    expect(result).toMatchObject({ status: 'failed', responseType: null, messages: [] });
    // The endpoint's answer reached the emulator before its deadline (not "gave no answer within 3 s").
    expect(result.error).toMatch(/the endpoint answered HTTP 500/);
    expect(errors.map((error) => error.code)).toEqual(['DEADLINE_PASSED']);
    expect(errors[0]?.message).toMatch(/^\/slow: no initial response in time for the service's 3000 ms/);
  });
});
