import { AuditLogEvent } from '@slashkit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { startSignedEndpoint } from '../../../test/support/signed-endpoint.js';
import { recordAuditLogEntry } from '../src/audit/record-audit-log-entry.js';
import { type RunningEmulator, startEmulator } from '../src/index.js';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { Harness, type Json, start, T0 } from './harness.js';
import { GENERAL } from './scripted-app.js';

// Snapshots of the whole state: a scenario touching every kind of state, exported, loaded into a fresh
// emulator and exported again, gives the same snapshot; and what a bot and a gateway client do next goes
// the same in both emulators.

const OWNER = '1250000000000000201';
const MEMBER = '1250000000000000204';
const REDIRECT = 'http://127.0.0.1:54321/callback';
// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A stateless bot: /count shows a counter button, each click adds one; /feedback opens a modal. */
function answer(interaction: Json): unknown {
  const counter = (n: number) => ({
    content: `${n} clicks`,
    components: [{ type: 1, components: [{ type: 2, style: 1, label: '+1', custom_id: `count:${n}` }] }],
  });
  if (interaction.type === 3)
    return { type: 7, data: counter(Number(interaction.data.custom_id.slice(6)) + 1) };
  if (interaction.data.name === 'feedback')
    return {
      type: 9,
      data: {
        custom_id: 'feedback',
        title: 'Feedback',
        components: [
          { type: 18, label: 'What went well?', component: { type: 4, custom_id: 'good', style: 1 } },
        ],
      },
    };
  // The first reply carries a file (multipart), so the snapshot holds its bytes.
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ type: 4, data: counter(0) }));
  form.append('files[0]', new Blob(['0 clicks so far']), 'count.txt');
  return new Response(form);
}

async function getState(emu: RunningEmulator): Promise<Json> {
  const res = await fetch(`${emu.url}/_emulator/state`);
  expect(res.status).toBe(200);
  return res.json();
}

function form(url: string, body: Record<string, string>): Promise<Json> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  }).then((res) => res.json());
}

