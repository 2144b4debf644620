import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BOT_ROLE, GENERAL, GUILD, NO_THREADS, QUIET, STAFF, THREAD } from './bot-world.js';
import {
  auditEntries,
  MEMBER_ROLE,
  moderatorBot,
  PINGABLE_ROLE,
  reason,
  startGuild,
} from './guild-admin-support.js';
import type { Harness, Json } from './harness.js';
import { PNG_DATA_URI } from './media-fixtures.js';

// A guild's onboarding over sockets: read by any bot of the guild, set with Manage Guild and Manage
// Roles; turned on, it needs 7 channels, 5 of them where @everyone may send messages.

const onboarding = `/guilds/${GUILD}/onboarding`;
const AFTER_DARK = '1250000000000000406';
const PROMPT = '1250000000000009001';
// Seven channels, five of them open to @everyone (announcements and staff are not).
const seven = [GENERAL, ANNOUNCEMENTS, AFTER_DARK, '1250000000000000407', STAFF, QUIET, NO_THREADS];

/** The audit log's onboarding entries, newest first (the emoji made for a test records one of its own). */
async function onboardingEntries(h: Harness): Promise<Json[]> {
  const kinds: number[] = [
    AuditLogEvent.OnboardingPromptCreate,
    AuditLogEvent.OnboardingPromptUpdate,
    AuditLogEvent.OnboardingPromptDelete,
    AuditLogEvent.OnboardingCreate,
    AuditLogEvent.OnboardingUpdate,
  ];
  return (await auditEntries(h)).filter((e) => kinds.includes(e.action_type));
}

function prompt(options: Json[], extra: Json = {}): Json {
  return { id: PROMPT, title: 'What brings you here?', options, ...extra };
}

