import { GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ADMIN, BOT, botWorld, GENERAL, GUILD, MEMBER, NEWBIE, QUIET, STAFF } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { PNG_DATA_URI } from './media-fixtures.js';
import { botPost, connectBot, nextDispatch } from './support/bot-session.js';

// The reactions of a message (Discord's "Create Reaction" and its siblings): the bot's own, users' through
// the admin API, the lists and the removals, each judged on permissions, each a gateway event.

const THUMBS = '👍';
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const enc = encodeURIComponent;
const reactions = (channelId: string, messageId: string) =>
  `/channels/${channelId}/messages/${messageId}/reactions`;

const userReacts = (h: Harness, userId: string, messageId: string, emoji: string) =>
  h.admin('POST', '/reactions', { userId, messageId, emoji });

describe("the bot's own reactions", () => {
  it('adds a unicode and a custom emoji; the message counts them with me and count_details', async () => {
    const h = await start({ seed: botWorld() });
    const message = await botPost(h, 'react to me');
    const added = await h.api('PUT', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}/@me`);
    expect(added.status).toBe(204);
    // Twice is once.
    await h.api('PUT', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}/@me`);
    const blob = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'blobwave', image: PNG_DATA_URI },
    });
    expect(blob.status).toBe(201);
    // A custom emoji by any name: the reaction carries the emoji's own.
    const custom = await h.api('PUT', `${reactions(GENERAL, message.id)}/${enc(`wave:${blob.body.id}`)}/@me`);
    expect(custom.status).toBe(204);
    expect((await userReacts(h, MEMBER, message.id, THUMBS)).status).toBe(200);
    const read = await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`);
    expect(read.body.reactions).toEqual([
      {
        count: 2,
        count_details: { burst: 0, normal: 2 },
        me: true,
        me_burst: false,
        emoji: { id: null, name: THUMBS },
        burst_colors: [],
      },
      {
        count: 1,
        count_details: { burst: 0, normal: 1 },
        me: true,
        me_burst: false,
        emoji: { id: blob.body.id, name: 'blobwave' },
        burst_colors: [],
      },
    ]);
    // The list shows them in order of user id, `limit` and `after` paging through.
    const users = await h.api('GET', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}?limit=1`);
    expect(users.body.map((u: Json) => u.id)).toEqual([BOT]);
    const next = await h.api('GET', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}?after=${BOT}`);
    expect(next.body.map((u: Json) => u.id)).toEqual([MEMBER]);
    expect((await h.api('GET', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}?type=1`)).body).toEqual([]);
  });

  it('removes its own reaction, a user reaction (Manage Messages), one emoji and all reactions', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageMessages) });
    const message = await botPost(h, 'react to me');
    await h.api('PUT', `${reactions(GENERAL, message.id)}/${enc(THUMBS)}/@me`);
    await userReacts(h, MEMBER, message.id, THUMBS);
    await userReacts(h, NEWBIE, message.id, '🎉');
    await userReacts(h, ADMIN, message.id, '🔥');
    const path = reactions(GENERAL, message.id);
    expect((await h.api('DELETE', `${path}/${enc(THUMBS)}/@me`)).status).toBe(204);
    expect((await h.api('DELETE', `${path}/${enc(THUMBS)}/${MEMBER}`)).status).toBe(204);
    expect((await h.api('DELETE', `${path}/${enc('🎉')}`)).status).toBe(204);
    const left = await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`);
    expect(left.body.reactions.map((r: Json) => r.emoji.name)).toEqual(['🔥']);
    expect((await h.api('DELETE', path)).status).toBe(204);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`)).body).not.toHaveProperty(
      'reactions',
    );
  });

  it('refuses what the service refuses', async () => {
    const h = await start({ seed: botWorld() });
    const message = await botPost(h, 'react to me');
    const path = reactions(GENERAL, message.id);
    const notEmoji = await h.api('PUT', `${path}/${enc('not an emoji')}/@me`);
    expect([notEmoji.status, notEmoji.body.code]).toEqual([400, 10014]);
    const unknown = await h.api('PUT', `${reactions(GENERAL, '1250000000000009999')}/${enc(THUMBS)}/@me`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 10008]);
    const hidden = await h.api('PUT', `${reactions(STAFF, message.id)}/${enc(THUMBS)}/@me`);
    expect([hidden.status, hidden.body.code]).toEqual([403, 50001]);
    const noHistory = await h.api('PUT', `${reactions(QUIET, message.id)}/${enc(THUMBS)}/@me`);
    expect([noHistory.status, noHistory.body.code]).toEqual([403, 50013]);
    await userReacts(h, MEMBER, message.id, THUMBS);
    const others = await h.api('DELETE', `${path}/${enc(THUMBS)}/${MEMBER}`);
    expect([others.status, others.body.code]).toEqual([403, 50013]);
    expect(others.body.message).toContain('Manage Messages');
    const all = await h.api('DELETE', path);
    expect([all.status, all.body.code]).toEqual([403, 50013]);
    const badLimit = await h.api('GET', `${path}/${enc(THUMBS)}?limit=101`);
    expect([badLimit.status, badLimit.body.code]).toEqual([400, 50035]);
    expect(badLimit.body.errors.limit._errors[0].code).toBe('NUMBER_TYPE_MAX');
  });

  it('takes Add Reactions for a new emoji only, and at most 20 emoji on a message (30010)', async () => {
    const seed = botWorld();
    const everyone = seed.guilds[0]!.roles.find((r) => r.id === GUILD)!;
    everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.AddReactions).toString();
    const h = await start({ seed });
    const message = await botPost(h, 'react to me');
    const path = reactions(GENERAL, message.id);
    const fresh = await h.api('PUT', `${path}/${enc(THUMBS)}/@me`);
    expect([fresh.status, fresh.body.code]).toEqual([403, 50013]);
    expect(fresh.body.message).toContain('Add Reactions');
    const refused = await userReacts(h, MEMBER, message.id, THUMBS);
    expect([refused.status, refused.body.reason]).toEqual([403, 'MISSING_PERMISSIONS']);
    // The owner may react with anything; once someone did, the bot may add to it.
    expect((await userReacts(h, '1250000000000000201', message.id, THUMBS)).status).toBe(200);
    expect((await h.api('PUT', `${path}/${enc(THUMBS)}/@me`)).status).toBe(204);
    const emoji = [
      '😀',
      '😁',
      '😂',
      '🤣',
      '😃',
      '😄',
      '😅',
      '😆',
      '😉',
      '😊',
      '😋',
      '😎',
      '😍',
      '😘',
      '🥰',
      '😗',
      '😙',
      '🥲',
      '☺️',
    ];
    for (const e of emoji)
      expect((await userReacts(h, '1250000000000000201', message.id, e)).status).toBe(200);
    const full = await userReacts(h, '1250000000000000201', message.id, '🙂');
    expect([full.status, full.body.code]).toEqual([400, 30010]);
  });
});