/** Commands, permissions, installs, tokens, codes, a consent page, messages with components and a file, a modal, DM channels, a gateway session, rate-limit windows, events and a moved clock. */
async function scenario(h: Harness): Promise<{ countMessage: string; sessionId: string }> {
  const bot = await startSignedEndpoint<Json>(h.app.publicKey, answer);
  closers.push(bot.close);
  expect(
    (await h.admin('PATCH', `/applications/${h.app.id}`, { interactionsEndpointUrl: bot.url })).status,
  ).toBe(200);
  for (const name of ['count', 'feedback'])
    expect(
      (
        await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
          body: { name, description: name },
        })
      ).status,
    ).toBe(201);
  const global = await h.api('POST', `/applications/${h.app.id}/commands`, {
    body: { name: 'hello', description: 'Hi' },
  });
  // A gateway session that sees the permission update, then drops (resumable).
  const gateway = await RawClient.open(`${h.emu.url.replace('http', 'ws')}/gateway?v=10&encoding=json`);
  await gateway.next(10);
  gateway.send({ op: 2, d: { token: h.app.botToken, intents: 0 } });
  const sessionId = (await gateway.next(0)).d.session_id as string;
  const edit = await h.api(
    'PUT',
    `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${global.body.id}/permissions`,
    {
      auth: await h.bearer('owner', ['applications.commands.permissions.update']),
      body: { permissions: [{ id: '1250000000000000303', type: 1, permission: false }] },
    },
  );
  expect(edit.status).toBe(200);
  expect((await gateway.next(0)).t).toBe('APPLICATION_COMMAND_PERMISSIONS_UPDATE');
  await gateway.close();
  // Installs: a recorded user uninstall, and the second app's bot added to the guild (a managed role).
  const activity = h.emu.world.applications[1]!;
  await h.admin('DELETE', `/applications/${activity.id}/installations/users/${MEMBER}`);
  await h.admin('DELETE', `/applications/${activity.id}/installations/guilds/${h.guild.id}`);
  const installed = await h.admin('POST', '/oauth2/authorize', {
    userId: OWNER,
    approve: true,
    params: { client_id: activity.clientId, scope: 'bot applications.commands', permissions: '2048' },
    guildId: h.guild.id,
  });
  expect(installed.body.installed.guildId).toBe(h.guild.id);
  // The audit log: an entry with changes, options and a reason.
  recordAuditLogEntry(h.emu.context, h.guild.id, {
    actionType: AuditLogEvent.ChannelOverwriteCreate,
    userId: OWNER,
    targetId: GENERAL,
    changes: [{ key: 'allow', new_value: '2048' }],
    options: { id: MEMBER, type: '1' },
    reason: 'a quiet channel',
  });
  // A ban of a user who is no member (with its reason).
  h.emu.context.state.bans.add(h.guild.id, '1250000000000000206', 'spam');
  // An invite to a channel, with a limit of uses.
  expect((await h.api('POST', `/channels/${GENERAL}/invites`, { body: { max_uses: 3 } })).status).toBe(200);
  // OAuth: a redeemed code with its tokens, a live code, a consent page waiting for an answer.
  const params = {
    client_id: h.app.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'identify',
    state: 's',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
  };
  const code = async () =>
    new URL(
      (await h.admin('POST', '/oauth2/authorize', { userId: MEMBER, approve: true, params })).body
        .redirectUrl,
    ).searchParams.get('code') ?? '';
  const tokens = await form(`${h.emu.apiBaseUrl}/oauth2/token`, {
    grant_type: 'authorization_code',
    code: await code(),
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
    client_id: h.app.clientId,
  });
  expect(tokens.refresh_token).toEqual(expect.any(String));
  await code();
  expect((await fetch(`${h.emu.url}/oauth2/authorize?${new URLSearchParams(params)}`)).status).toBe(200);
  // Messages with components (a reply, then a click that edits it), a seeded message, a modal, DM channels.
  const ran = await h.admin('POST', '/interactions', {
    userId: MEMBER,
    guildId: h.guild.id,
    channelId: GENERAL,
    name: 'count',
  });
  const countMessage = ran.body.messages[0].id as string;
  const clicked = await h.admin('POST', '/components', {
    userId: MEMBER,
    messageId: countMessage,
    customId: 'count:0',
  });
  expect(clicked.body.message.content).toBe('1 clicks');
  // Reactions of users on it.
  for (const [userId, emoji] of [
    [OWNER, '👍'],
    [MEMBER, '👍'],
    [MEMBER, '🎉'],
  ] as const)
    expect((await h.admin('POST', '/reactions', { userId, messageId: countMessage, emoji })).status).toBe(
      200,
    );
  await h.admin('POST', '/messages', {
    guildId: h.guild.id,
    channelId: GENERAL,
    authorId: OWNER,
    content: 'hi all',
  });
  const modal = await h.admin('POST', '/interactions', {
    userId: OWNER,
    guildId: h.guild.id,
    channelId: GENERAL,
    name: 'feedback',
  });
  expect(modal.body.responseType).toBe(9);
  expect((await h.admin('GET', `/users/${MEMBER}/places`)).status).toBe(200);
  await h.admin('POST', '/clock', { advanceMs: 1000 });
  return { countMessage, sessionId };
}

/** Resumes a gateway session at `seq`; the frames up to RESUMED. */
async function resume(emu: RunningEmulator, sessionId: string, seq: number): Promise<Frame[]> {
  const client = await RawClient.open(`${emu.url.replace('http', 'ws')}/gateway?v=10&encoding=json`);
  closers.push(() => client.close());
  await client.next(10);
  client.send({ op: 6, d: { token: emu.world.application.botToken, session_id: sessionId, seq } });
  const frames: Frame[] = [];
  for (;;) {
    const frame = await client.next();
    frames.push(frame);
    if (frame.t === 'RESUMED' || frame.op === 9) return frames;
  }
}

