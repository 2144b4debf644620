import { PermissionFlags } from '@slashkit/api';
import { defaultWorldSeed, type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, type RateLimitEvent, REST, type RequestEvent } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a slash-command bot also calls, through the typed methods of @slashkit/rest against the emulator:
// channels and messages, guilds and members, users and DMs (service-facts "What a slash-command bot also
// calls"), with their refusals as typed errors and their buckets per channel and per guild.

const GUILD = '1250000000000000100';
const GENERAL = '1250000000000000402';
const ANNOUNCEMENTS = '1250000000000000403';
const THREAD = '1250000000000000405';
const MEMBER = '1250000000000000204';

let emu: RunningEmulator;
const sent: RequestEvent[] = [];
let rest: REST;

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  rest = new REST({
    token: emu.world.application.botToken,
    baseUrl: emu.apiBaseUrl,
    hooks: { onRequest: (event) => sent.push(event) },
  });
});
afterAll(async () => {
  await emu?.stop();
});

async function refusal(call: Promise<unknown>): Promise<APIError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

describe('@slashkit/rest: channels and messages', () => {
  it('sends, reads, pages, replies to, edits and deletes messages', async () => {
    const channel = await rest.channels.getChannel(GENERAL);
    expect(channel).toMatchObject({ id: GENERAL, type: 0, position: 1, guild_id: GUILD });
    const first = await rest.messages.createMessage(GENERAL, { content: `hello <@${MEMBER}>` });
    expect(first).toMatchObject({ content: `hello <@${MEMBER}>`, mentions: [{ id: MEMBER }] });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', route: '/channels/{channel_id}/messages' });
    const reply = await rest.messages.createMessage(GENERAL, {
      content: 'and again',
      message_reference: { message_id: first.id },
    });
    expect(reply).toMatchObject({ type: 19, referenced_message: { id: first.id } });
    const page = await rest.messages.getChannelMessages(GENERAL, { before: reply.id, limit: 1 });
    expect(page.map((m) => m.id)).toEqual([first.id]);
    expect(sent.at(-1)?.path).toContain(`before=${reply.id}`);
    expect((await rest.messages.getChannelMessage(GENERAL, first.id)).content).toBe(`hello <@${MEMBER}>`);
    const edited = await rest.messages.editMessage(GENERAL, first.id, { content: 'edited' });
    expect(edited.edited_timestamp).not.toBeNull();
    await rest.messages.deleteMessage(GENERAL, first.id);
    const gone = await refusal(rest.messages.getChannelMessage(GENERAL, first.id));
    expect([gone.status, gone.jsonCode]).toEqual([404, 10008]);
  });

  it('refusals are APIErrors with the JSON code: 50013 without Send Messages, 50035 with the field', async () => {
    const denied = await refusal(rest.messages.createMessage(ANNOUNCEMENTS, { content: 'x' }));
    expect([denied.status, denied.jsonCode]).toEqual([403, 50013]);
    const invalid = await refusal(
      rest.messages.createMessage(GENERAL, {
        content: 'x',
        allowed_mentions: { parse: ['users'], users: [MEMBER] },
      }),
    );
    expect([invalid.status, invalid.jsonCode]).toEqual([400, 50035]);
    expect(invalid.fieldErrors.map((e) => e.path)).toEqual(['allowed_mentions']);
  });
});

