import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';

// The checks POST /_emulator/interactions makes before delivering, and the payloads it builds, observed
// through the gateway path (the event bus) so no app server is needed.

const GENERAL = '1250000000000000402';

/** Answers every INTERACTION_CREATE through the callback endpoint, and keeps the payloads. */
function answerOverGateway(h: Harness, body: unknown = { type: 4, data: { content: 'ok' } }) {
  const seen: Json[] = [];
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type !== 'INTERACTION_CREATE') return;
    const i = event.data as Json;
    seen.push(i);
    void fetch(`${h.emu.apiBaseUrl}/interactions/${i.id}/${i.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  });
  return { seen, unsubscribe };
}

async function create(h: Harness, body: Json, appId = h.app.id, token = h.app.botToken) {
  const res = await h.api('POST', `/applications/${appId}/commands`, { body, auth: `Bot ${token}` });
  expect(res.status).toBeLessThan(300);
  return res.body;
}

describe('payloads', () => {
  it('sends user (not member) and DM fields in a DM', async () => {
    const h = await start();
    await create(h, { name: 'ping', description: 'Ping' });
    const { seen, unsubscribe } = answerOverGateway(h);
    const res = await h.admin('POST', '/interactions', { userId: h.user('member').id, name: 'ping' });
    unsubscribe();
    expect(res.body.status).toBe('answered');
    const i = seen[0];
    expect(i).toMatchObject({
      context: 1,
      user: { id: h.user('member').id, username: 'member' },
      channel: { type: 1 },
      locale: 'es-419',
      authorizing_integration_owners: { '0': '0' },
    });
    expect(i.member).toBeUndefined();
    expect(i.guild_id).toBeUndefined();
    expect(i.guild_locale).toBeUndefined();
    // The same DM channel every time.
    answerOverGateway(h);
    const again = await h.admin('POST', '/interactions', { userId: h.user('member').id, name: 'ping' });
    expect(again.body.messages[0].channel_id).toBe(i.channel_id);
  });

  it('resolves channels, roles, mentionables and attachments, and marks guild commands with guild_id', async () => {
    const h = await start();
    const cmd = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: {
        name: 'inspect',
        description: 'Inspect',
        options: [
          { type: 7, name: 'where', description: 'Where', channel_types: [0, 11] },
          { type: 8, name: 'role', description: 'Role' },
          { type: 9, name: 'who', description: 'Who' },
          { type: 11, name: 'file', description: 'File' },
          { type: 5, name: 'loud', description: 'Loud' },
          { type: 10, name: 'ratio', description: 'Ratio', min_value: 0, max_value: 1 },
        ],
      },
    });
    const { seen } = answerOverGateway(h);
    const res = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'inspect',
      options: {
        where: '1250000000000000405',
        role: '1250000000000000302',
        who: '1250000000000000303',
        file: { filename: 'cat.png', size: 2048, contentType: 'image/png' },
        loud: 'true',
        ratio: 0.5,
      },
    });
    expect(res.body.status).toBe('answered');
    const data = seen[0].data;
    expect(data).toMatchObject({ id: cmd.body.id, guild_id: h.guild.id });
    expect(data.options.map((o: Json) => [o.name, o.type])).toEqual([
      ['where', 7],
      ['role', 8],
      ['who', 9],
      ['file', 11],
      ['loud', 5],
      ['ratio', 10],
    ]);
    expect(data.options[4].value).toBe(true);
    expect(data.resolved.channels['1250000000000000405']).toMatchObject({ type: 11, parent_id: GENERAL });
    expect(Object.keys(data.resolved.roles).sort()).toEqual(['1250000000000000302', '1250000000000000303']);
    const attachment = Object.values(data.resolved.attachments)[0] as Json;
    expect(attachment).toMatchObject({ filename: 'cat.png', size: 2048, content_type: 'image/png' });
  });
});

describe('refusals before delivery', () => {
  it('says what is wrong with the options', async () => {
    const h = await start();
    await create(h, {
      name: 'pick',
      description: 'Pick',
      options: [
        {
          type: 3,
          name: 'color',
          description: 'Color',
          required: true,
          choices: [{ name: 'Red', value: 'r' }],
        },
        { type: 3, name: 'note', description: 'Note', min_length: 3, max_length: 5 },
        { type: 7, name: 'where', description: 'Where', channel_types: [2] },
      ],
    });
    const run = (options: Json) =>
      h.admin('POST', '/interactions', {
        userId: h.user('member').id,
        guildId: h.guild.id,
        channelId: GENERAL,
        name: 'pick',
        options,
      });
    const bad = await run({ color: 'blue', note: 'toolong', where: GENERAL, extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(50035);
    expect(bad.body.errors.options.color._errors[0].code).toBe('BASE_TYPE_CHOICES');
    expect(bad.body.errors.options.note._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    expect(bad.body.errors.options.where._errors[0].message).toMatch(/takes types 2/);
    expect(bad.body.errors.options.extra._errors[0].message).toMatch(/no option "extra"/);
    expect(bad.body.message).toMatch(/Invalid options for \/pick/);
    expect((await run({ note: 'abc' })).body.message).toMatch(/color is required/);
    expect((await run({ color: 'Red', note: 'ab' })).body.errors.options.note._errors[0].code).toBe(
      'BASE_TYPE_MIN_LENGTH',
    );
  });

  it('needs a subcommand for commands that have them', async () => {
    const h = await start();
    await create(h, {
      name: 'tag',
      description: 'Tag',
      options: [
        { type: 1, name: 'add', description: 'Add', options: [{ type: 3, name: 'name', description: 'N' }] },
      ],
    });
    const res = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'tag',
      options: { name: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/has subcommands: give \{ subcommand, group\?, options \}/);
  });

  it('refuses bad requests with what to fix', async () => {
    const h = await start();
    const post = (body: Json) => h.admin('POST', '/interactions', body);
    expect((await post({ name: 'x' })).body.message).toMatch(/userId/);
    expect((await post({ userId: h.user('member').id, name: 'x', sides: 3 })).body.message).toMatch(
      /unknown field/,
    );
    expect(
      (await post({ userId: h.user('member').id, guildId: h.guild.id, name: 'x' })).body.message,
    ).toMatch(/channelId/);
    expect(
      (
        await post({
          userId: h.user('member').id,
          guildId: h.guild.id,
          channelId: '1250000000000000401',
          name: 'x',
        })
      ).body.message,
    ).toMatch(/nobody can type/);
    expect((await post({ userId: h.user('member').id, name: 'x', locale: 'xx' })).body.message).toMatch(
      /locale/,
    );
  });

  it('needs a message of the channel as the target of a MESSAGE command', async () => {
    const h = await start();
    await create(h, { name: 'Quote', type: 3 });
    const { seen } = answerOverGateway(h);
    const base = {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'Quote',
      type: 3,
    };
    expect((await h.admin('POST', '/interactions', base)).body.message).toMatch(/targetId/);
    const elsewhere = await h.admin('POST', '/messages', {
      guildId: h.guild.id,
      channelId: '1250000000000000406',
      authorId: h.user('newbie').id,
      content: 'elsewhere',
    });
    expect(
      (await h.admin('POST', '/interactions', { ...base, targetId: elsewhere.body.id })).body.message,
    ).toMatch(/no message .* in this channel/);
    const here = await h.admin('POST', '/messages', {
      guildId: h.guild.id,
      channelId: GENERAL,
      authorId: h.user('newbie').id,
      content: 'here',
    });
    const res = await h.admin('POST', '/interactions', { ...base, targetId: here.body.id });
    expect(res.body.status).toBe('answered');
    expect(seen[0].data).toMatchObject({
      target_id: here.body.id,
      resolved: { messages: { [here.body.id]: { content: 'here' } } },
    });
  });
});

describe('entry points, records and reset', () => {
  it('launches DISCORD_LAUNCH_ACTIVITY entry points itself, without the app', async () => {
    const h = await start();
    const activity = h.emu.world.applications[1]!;
    const res = await h.admin('POST', '/interactions', {
      applicationId: activity.id,
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'Launch',
      type: 4,
    });
    expect(res.body).toMatchObject({ delivery: 'service', status: 'answered', responseType: 12 });
    expect(res.body.activityInstanceId).toMatch(/^i-/);
    expect(res.body.messages).toHaveLength(1);
    const plain = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'Launch',
      type: 4,
    });
    expect(plain.body.reason).toBe('UNKNOWN_COMMAND');
  });

  it('shows an interaction without its token, and forgets everything on reset', async () => {
    const h = await start();
    await create(h, { name: 'ping', description: 'Ping' });
    const { seen } = answerOverGateway(h);
    const res = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'ping',
    });
    const record = await h.admin('GET', `/interactions/${res.body.interactionId}`);
    expect(record.body).toMatchObject({
      state: 'acknowledged',
      respondedVia: 'callback',
      interaction: { id: res.body.interactionId },
    });
    expect(JSON.stringify(record.body)).not.toContain(seen[0].token);
    await h.admin('POST', '/reset');
    expect((await h.admin('GET', `/interactions/${res.body.interactionId}`)).status).toBe(404);
    expect((await h.admin('GET', '/messages')).body).toEqual([]);
  });
});
