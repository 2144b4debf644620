import { ApplicationFlags, GatewayIntentBits, MessageFlags, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient } from '../src/testing/index.js';
import { BOT, botWorld, GENERAL, GUILD, MEMBER, OTHER_CHANNEL, QUIET } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// Forwards (`message_reference` type 1): the new message carries a snapshot of the one forwarded, taken
// once; the service's refusals; users forward through the admin API and the test client.

const forward = (h: Harness, reference: Json, into = QUIET, extra: Json = {}) =>
  h.api('POST', `/channels/${into}/messages`, { body: { message_reference: reference, ...extra } });

async function memberSays(h: Harness, content: string): Promise<Json> {
  const res = await h.admin('POST', '/messages', {
    guildId: GUILD,
    channelId: GENERAL,
    authorId: MEMBER,
    content,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('forwards', () => {
  it('forwards a message into another channel with its snapshot, taken once', async () => {
    const h = await start({ seed: botWorld() });
    const original = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content: 'the plan', embeds: [{ title: 'Plan' }] },
    });
    const client = await connectBot(h, GatewayIntentBits.GuildMessages);
    const sent = await forward(h, { type: 1, message_id: original.body.id, channel_id: GENERAL });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      type: 0,
      content: '',
      channel_id: QUIET,
      author: { id: BOT },
      message_reference: { type: 1, message_id: original.body.id, channel_id: GENERAL, guild_id: GUILD },
    });
    expect(sent.body.flags & MessageFlags.HasSnapshot).toBe(MessageFlags.HasSnapshot);
    expect(sent.body.referenced_message).toBeUndefined();
    expect(sent.body.message_snapshots).toEqual([
      {
        message: {
          type: 0,
          content: 'the plan',
          embeds: [{ type: 'rich', title: 'Plan' }],
          attachments: [],
          timestamp: new Date(T0).toISOString(),
          edited_timestamp: null,
          flags: 0,
          mentions: [],
          mention_roles: [],
          components: [],
        },
      },
    ]);
    const created = await nextDispatch(client, 'MESSAGE_CREATE');
    expect(created.message_snapshots[0].message.content).toBe('the plan');
    client.close();
    // The original's later edit leaves the snapshot as it was.
    await h.api('PATCH', `/channels/${GENERAL}/messages/${original.body.id}`, {
      body: { content: 'changed' },
    });
    // (The bot may not read #quiet's history: the admin API reads the channel.)
    const stored = async () => (await h.admin('GET', `/messages?channelId=${QUIET}`)).body[0];
    const read = await stored();
    expect(read.message_snapshots[0].message.content).toBe('the plan');
    // And it survives a snapshot of the state.
    const state = await h.admin('GET', '/state');
    await h.admin('POST', '/reset');
    expect((await h.admin('PUT', '/state', state.body)).status).toBe(204);
    expect((await stored()).message_snapshots).toEqual(read.message_snapshots);
  });

  it('forwards only what the bot may read: 160014 without the Message Content intent', async () => {
    const h = await start({ seed: botWorld() });
    const plain = await memberSays(h, 'just between us');
    const refused = await forward(h, { type: 1, message_id: plain.id, channel_id: GENERAL });
    expect([refused.status, refused.body.code]).toEqual([400, 160014]);
    const mention = await memberSays(h, `<@${BOT}> pass this on`);
    expect((await forward(h, { type: 1, message_id: mention.id, channel_id: GENERAL })).status).toBe(200);
    await h.admin('PATCH', `/applications/${h.app.id}`, { flags: ApplicationFlags.GatewayMessageContent });
    const allowed = await forward(h, { type: 1, message_id: plain.id, channel_id: GENERAL });
    expect(allowed.body.message_snapshots[0].message.content).toBe('just between us');
  });

  it('refuses what the service refuses, and posts nothing', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.PinMessages) });
    const own = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'mine' } });
    const noChannel = await forward(h, { type: 1, message_id: own.body.id });
    expect([noChannel.status, noChannel.body.errors.message_reference.channel_id._errors[0].code]).toEqual([
      400,
      'BASE_TYPE_REQUIRED',
    ]);
    const badType = await forward(h, { type: 7, message_id: own.body.id, channel_id: GENERAL });
    expect(badType.body.errors.message_reference.type._errors[0].code).toBe('BASE_TYPE_CHOICES');
    const unknown = await forward(h, { type: 1, message_id: '1250000000000099999', channel_id: GENERAL });
    expect(unknown.body.errors.message_reference._errors[0].code).toBe('MESSAGE_REFERENCE_UNKNOWN_MESSAGE');
    const wrongChannel = await forward(h, { type: 1, message_id: own.body.id, channel_id: QUIET });
    expect(wrongChannel.status).toBe(400);
    const unseen = await forward(h, { type: 1, message_id: own.body.id, channel_id: OTHER_CHANNEL });
    expect([unseen.status, unseen.body.code]).toEqual([403, 50001]);
    // A system message (the pin's notice) and a poll are not forwarded.
    await h.api('PUT', `/channels/${GENERAL}/messages/pins/${own.body.id}`);
    const notice = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0];
    const system = await forward(h, { type: 1, message_id: notice.id, channel_id: GENERAL });
    expect([system.status, system.body.code]).toEqual([400, 50021]);
    const poll = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { poll: { question: { text: 'Lunch?' }, answers: [{ poll_media: { text: 'Soup' } }] } },
    });
    const pollForward = await forward(h, { type: 1, message_id: poll.body.id, channel_id: GENERAL });
    expect([pollForward.status, pollForward.body.code]).toEqual([400, 50035]);
    expect((await h.api('GET', `/channels/${QUIET}/messages`)).body).toEqual([]);
  });

  it('users forward through the test client; a bot without the intent sees no snapshot content', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectTestClient(h.emu.url);
    const member = client.user('member');
    const written = await member.in('general').say('look at this');
    const bot = await connectBot(h, GatewayIntentBits.GuildMessages);
    const forwarded = await member.in('quiet').forward(written);
    expect(forwarded).toMatchObject({
      channel_id: QUIET,
      author: { id: MEMBER },
      flags: MessageFlags.HasSnapshot,
      message_reference: { type: 1, message_id: written.id, channel_id: GENERAL },
      message_snapshots: [{ message: { content: 'look at this' } }],
    });
    const created = await nextDispatch(bot, 'MESSAGE_CREATE');
    expect(created).toMatchObject({ id: forwarded.id, message_snapshots: [{ message: { content: '' } }] });
    bot.close();
    const refused = await h.admin('POST', `/messages/${written.id}/forward`, {
      userId: MEMBER,
      channelId: OTHER_CHANNEL,
    });
    expect(refused.status).toBe(403);
  });
});