describe('guild onboarding', () => {
  it('is off and empty at first; set, it keeps prompts with new option ids and records the changes', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.CreateGuildExpressions);
    expect((await h.api('GET', onboarding)).body).toEqual({
      guild_id: GUILD,
      prompts: [],
      default_channel_ids: [],
      enabled: false,
      mode: 0,
    });
    const emoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'game', image: PNG_DATA_URI },
    });
    const res = await h.api('PUT', onboarding, {
      body: {
        prompts: [
          prompt(
            [
              { title: 'Games', role_ids: [MEMBER_ROLE], channel_ids: [AFTER_DARK], emoji_id: emoji.body.id },
              { title: 'Chat', description: 'Just talk', emoji_name: '💬' },
            ],
            { single_select: true, type: 1 },
          ),
        ],
        default_channel_ids: seven,
        enabled: true,
      },
      ...reason('ask them'),
    });
    expect(res.status).toBe(200);
    const [games, chat] = res.body.prompts[0].options;
    expect(res.body).toMatchObject({ guild_id: GUILD, default_channel_ids: seven, enabled: true, mode: 0 });
    expect(res.body.prompts[0]).toMatchObject({
      id: PROMPT,
      type: 1,
      single_select: true,
      required: false,
      in_onboarding: true,
    });
    expect(games).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Games',
      description: '',
      emoji: { id: emoji.body.id, name: 'game', animated: false },
      role_ids: [MEMBER_ROLE],
      channel_ids: [AFTER_DARK],
    });
    expect(chat.emoji).toEqual({ id: null, name: '💬', animated: false });
    expect(chat.description).toBe('Just talk');
    expect((await h.api('GET', onboarding)).body).toEqual(res.body);
    const entries = await onboardingEntries(h);
    expect(entries.map((e) => [e.action_type, e.target_id, e.reason])).toEqual([
      [AuditLogEvent.OnboardingPromptCreate, PROMPT, 'ask them'],
      [AuditLogEvent.OnboardingUpdate, GUILD, 'ask them'],
    ]);
    expect(entries[1].changes).toEqual([
      { key: 'enabled', old_value: false, new_value: true },
      { key: 'default_channel_ids', old_value: [], new_value: seven },
    ]);
    // The same again (options by their ids) records nothing; no prompts deletes the prompt.
    await h.api('PUT', onboarding, { body: { prompts: res.body.prompts.map(asSent) } });
    expect(await onboardingEntries(h)).toHaveLength(2);
    const emptied = await h.api('PUT', onboarding, { body: { prompts: [] } });
    expect(emptied.body.prompts).toEqual([]);
    expect((await onboardingEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.OnboardingPromptDelete,
      target_id: PROMPT,
    });
    // A deleted channel leaves the onboarding's lists.
    expect((await h.api('DELETE', `/channels/${AFTER_DARK}`)).status).toBe(200);
    expect((await h.api('GET', onboarding)).body.default_channel_ids).not.toContain(AFTER_DARK);
  });

  it('needs 7 channels, 5 open to @everyone, while on (350000, 350001); advanced mode counts the options', async () => {
    const h = await startGuild();
    const six = seven.slice(0, 6);
    const off = await h.api('PUT', onboarding, { body: { enabled: true, default_channel_ids: six } });
    expect([off.status, off.body.code]).toEqual([400, 350000]);
    const others = [GENERAL, ANNOUNCEMENTS, AFTER_DARK, STAFF, QUIET, NO_THREADS, '1250000000000000404'];
    expect(
      (await h.api('PUT', onboarding, { body: { enabled: true, default_channel_ids: others } })).status,
    ).toBe(200);
    const below = await h.api('PUT', onboarding, { body: { default_channel_ids: [GENERAL] } });
    expect([below.status, below.body.code]).toEqual([400, 350001]);
    const advanced = await h.api('PUT', onboarding, {
      body: {
        mode: 1,
        default_channel_ids: six,
        prompts: [prompt([{ title: 'Builders', channel_ids: ['1250000000000000404'] }])],
      },
    });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toMatchObject({ enabled: true, mode: 1, default_channel_ids: six });
  });

  it('refuses without both permissions, roles out of reach, unknown things and bad bodies; nothing half-written', async () => {
    const manageGuild = await startGuild(PermissionFlags.ManageGuild);
    expect((await manageGuild.api('GET', onboarding)).status).toBe(200);
    expect((await manageGuild.api('PUT', onboarding, { body: { mode: 1 } })).body.code).toBe(50013);
    const h = await startGuild();
    const above = await h.api('PUT', onboarding, {
      body: { prompts: [prompt([{ title: 'Ping', role_ids: [PINGABLE_ROLE] }])] },
    });
    expect([above.status, above.body.code]).toEqual([403, 50013]);
    const unknown = await h.api('PUT', onboarding, {
      body: {
        default_channel_ids: ['1', THREAD],
        prompts: [
          prompt([{ title: 'Bad', role_ids: ['2', GUILD, BOT_ROLE], channel_ids: ['3'], emoji_id: '4' }]),
        ],
      },
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 50035]);
    expect(Object.keys(unknown.body.errors.default_channel_ids)).toEqual(['0', '1']);
    expect(Object.keys(unknown.body.errors.prompts['0'].options['0']).sort()).toEqual([
      'channel_ids',
      'emoji_id',
      'role_ids',
    ]);
    expect(Object.keys(unknown.body.errors.prompts['0'].options['0'].role_ids)).toEqual(['0', '1', '2']);
    const shapes = await h.api('PUT', onboarding, {
      body: {
        mode: 2,
        enabled: 'yes',
        default_channel_ids: [GENERAL, GENERAL],
        prompts: [
          { id: PROMPT, title: '', options: [] },
          { id: PROMPT, title: 'twice', options: [{ title: 'x'.repeat(51), description: 'd'.repeat(101) }] },
          { title: 'no id', options: [{}] },
        ],
      },
    });
    expect(shapes.status).toBe(400);
    expect(Object.keys(shapes.body.errors).sort()).toEqual([
      'default_channel_ids',
      'enabled',
      'mode',
      'prompts',
    ]);
    expect(Object.keys(shapes.body.errors.prompts['0']).sort()).toEqual(['options', 'title']);
    expect(Object.keys(shapes.body.errors.prompts['1']).sort()).toEqual(['id', 'options']);
    expect(Object.keys(shapes.body.errors.prompts['2']).sort()).toEqual(['id', 'options']);
    const many = await h.api('PUT', onboarding, {
      body: {
        prompts: Array.from({ length: 16 }, (_, i) => prompt([{ title: 't' }], { id: `${9000 + i}` })),
      },
    });
    expect(many.body.errors.prompts._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    expect((await h.api('GET', onboarding)).body).toMatchObject({ prompts: [], enabled: false, mode: 0 });
    expect(await auditEntries(h)).toEqual([]);
    expect((await h.api('GET', '/guilds/1/onboarding')).body.code).toBe(10004);
  });
});

/** A prompt of an answer as a PUT sends it back: the emoji as its three fields. */
function asSent(p: Json): Json {
  return {
    ...p,
    options: p.options.map(({ emoji, ...o }: Json) => ({
      ...o,
      emoji_id: emoji.id,
      emoji_name: emoji.name,
      emoji_animated: emoji.animated,
    })),
  };
}
