import { describe, expect, it } from 'vitest';
import { ADMIN, BOT, botWorld, GENERAL, GUILD, MEMBER, MENTIONABLE_ROLE, OWNER } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';

// Every message fills mentions, mention_roles and mention_everyone from its content, as allowed_mentions
// permits, whoever wrote it (service-facts "Gateway for every library", mentions).

const MODERATOR_ROLE = '1250000000000000302';
const content = `hi <@${MEMBER}> <@!${ADMIN}> <@${MEMBER}> <@1250000000000009999> <@&${MENTIONABLE_ROLE}> <@&${MODERATOR_ROLE}> @here`;

const post = async (h: Harness, body: Json) =>
  (await h.api('POST', `/channels/${GENERAL}/messages`, { body })).body;
const mentionsOf = (message: Json) => ({
  users: message.mentions.map((u: Json) => u.id),
  roles: message.mention_roles,
  everyone: message.mention_everyone,
});

describe('mentions of a bot message', () => {
  it('people of the world once each, mentionable roles, no @here without Mention Everyone', async () => {
    const h = await start({ seed: botWorld() });
    const message = await post(h, { content });
    expect(mentionsOf(message)).toEqual({
      users: [MEMBER, ADMIN],
      roles: [MENTIONABLE_ROLE],
      everyone: false,
    });
    expect(message.mentions[0]).toMatchObject({ id: MEMBER, username: 'member' });
  });

  it('with Mention Everyone: @here and roles that are not mentionable count too', async () => {
    const h = await start({ seed: botWorld(1n << 17n) });
    const message = await post(h, { content });
    expect(mentionsOf(message)).toEqual({
      users: [MEMBER, ADMIN],
      roles: [MENTIONABLE_ROLE, MODERATOR_ROLE],
      everyone: true,
    });
  });

  it('as allowed_mentions permits: nothing, only listed users, kinds by parse', async () => {
    const h = await start({ seed: botWorld(1n << 17n) });
    expect(mentionsOf(await post(h, { content, allowed_mentions: { parse: [] } }))).toEqual({
      users: [],
      roles: [],
      everyone: false,
    });
    expect(mentionsOf(await post(h, { content, allowed_mentions: { users: [ADMIN] } }))).toEqual({
      users: [ADMIN],
      roles: [],
      everyone: false,
    });
    expect(
      mentionsOf(await post(h, { content, allowed_mentions: { parse: ['roles', 'everyone'] } })),
    ).toEqual({ users: [], roles: [MENTIONABLE_ROLE, MODERATOR_ROLE], everyone: true });
  });

  it('refuses parse and a list of the same kind together, unknown kinds and too many ids (50035)', async () => {
    const h = await start({ seed: botWorld() });
    const exclusive = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content, allowed_mentions: { parse: ['users'], users: [MEMBER] } },
    });
    expect([exclusive.status, exclusive.body.code]).toEqual([400, 50035]);
    expect(exclusive.body.errors.allowed_mentions._errors[0].code).toBe(
      'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
    );
    const unknown = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content, allowed_mentions: { parse: ['channels'] } },
    });
    expect(unknown.body.errors.allowed_mentions.parse._errors[0].code).toBe('BASE_TYPE_CHOICES');
    const many = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content, allowed_mentions: { users: Array.from({ length: 101 }, () => MEMBER) } },
    });
    expect(many.body.errors.allowed_mentions.users._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
  });
});

describe('mentions of other messages', () => {
  it('a user writing through the admin API: the owner may mention everyone, a member may not', async () => {
    const h = await start({ seed: botWorld() });
    const write = async (authorId: string) =>
      (
        await h.admin('POST', '/messages', {
          guildId: GUILD,
          channelId: GENERAL,
          authorId,
          content: `@everyone <@${BOT}>`,
        })
      ).body;
    expect(mentionsOf(await write(OWNER))).toEqual({ users: [BOT], roles: [], everyone: true });
    expect(mentionsOf(await write(MEMBER))).toEqual({ users: [BOT], roles: [], everyone: false });
  });

  it('an interaction answer (sent as the app webhook) and its edit', async () => {
    const h = await start({ seed: botWorld() });
    await command(h, 'ping');
    const app = scriptedApp(h, () => ({
      type: 4,
      data: { content: `<@${MEMBER}> @everyone`, allowed_mentions: { parse: ['users', 'everyone'] } },
    }));
    const outcome = await run(h, 'ping');
    await app.settled();
    expect(mentionsOf(outcome.messages[0])).toEqual({ users: [MEMBER], roles: [], everyone: true });
    const token = app.callbacks[0]!.interaction.token;
    const edited = await h.api('PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, {
      body: { content: `now <@${ADMIN}>` },
      auth: null,
    });
    expect(mentionsOf(edited.body)).toEqual({ users: [ADMIN], roles: [], everyone: false });
  });
});
