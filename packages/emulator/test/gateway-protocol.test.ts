import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../src/features/index.js';
import { gatewayFeature } from '../src/gateway/gateway-feature.js';
import { createEmulator, startEmulator } from '../src/index.js';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { type Harness, type Json, start } from './harness.js';

// The emulated gateway over real sockets: a raw ws client speaks the protocol frame by frame.

const scope = ['applications.commands.permissions.update'];
/** Settings that keep silent clients around for the whole test, unless a test wants them closed. */
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

async function gatewayUrl(h: Harness): Promise<string> {
  const res = await h.api('GET', '/gateway/bot');
  return `${res.body.url}?v=10&encoding=json`;
}

/** Connects and identifies as the primary app (or with `token`), returning the client and READY. */
async function identify(h: Harness, token = h.app.botToken): Promise<{ client: RawClient; ready: Frame }> {
  const client = await RawClient.open(await gatewayUrl(h));
  await client.next(10);
  client.send({
    op: 2,
    d: { token, intents: 0, properties: { os: 'linux', browser: 'test', device: 'test' } },
  });
  return { client, ready: await client.next(0) };
}

/** Edits the app-wide permissions as the moderator: publishes APPLICATION_COMMAND_PERMISSIONS_UPDATE. */
async function editPermissions(h: Harness, permission: boolean): Promise<Json> {
  const token = await h.bearer('moderator', scope);
  const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${h.app.id}/permissions`;
  const res = await h.api('PUT', path, {
    body: { permissions: [{ id: h.user('member').id, type: 2, permission }] },
    auth: token,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('gateway URLs', () => {
  it('answers GET /gateway without auth and /gateway/bot only for bot tokens', async () => {
    const h = await start({ gateway: patient });
    const wsUrl = `ws://${new URL(h.emu.url).host}/gateway`;
    expect(await h.api('GET', '/gateway', { auth: null })).toMatchObject({
      status: 200,
      body: { url: wsUrl },
    });
    const bot = await h.api('GET', '/gateway/bot');
    expect(bot.status).toBe(200);
    expect(bot.body).toEqual({
      url: wsUrl,
      shards: 1,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
    });
    expect((await h.api('GET', '/gateway/bot', { auth: null })).status).toBe(401);
    expect((await h.api('GET', '/gateway/bot', { auth: 'Bot nope' })).status).toBe(401);
    const bearer = await h.bearer('moderator', scope);
    expect(await h.api('GET', '/gateway/bot', { auth: bearer })).toMatchObject({
      status: 401,
      body: { message: '401: Unauthorized', code: 0 },
    });
    const { client } = await identify(h);
    expect((await h.api('GET', '/gateway/bot')).body.session_start_limit).toMatchObject({
      remaining: 999,
      reset_after: 86_400_000,
    });
    await client.close();
  });
});