describe('@slashkit/rest: files on channel messages', () => {
  it('createMessage and editMessage send files as multipart; the emulator stores and serves them', async () => {
    // The seeded @everyone holds Attach Files, as a new server's does.
    const sent = await rest.messages.createMessage(
      GENERAL,
      { content: 'The report' },
      { files: [{ name: 'report.txt', data: new TextEncoder().encode('all good'), description: 'Report' }] },
    );
    expect(sent.attachments).toMatchObject([{ filename: 'report.txt', description: 'Report', size: 8 }]);
    expect(await (await fetch(sent.attachments[0]!.url)).text()).toBe('all good');
    const edited = await rest.messages.editMessage(
      GENERAL,
      sent.id,
      { content: 'Two reports' },
      { files: [{ name: 'second.txt', data: new TextEncoder().encode('more') }] },
    );
    expect(edited.attachments.map((a) => a.filename)).toEqual(['report.txt', 'second.txt']);
  });

  it('without Attach Files the service refuses them (50013)', async () => {
    // A server whose @everyone may not share files.
    const noFiles = await startEmulator({
      rateLimits: 'off',
      seed: (() => {
        const seed = structuredClone(defaultWorldSeed);
        const everyone = seed.guilds[0]!.roles[0]!;
        everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.AttachFiles).toString();
        return seed;
      })(),
    });
    try {
      const client = new REST({ token: noFiles.world.application.botToken, baseUrl: noFiles.apiBaseUrl });
      const refused = await refusal(
        client.messages.createMessage(
          GENERAL,
          { content: 'x' },
          { files: [{ name: 'a.txt', data: new Uint8Array([1]) }] },
        ),
      );
      expect([refused.status, refused.jsonCode]).toEqual([403, 50013]);
    } finally {
      await noFiles.stop();
    }
  });
});

describe('@slashkit/rest: guilds, users and DMs', () => {
  it('reads the guild, its channels, roles and a member; the member list needs the flag', async () => {
    expect(await rest.guilds.getGuild(GUILD, { withCounts: true })).toMatchObject({
      id: GUILD,
      approximate_member_count: expect.any(Number),
    });
    expect(sent.at(-1)?.path).toContain('with_counts=true');
    const channels = await rest.guilds.getGuildChannels(GUILD);
    expect(channels.map((c) => c.id)).toContain(GENERAL);
    expect(channels.map((c) => c.id)).not.toContain(THREAD);
    expect((await rest.roles.getGuildRoles(GUILD))[0]).toMatchObject({ id: GUILD, name: '@everyone' });
    expect((await rest.members.getGuildMember(GUILD, MEMBER)).user.id).toBe(MEMBER);
    const refused = await refusal(rest.members.getGuildMembers(GUILD));
    expect([refused.status, refused.jsonCode]).toEqual([403, 50001]);
    const app = emu.world.application;
    await fetch(`${emu.url}/_emulator/applications/${app.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flags: 1 << 14 }),
    });
    const members = await rest.members.getGuildMembers(GUILD, { limit: 2, after: '0' });
    expect(members).toHaveLength(2);
  });

  it('reads a user and the bot guilds, opens a DM and writes in it', async () => {
    expect(await rest.users.getUser(MEMBER)).toMatchObject({ id: MEMBER, username: 'member' });
    expect((await rest.users.getCurrentUserGuilds({ withCounts: true })).map((g) => g.id)).toEqual([GUILD]);
    const dm = await rest.users.createDM(MEMBER);
    expect(dm).toMatchObject({ type: 1, recipients: [{ id: MEMBER }] });
    const message = await rest.messages.createMessage(dm.id, { content: 'psst' });
    expect(message.channel_id).toBe(dm.id);
    expect((await rest.channels.getChannel(dm.id)).last_message_id).toBe(message.id);
  });
});

describe('@slashkit/rest: buckets per channel', () => {
  it('a channel whose bucket is spent holds back its own messages, not another channel', async () => {
    const limited = await startEmulator({ rateLimits: 'strict' });
    const waits: RateLimitEvent[] = [];
    const client = new REST({
      token: limited.world.application.botToken,
      baseUrl: limited.apiBaseUrl,
      hooks: { onRateLimit: (event) => waits.push(event) },
    });
    try {
      // The strict profile allows 2 writes per route and channel per second.
      await client.messages.createMessage(GENERAL, { content: 'a' });
      await client.messages.createMessage(GENERAL, { content: 'b' });
      await client.messages.createMessage(THREAD, { content: 'c' });
      expect(waits).toEqual([]);
      await client.messages.createMessage(GENERAL, { content: 'd' });
      expect(waits.map((w) => [w.kind, w.route])).toEqual([['wait', '/channels/{channel_id}/messages']]);
    } finally {
      await limited.stop();
    }
  });
});
