import type { Timers } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler } from '@slashkit/interactions';
import {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientEvents,
  type GatewayClientOptions,
} from '@slashkit/interactions/gateway';
import { REST } from '@slashkit/rest';
import { afterEach, describe, expect, it } from 'vitest';

// A bot with no interactions endpoint URL, on the emulator's gateway over real sockets: it receives a
// command and answers it through the callback endpoint, gets permission edits as events, resumes after a
// forced drop with the dispatches it missed, and is refused with a bad token.

const MEMBER = '1250000000000000204';
const MODERATOR = '1250000000000000203';
const GENERAL = '1250000000000000402';
const NEWBIE = '1250000000000000205';

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Rolls a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));

/** Client timers that can be held: callbacks due while `hold` is on wait for `release()`. */
function holdableTimers(): Timers & { hold: boolean; pending: Set<unknown>; release(): void } {
  const pending = new Set<unknown>();
  const held: (() => void)[] = [];
  return {
    hold: false,
    pending,
    setTimeout(callback, ms) {
      const handle = setTimeout(() => {
        if (this.hold) {
          held.push(() => {
            pending.delete(handle);
            callback();
          });
        } else {
          pending.delete(handle);
          callback();
        }
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    release() {
      this.hold = false;
      for (const run of held.splice(0)) run();
    },
  };
}

function once<E extends keyof GatewayClientEvents>(
  client: GatewayClient,
  event: E,
): Promise<GatewayClientEvents[E]> {
  return new Promise((resolve) => {
    const off = client.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function admin(emu: RunningEmulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** An emulator, the `roll` command registered, and a gateway bot that answers it. */
async function startBot(options: Partial<GatewayClientOptions> = {}) {
  // A long heartbeat keeps the emulator from timing out a client held in a test's pause.
  const emu = await startEmulator({
    rateLimits: 'off',
    gateway: { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 },
  });
  cleanups.push(() => emu.stop());
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const errors: unknown[] = [];
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    rest,
    onError: (error) => void errors.push(error),
    commands: [command(roll, (ctx) => ctx.reply(`rolled a d${ctx.options.sides}`))],
  });
  await rest.commands.bulkOverwriteGuildCommands(app.id, emu.world.guild.id, [...handler.definitions]);
  const timers = holdableTimers();
  // The client's clock, which tests move together with the emulator's (identifies are paced per 5 s).
  const clock = { offset: 0 };
  const client = createGatewayClient({
    now: () => Date.now() + clock.offset,
    token: app.botToken,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    handler,
    rest,
    timers,
    backoff: { baseDelayMs: 5, maxDelayMs: 50 },
    ...options,
  });
  cleanups.push(() => client.close());
  /** Moves both clocks: the emulator's (admin API) and the client's. */
  const advance = async (ms: number) => {
    clock.offset += ms;
    expect((await admin(emu, 'POST', '/clock', { advanceMs: ms })).status).toBe(200);
  };
  return { emu, app, rest, client, timers, errors, advance };
}

function invoke(emu: RunningEmulator, sides: number) {
  return admin(emu, 'POST', '/interactions', {
    userId: MEMBER,
    guildId: emu.world.guild.id,
    channelId: GENERAL,
    name: 'roll',
    options: { sides },
  });
}

async function editPermissions(emu: RunningEmulator, permission: boolean, userId = MEMBER) {
  const token = (
    await admin(emu, 'POST', '/tokens', {
      userId: MODERATOR,
      scopes: ['applications.commands.permissions.update'],
    })
  ).body.access_token as string;
  const app = emu.world.application;
  const response = await fetch(
    `${emu.apiBaseUrl}/applications/${app.id}/guilds/${emu.world.guild.id}/commands/${app.id}/permissions`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permissions: [{ id: userId, type: 2, permission }] }),
    },
  );
  expect(response.status).toBe(200);
  return response.json();
}

describe('a gateway bot on the emulator', () => {
  it('receives a command over the gateway and answers it through the callback endpoint', async () => {
    const { emu, app, client, errors } = await startBot();
    expect(app.interactionsEndpointUrl).toBeNull();
    const ready = await client.connect();
    expect(ready).toMatchObject({ applicationId: app.id, userId: app.id });
    const seen = once(client, 'interactionCreate');
    const outcome = await invoke(emu, 20);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      delivery: 'gateway',
      status: 'answered',
      respondedVia: 'callback',
      responseType: 4,
      response: { type: 4, data: { content: 'rolled a d20' } },
    });
    expect(outcome.body.messages[0]).toMatchObject({ content: 'rolled a d20' });
    expect((await seen).data).toMatchObject({ name: 'roll', options: [{ name: 'sides', value: 20 }] });
    expect(errors).toEqual([]);
  });

  it('gets a permission edit as a typed event', async () => {
    const { emu, client } = await startBot();
    await client.connect();
    const update = once(client, 'applicationCommandPermissionsUpdate');
    const entry = await editPermissions(emu, false);
    expect(await update).toEqual(entry);
    expect(entry).toMatchObject({
      guild_id: emu.world.guild.id,
      permissions: [{ id: MEMBER, permission: false }],
    });
  });

  it('resumes after a forced drop and receives the dispatches it missed, interaction included', async () => {
    const { emu, app, client, timers, errors } = await startBot();
    const ready = await client.connect();
    const updates: unknown[] = [];
    client.on('applicationCommandPermissionsUpdate', (p) => updates.push(p));
    const readies: unknown[] = [];
    client.on('ready', (r) => readies.push(r));

    // Hold the client's reconnection so that dispatches pile up while it is away.
    timers.hold = true;
    const reconnecting = once(client, 'reconnecting');
    const dropped = await admin(emu, 'POST', '/gateway/disconnect', { applicationId: app.id, code: 4000 });
    expect(dropped.body).toEqual({ disconnected: [ready.sessionId] });
    expect(await reconnecting).toMatchObject({ code: 4000, resume: true });
    expect((await admin(emu, 'GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ sessionId: ready.sessionId, connected: false, seq: 1 }),
    ]);

    // The member keeps the right to run /roll: the interaction below must go through.
    const missed = [await editPermissions(emu, true), await editPermissions(emu, false, NEWBIE)];
    const published = new Promise<void>((resolve) => {
      const off = emu.context.events.subscribe((event) => {
        if (event.type === 'INTERACTION_CREATE') {
          off();
          resolve();
        }
      });
    });
    const answered = invoke(emu, 6); // answered only once the client is back
    await published;
    expect((await admin(emu, 'GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ connected: false, seq: 4 }),
    ]);

    const resumed = once(client, 'resumed');
    timers.release();
    expect(await resumed).toEqual({ sessionId: ready.sessionId, replayed: 3 });
    expect(updates).toEqual(missed);
    expect((await answered).body).toMatchObject({
      delivery: 'gateway',
      status: 'answered',
      response: { data: { content: 'rolled a d6' } },
    });
    expect(readies).toEqual([]); // resumed, not identified again
    expect(client.sequence).toBe(5);
    expect((await admin(emu, 'GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ sessionId: ready.sessionId, connected: true, resumes: 1 }),
    ]);
    expect(errors).toEqual([]);
  });

  it('identifies again when its session cannot be resumed', async () => {
    const { emu, app, client, advance } = await startBot();
    const first = await client.connect();
    // A new identify within 5 s of the first would wait for the next identify window (max_concurrency 1).
    await advance(5_000);
    const again = once(client, 'ready');
    await admin(emu, 'POST', '/gateway/disconnect', { applicationId: app.id, resumable: false });
    const second = await again;
    expect(second.sessionId).not.toBe(first.sessionId);
    const sessions = (await admin(emu, 'GET', '/gateway/sessions')).body;
    expect(sessions).toEqual([expect.objectContaining({ sessionId: second.sessionId, connected: true })]);
  });

  it('is refused with a bad token, by /gateway/bot (401) and by the gateway (4004)', async () => {
    const { emu } = await startBot();
    const viaLookup = createGatewayClient({ token: 'not-the-token', apiBaseUrl: emu.apiBaseUrl });
    cleanups.push(() => viaLookup.close());
    await expect(viaLookup.connect()).rejects.toMatchObject({ code: 'AUTHENTICATION_FAILED', fatal: true });

    const gatewayUrl = ((await (await fetch(`${emu.apiBaseUrl}/gateway`)).json()) as { url: string }).url;
    const direct = createGatewayClient({ token: 'not-the-token', gatewayUrl });
    cleanups.push(() => direct.close());
    const error = await direct.connect().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'AUTHENTICATION_FAILED', closeCode: 4004 });
    expect(String((error as Error).message)).not.toContain('not-the-token');
    expect(direct.state).toBe('closed');
    expect((await admin(emu, 'GET', '/gateway/sessions')).body).toEqual([]);
  });

  it('shuts down cleanly: the session ends and no client timers are left', async () => {
    const { emu, client, timers } = await startBot();
    await client.connect();
    expect(timers.pending.size).toBeGreaterThan(0); // the heartbeat
    const closed = once(client, 'closed');
    await client.close();
    expect(await closed).toEqual({ error: undefined });
    expect(timers.pending.size).toBe(0);
    expect((await admin(emu, 'GET', '/gateway/sessions')).body).toEqual([]);
  });
});