describe('state snapshots', () => {
  it('export, load into a fresh emulator, export again: the same snapshot; and the next interaction and resume go the same', async () => {
    const h = await start({ rateLimits: 'on' });
    const { countMessage, sessionId } = await scenario(h);
    const saved = await getState(h.emu);
    for (const part of ['lists', 'creates'] as const) expect(saved.commands[part]).not.toHaveLength(0);
    for (const part of [
      'permissions',
      'installs',
      'interactions',
      'messages',
      'modals',
      'dmChannels',
      'consents',
      'attachments',
      'reactions',
      'auditLog',
      'bans',
      'invites',
    ])
      expect(saved[part]).not.toHaveLength(0);
    expect(saved.tokens.tokens).not.toHaveLength(0);
    expect(saved.grants.live).toHaveLength(1);
    expect(saved.grants.redeemed).toHaveLength(1);
    expect(saved.gateway.sessions).toMatchObject([
      { id: sessionId, seq: 2, disconnectedAt: expect.any(Number) },
    ]);
    expect(saved.rateLimits.windows).not.toHaveLength(0);
    expect(saved.clock.offsetMs).toBe(1000);
    expect(saved.world.guilds[0].roles).toContainEqual(
      expect.objectContaining({ name: 'slashkit-activity', managed: true }),
    );

    const copy = await startEmulator({ now: () => T0, state: saved });
    closers.push(() => copy.stop());
    expect(JSON.stringify(await getState(copy))).toBe(JSON.stringify(saved));

    // The bot's next interaction: the same click on the same message, in both emulators.
    const next = await Promise.all(
      [h.emu, copy].map(async (emu) => {
        const res = await new Harness(emu).admin('POST', '/components', {
          userId: MEMBER,
          messageId: countMessage,
          customId: 'count:1',
        });
        return res.body;
      }),
    );
    expect(next[0].message.content).toBe('2 clicks');
    const reactions = await Promise.all(
      [h.emu, copy].map(
        async (emu) =>
          (await new Harness(emu).api('GET', `/channels/${GENERAL}/messages/${countMessage}`)).body.reactions,
      ),
    );
    expect(reactions[0].map((r: Json) => [r.emoji.name, r.count])).toEqual([
      ['👍', 2],
      ['🎉', 1],
    ]);
    expect(reactions[1]).toEqual(reactions[0]);
    expect(next[1]).toEqual(next[0]);
    // The gateway session resumes in both, with the permission update replayed.
    const [original, loaded] = [await resume(h.emu, sessionId, 1), await resume(copy, sessionId, 1)];
    expect(loaded.map((f) => [f.s, f.t])).toEqual([
      [2, 'APPLICATION_COMMAND_PERMISSIONS_UPDATE'],
      [3, 'RESUMED'],
    ]);
    expect(loaded).toEqual(original);
  });

  it('PUT /_emulator/state replaces the whole state, and a reset returns to the snapshot the emulator started from', async () => {
    const h = await start({ rateLimits: 'on' });
    await scenario(h);
    const saved = await getState(h.emu);
    const other = await start();
    const put = await fetch(`${other.emu.url}/_emulator/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(saved),
    });
    expect(put.status).toBe(204);
    expect(JSON.stringify(await getState(other.emu))).toBe(JSON.stringify(saved));

    const copy = await startEmulator({ now: () => T0, state: saved });
    closers.push(() => copy.stop());
    const c = new Harness(copy);
    await c.api(
      'DELETE',
      `/applications/${c.app.id}/guilds/${c.guild.id}/commands/${saved.commands.lists[0].commands[0].id}`,
    );
    expect((await c.admin('GET', '/messages')).body).toHaveLength(saved.messages.length);
    await c.admin('POST', '/reset');
    const reset = await getState(copy);
    expect(reset.commands.lists).toEqual(saved.commands.lists);
    expect(reset.messages).toEqual(saved.messages);
    expect(reset.clock).toEqual(saved.clock);
  });
});