describe('gateway handshake', () => {
  it('sends Hello with the configured interval, ACKs heartbeats and answers Identify with READY', async () => {
    const h = await start({ gateway: { heartbeatIntervalMs: 45_000 } });
    const client = await RawClient.open(await gatewayUrl(h));
    expect(await client.next()).toEqual({ op: 10, d: { heartbeat_interval: 45_000 }, s: null, t: null });
    client.send({ op: 1, d: null });
    expect(await client.next()).toEqual({ op: 11, d: null, s: null, t: null });
    client.send({ op: 2, d: { token: h.app.botToken, intents: 0, properties: {} } });
    const ready = await client.next();
    expect(ready).toMatchObject({ op: 0, t: 'READY', s: 1 });
    expect(ready.d).toMatchObject({
      v: 10,
      user: { id: h.app.id, bot: true },
      application: { id: h.app.id },
      resume_gateway_url: `ws://${new URL(h.emu.url).host}/gateway`,
      shard: [0, 1],
    });
    expect(ready.d.session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(ready)).not.toContain(h.app.botToken);
    const sessions = await h.admin('GET', '/gateway/sessions');
    expect(sessions.body).toEqual([
      expect.objectContaining({
        sessionId: ready.d.session_id,
        applicationId: h.app.id,
        connected: true,
        seq: 1,
      }),
    ]);
    await client.close();
  });

  it('refuses a bad token with 4004 Authentication failed', async () => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(await gatewayUrl(h));
    await client.next(10);
    client.send({ op: 2, d: { token: 'not-a-token', intents: 0, properties: {} } });
    expect(await client.closed).toEqual({ code: 4004, reason: 'Authentication failed' });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });

  it.each([
    ['invalid JSON', '{nope', 4002],
    ['a frame without op', { d: 1 }, 4002],
    ['an unknown opcode', { op: 99, d: null }, 4001],
    ['a presence update before Identify', { op: 3, d: {} }, 4003],
  ])('closes on %s', async (_name, frame, code) => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(await gatewayUrl(h));
    await client.next(10);
    client.send(frame);
    expect((await client.closed).code).toBe(code);
  });

  it('closes on a second Identify (4005), bad intents (4013), a bad shard (4010) and v=9 (4012)', async () => {
    const h = await start({ gateway: patient });
    const { client } = await identify(h);
    client.send({ op: 2, d: { token: h.app.botToken, intents: 0 } });
    expect((await client.closed).code).toBe(4005);

    for (const [d, code] of [
      [{ token: h.app.botToken }, 4013],
      [{ token: h.app.botToken, intents: 0, shard: [1, 1] }, 4010],
    ] as const) {
      const c = await RawClient.open(await gatewayUrl(h));
      await c.next(10);
      c.send({ op: 2, d });
      expect((await c.closed).code).toBe(code);
    }
    const old = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=9&encoding=json`);
    expect(await old.closed).toEqual({ code: 4012, reason: 'Invalid API version' });
  });

  it('closes a client that stops heartbeating with 4009 and ends its session', async () => {
    const h = await start({ gateway: { heartbeatIntervalMs: 20, heartbeatGraceMs: 20 } });
    const { client, ready } = await identify(h);
    expect(ready.t).toBe('READY');
    expect(await client.closed).toEqual({ code: 4009, reason: 'Session timed out' });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });
});

describe('gateway dispatch', () => {
  it("dispatches APPLICATION_COMMAND_PERMISSIONS_UPDATE to the app's sessions only", async () => {
    const h = await start({ gateway: patient });
    const other = h.emu.world.applications[1]!;
    const { client } = await identify(h);
    const { client: otherClient } = await identify(h, other.botToken);
    const entry = await editPermissions(h, true);
    const frame = await client.next(0);
    expect(frame).toEqual({ op: 0, t: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE', s: 2, d: entry });
    const sessions = (await h.admin('GET', `/gateway/sessions?applicationId=${other.id}`)).body;
    expect(sessions).toEqual([expect.objectContaining({ applicationId: other.id, seq: 1 })]);
    await Promise.all([client.close(), otherClient.close()]);
  });

  it('publishes INTERACTION_CREATE from the event bus to the application', async () => {
    const h = await start({ gateway: patient });
    const { client } = await identify(h);
    const interaction = { id: '1', application_id: h.app.id, type: 2, token: 't', version: 1 };
    h.emu.context.events.publish({ type: 'INTERACTION_CREATE', applicationId: h.app.id, data: interaction });
    // Events the gateway does not dispatch, or for no application, are left alone.
    h.emu.context.events.publish({ type: 'SOMETHING_INTERNAL', applicationId: h.app.id, data: {} });
    h.emu.context.events.publish({ type: 'INTERACTION_CREATE', data: interaction });
    expect(await client.next(0)).toEqual({ op: 0, t: 'INTERACTION_CREATE', s: 2, d: interaction });
    client.send({ op: 1, d: 2 });
    expect((await client.next()).op).toBe(11); // nothing else was dispatched in between
    await client.close();
  });
});

describe('gateway resume', () => {
  it('replays the dispatches missed since the given seq, then RESUMED', async () => {
    const h = await start({ gateway: patient });
    const { client, ready } = await identify(h);
    const dropped = await h.admin('POST', '/gateway/disconnect', { applicationId: h.app.id });
    expect(dropped.body).toEqual({ disconnected: [ready.d.session_id] });
    expect(await client.closed).toEqual({ code: 4000, reason: 'Unknown error' });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ connected: false, seq: 1 }),
    ]);
    const first = await editPermissions(h, true);
    const second = await editPermissions(h, false);

    const again = await RawClient.open(ready.d.resume_gateway_url + '?v=10&encoding=json');
    await again.next(10);
    again.send({ op: 6, d: { token: h.app.botToken, session_id: ready.d.session_id, seq: 1 } });
    expect(await again.next()).toMatchObject({ t: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE', s: 2, d: first });
    expect(await again.next()).toMatchObject({
      t: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
      s: 3,
      d: second,
    });
    expect(await again.next()).toEqual({ op: 0, t: 'RESUMED', s: 4, d: null });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ connected: true, seq: 4, resumes: 1 }),
    ]);
    await again.close();
  });

  it('answers a resume of an unknown or ended session with Invalid Session (d: false), socket open', async () => {
    const h = await start({ gateway: patient });
    const { client, ready } = await identify(h);
    await h.admin('POST', '/gateway/disconnect', { resumable: false });
    await client.closed;
    const again = await RawClient.open(await gatewayUrl(h));
    await again.next(10);
    again.send({ op: 6, d: { token: h.app.botToken, session_id: ready.d.session_id, seq: 1 } });
    expect(await again.next()).toEqual({ op: 9, d: false, s: null, t: null });
    // A new Identify within 5 s of the first is past max_concurrency (1): Invalid Session again.
    again.send({ op: 2, d: { token: h.app.botToken, intents: 0 } });
    expect(await again.next()).toEqual({ op: 9, d: false, s: null, t: null });
    await h.admin('POST', '/clock', { advanceMs: 5000 });
    again.send({ op: 2, d: { token: h.app.botToken, intents: 0 } });
    expect(await again.next()).toMatchObject({ t: 'READY', s: 1 });
    await again.close();
  });

  it('refuses a seq from the future with 4007 and a wrong token with 4004', async () => {
    const h = await start({ gateway: patient });
    const { client, ready } = await identify(h);
    await h.admin('POST', '/gateway/disconnect', {});
    await client.closed;
    const wrongToken = await RawClient.open(await gatewayUrl(h));
    await wrongToken.next(10);
    wrongToken.send({ op: 6, d: { token: 'nope', session_id: ready.d.session_id, seq: 1 } });
    expect((await wrongToken.closed).code).toBe(4004);
    const future = await RawClient.open(await gatewayUrl(h));
    await future.next(10);
    future.send({ op: 6, d: { token: h.app.botToken, session_id: ready.d.session_id, seq: 5 } });
    expect(await future.closed).toEqual({ code: 4007, reason: 'Invalid seq' });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });

  it('forgets disconnected sessions after the resume window (emulator clock)', async () => {
    const h = await start({
      gateway: { resumeWindowMs: 1000, heartbeatIntervalMs: 60_000 },
    });
    const { client } = await identify(h);
    await h.admin('POST', '/gateway/disconnect', {});
    await client.closed;
    expect((await h.admin('GET', '/gateway/sessions')).body).toHaveLength(1);
    await h.admin('POST', '/clock', { advanceMs: 1001 });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });

  it('a client closing with 1000 ends its session', async () => {
    const h = await start({ gateway: patient });
    const { client } = await identify(h);
    client.ws.close(1000);
    await client.closed;
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });
});

describe('gateway admin', () => {
  it('sends Reconnect (op 7) and Invalid Session (op 9) on request', async () => {
    const h = await start({ gateway: patient });
    const { client } = await identify(h);
    await h.admin('POST', '/gateway/disconnect', { action: 'reconnect' });
    expect(await client.next()).toEqual({ op: 7, d: null, s: null, t: null });
    await h.admin('POST', '/gateway/disconnect', { action: 'invalid-session', resumable: true });
    expect(await client.next()).toEqual({ op: 9, d: true, s: null, t: null });
    expect((await h.admin('GET', '/gateway/sessions')).body).toHaveLength(1);
    await h.admin('POST', '/gateway/disconnect', { action: 'invalid-session', resumable: false });
    expect(await client.next()).toEqual({ op: 9, d: false, s: null, t: null });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
    await client.close();
  });

  it('validates disconnect requests and reads and changes the settings', async () => {
    const h = await start({ gateway: patient });
    expect(await h.admin('POST', '/gateway/disconnect', { code: 1006 })).toMatchObject({
      status: 400,
      body: { message: 'code: expected 1000 or a close code from 3000 to 4999 (e.g. 4000, 4009)' },
    });
    expect((await h.admin('POST', '/gateway/disconnect', { action: 'explode' })).status).toBe(400);
    expect((await h.admin('POST', '/gateway/disconnect', { shard: 1 })).status).toBe(400);
    expect(await h.admin('POST', '/gateway/disconnect')).toEqual({ status: 200, body: { disconnected: [] } });
    expect((await h.admin('PATCH', '/gateway', { heartbeatIntervalMs: 0 })).status).toBe(400);
    expect((await h.admin('PATCH', '/gateway', { heartbeatIntervalMs: 1234 })).body).toEqual({
      heartbeatIntervalMs: 1234,
      heartbeatGraceMs: 60_000,
      resumeWindowMs: 300_000,
      maxBufferedDispatches: 1000,
      maxConcurrency: 1,
      recommendedShards: 0,
      maxGuildsPerShard: 2500,
      sessions: 0,
    });
    const client = await RawClient.open(await gatewayUrl(h));
    expect((await client.next(10)).d).toEqual({ heartbeat_interval: 1234 });
    await client.close();
    expect(() => createEmulator({ gateway: { heartbeatIntervalMs: -1 } })).toThrow(
      /gateway: heartbeatIntervalMs must be an integer of at least 1; got -1/,
    );
  });

  it('serves several emulators from one feature object, each with its own sessions in its own state', async () => {
    expect(defaultFeatures).toContain(gatewayFeature);
    const [a, b] = await Promise.all([start(), start()]);
    const [first, second] = [await identify(a), await identify(b)];
    const ids = [first, second].map(({ ready }) => (ready.d as Json).session_id as string);
    expect(ids[0]).not.toBe(ids[1]);
    expect([...a.emu.context.state.gateway.sessions.keys()]).toEqual([ids[0]]);
    expect([...b.emu.context.state.gateway.sessions.keys()]).toEqual([ids[1]]);
    await Promise.all([first.client.close(), second.client.close()]);
  });

  it('closes every socket with 1001 on stop and leaves no timers or sockets behind', async () => {
    const emu = await startEmulator({ rateLimits: 'off', gateway: patient });
    // The gateway's own counts, not the process's: other tests in this worker hold timers and sockets too.
    const gateway = emu.context.runtime.gateway;
    const nothing = { sessions: 0, connections: 0, sockets: 0, timers: 0 };
    expect(gateway.resources()).toEqual(nothing);
    const url = `${emu.url.replace('http', 'ws')}/gateway?v=10&encoding=json`;
    const client = await RawClient.open(url);
    await client.next(10);
    client.send({ op: 2, d: { token: emu.world.application.botToken, intents: 0 } });
    await client.next(0);
    // One session on one socket, and its heartbeat deadline.
    expect(gateway.resources()).toEqual({ sessions: 1, connections: 1, sockets: 1, timers: 1 });
    await emu.stop();
    expect(await client.closed).toEqual({ code: 1001, reason: 'Emulator stopping' });
    expect(gateway.resources()).toEqual(nothing);
    expect(emu.server.listening).toBe(false);
  });
});