describe('reaction events', () => {
  it('MESSAGE_REACTION_ADD and _REMOVE with GUILD_MESSAGE_REACTIONS; nothing without it', async () => {
    const h = await start({
      seed: botWorld(PermissionFlags.ManageMessages),
      gateway: patient,
    });
    const without = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    // One identify per 5 s of the emulator clock.
    await h.admin('POST', '/clock', { advanceMs: 5000 });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessageReactions);
    const message = await botPost(h, 'react to me');
    await userReacts(h, MEMBER, message.id, THUMBS);
    expect(await nextDispatch(client, 'MESSAGE_REACTION_ADD')).toEqual({
      user_id: MEMBER,
      channel_id: GENERAL,
      message_id: message.id,
      guild_id: GUILD,
      member: expect.objectContaining({
        user: expect.objectContaining({ id: MEMBER }),
        roles: expect.any(Array),
      }),
      emoji: { id: null, name: THUMBS },
      message_author_id: BOT,
      burst: false,
      burst_colors: [],
      type: 0,
    });
    await h.admin('POST', '/reactions/remove', { userId: MEMBER, messageId: message.id, emoji: THUMBS });
    expect(await nextDispatch(client, 'MESSAGE_REACTION_REMOVE')).toEqual({
      user_id: MEMBER,
      channel_id: GENERAL,
      message_id: message.id,
      guild_id: GUILD,
      emoji: { id: null, name: THUMBS },
      burst: false,
      type: 0,
    });
    await userReacts(h, MEMBER, message.id, '🎉');
    await nextDispatch(client, 'MESSAGE_REACTION_ADD');
    await h.api('DELETE', `${reactions(GENERAL, message.id)}/${enc('🎉')}`);
    expect(await nextDispatch(client, 'MESSAGE_REACTION_REMOVE_EMOJI')).toEqual({
      channel_id: GENERAL,
      message_id: message.id,
      guild_id: GUILD,
      emoji: { id: null, name: '🎉' },
    });
    await userReacts(h, MEMBER, message.id, '🎉');
    await nextDispatch(client, 'MESSAGE_REACTION_ADD');
    await h.api('DELETE', reactions(GENERAL, message.id));
    expect(await nextDispatch(client, 'MESSAGE_REACTION_REMOVE_ALL')).toEqual({
      channel_id: GENERAL,
      message_id: message.id,
      guild_id: GUILD,
    });
    // The session without the intent saw none of it: the first dispatch it gets is the next message.
    await botPost(h, 'after');
    let frame = await without.next(0);
    while (frame.t === 'GUILD_CREATE' || (frame.t === 'MESSAGE_CREATE' && frame.d.id === message.id))
      frame = await without.next(0);
    expect(frame).toMatchObject({ t: 'MESSAGE_CREATE', d: { content: 'after' } });
    await client.close();
    await without.close();
  });

  it('a DM reaction goes with DIRECT_MESSAGE_REACTIONS; a reaction of a deleted message is gone with it', async () => {
    const h = await start({ seed: botWorld(), gateway: patient });
    const client = await connectBot(
      h,
      GatewayIntentBits.DirectMessages | GatewayIntentBits.DirectMessageReactions,
    );
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    const message = await botPost(h, 'in your DM', dm.body.id);
    expect((await userReacts(h, MEMBER, message.id, THUMBS)).status).toBe(200);
    expect(await nextDispatch(client, 'MESSAGE_REACTION_ADD')).toMatchObject({
      user_id: MEMBER,
      channel_id: dm.body.id,
      message_id: message.id,
      emoji: { name: THUMBS },
    });
    expect((await userReacts(h, ADMIN, message.id, THUMBS)).body.reason).toBe('CANNOT_SEE_MESSAGE');
    await h.api('DELETE', `/channels/${dm.body.id}/messages/${message.id}`);
    expect(h.emu.context.state.reactions.of(message.id)).toEqual([]);
    expect(h.emu.exportState().reactions).toEqual([]);
    await client.close();
  });
});

describe('reactions in snapshots', () => {
  it('refuses reactions of a message the snapshot lacks, with the path; a snapshot without the part has none', async () => {
    const h = await start({ seed: botWorld() });
    const message = await botPost(h, 'react to me');
    await userReacts(h, MEMBER, message.id, THUMBS);
    const saved = h.emu.exportState() as Json;
    const dangling = { ...saved, reactions: [{ ...saved.reactions[0], messageId: '1250000000000009999' }] };
    const refused = await fetch(`${h.emu.url}/_emulator/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(dangling),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems).toEqual([
      'reactions[0].messageId: no message "1250000000000009999" in the snapshot\'s world',
    ]);
    const { reactions: _gone, ...older } = saved;
    h.emu.loadState(older);
    expect(h.emu.exportState().reactions).toEqual([]);
  });
});
