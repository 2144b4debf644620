import { PermissionFlags } from '@slashkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import {
  ADMIN,
  ANNOUNCEMENTS,
  CATEGORY,
  GENERAL,
  GUILD,
  MEMBER,
  NEWBIE,
  OUTSIDER,
  OWNER,
} from './bot-world.js';
import { MEMBER_ROLE, MODERATOR_ROLE, moderatorBot, startGuild } from './guild-admin-support.js';
import type { Harness } from './harness.js';
import { fuzz, fuzzedRoutes, RouteRecorder, type Send, sender } from './hostile-fuzz-support.js';

// The bodies of the routes that manage a guild (roles, members, bans, channels, invites, and users acting
// by hand through the admin API), each sent again
// with each hostile key (`__proto__`, `constructor`, …) added at each level, from a fixed seed: whatever
// the answer, nothing may be written into Object.prototype (or a built-in) and nothing may fail with 5xx.

const seed = 0x34_2034;
const limit = 40;
const recorder = new RouteRecorder();

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

const role = {
  name: 'helpers',
  permissions: '2048',
  color: 0x3498db,
  colors: { primary_color: 0x3498db, secondary_color: null },
  hoist: true,
  mentionable: false,
  unicode_emoji: '🛟',
};

/** Each body as it is is accepted (so what a variant is refused for is its hostile key), then fuzzed. */
async function accepted(h: Harness, cases: [string, string, unknown][]): Promise<[Send, unknown, string][]> {
  const bot = `Bot ${h.app.botToken}`;
  const sends: [Send, unknown, string][] = [];
  for (const [method, path, body] of cases) {
    const send = sender(recorder, h, method, path, bot);
    const answer = await send(JSON.stringify(body));
    expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
    sends.push([send, body, `${method} ${path}`]);
  }
  return sends;
}

describe('hostile keys in the bodies of guild management', () => {
  it('roles: create, edit, positions', { timeout: 60_000 }, async () => {
    const h = await startGuild();
    const random = seededRandom(seed);
    const sends = await accepted(h, [
      ['POST', `/guilds/${GUILD}/roles`, role],
      ['PATCH', `/guilds/${GUILD}/roles/${MEMBER_ROLE}`, role],
      ['PATCH', `/guilds/${GUILD}/roles`, [{ id: MEMBER_ROLE, position: 2 }]],
    ]);
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, limit)));
    expect(failures).toEqual([]);
  });

  it('members: add one (a member already: 204), edit one, edit its own', { timeout: 60_000 }, async () => {
    const h = await startGuild();
    const random = seededRandom(seed + 1);
    const accessToken = (await h.bearer('member', ['guilds.join'])).slice('Bearer '.length);
    const sends = await accepted(h, [
      ['PUT', `/guilds/${GUILD}/members/${MEMBER}`, { access_token: accessToken, nick: 'Mem', roles: [] }],
      [
        'PATCH',
        `/guilds/${GUILD}/members/${MEMBER}`,
        { nick: 'Mem', roles: [MEMBER_ROLE], communication_disabled_until: null, flags: 0 },
      ],
      ['PATCH', `/guilds/${GUILD}/members/@me`, { nick: 'Helper', bio: null }],
      ['PATCH', `/guilds/${GUILD}/members/@me/nick`, { nick: 'Old Helper' }],
    ]);
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, limit)));
    expect(failures).toEqual([]);
  });

  it('channels: create, order, edit, overwrites, follow', { timeout: 90_000 }, async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.ManageWebhooks);
    const random = seededRandom(seed + 2);
    const overwrite = { id: MEMBER_ROLE, type: 0, allow: '1024', deny: '2048' };
    const sends = await accepted(h, [
      [
        'POST',
        `/guilds/${GUILD}/channels`,
        { name: 'tickets', type: 0, topic: 't', parent_id: CATEGORY, permission_overwrites: [overwrite] },
      ],
      ['PATCH', `/guilds/${GUILD}/channels`, [{ id: GENERAL, position: 3, lock_permissions: false }]],
      [
        'PATCH',
        `/channels/${GENERAL}`,
        { name: 'lobby', rate_limit_per_user: 2, permission_overwrites: [overwrite] },
      ],
      ['PUT', `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`, { type: 0, allow: '1024', deny: null }],
      ['POST', `/channels/${ANNOUNCEMENTS}/followers`, { webhook_channel_id: GENERAL }],
    ]);
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, 25)));
    expect(failures).toEqual([]);
  });

  it('bans and invites: ban one, bulk ban, an invite', { timeout: 60_000 }, async () => {
    const h = await startGuild();
    const random = seededRandom(seed + 3);
    const sends = await accepted(h, [
      ['PUT', `/guilds/${GUILD}/bans/${OUTSIDER}`, { delete_message_seconds: 60 }],
      ['POST', `/guilds/${GUILD}/bulk-ban`, { user_ids: [NEWBIE], delete_message_seconds: 0 }],
      ['POST', `/channels/${GENERAL}/invites`, { max_age: 60, max_uses: 2, temporary: false, unique: true }],
    ]);
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, 25)));
    expect(failures).toEqual([]);
  });

  it('guild settings: edit the guild, prune, the widget, the welcome screen, onboarding, templates, incident actions', {
    timeout: 60_000,
  }, async () => {
    const h = await startGuild();
    const random = seededRandom(seed + 5);
    const sends = await accepted(h, [
      [
        'PATCH',
        `/guilds/${GUILD}`,
        { name: 'Fuzzed', description: 'd', afk_timeout: 60, system_channel_id: GENERAL, features: [] },
      ],
      [
        'POST',
        `/guilds/${GUILD}/prune`,
        { days: 30, compute_prune_count: true, include_roles: [MEMBER_ROLE], reason: 'tidy' },
      ],
      ['PATCH', `/guilds/${GUILD}/widget`, { enabled: true, channel_id: GENERAL }],
      [
        'PATCH',
        `/guilds/${GUILD}/welcome-screen`,
        {
          enabled: true,
          description: 'hello',
          welcome_channels: [
            { channel_id: GENERAL, description: 'Say hi', emoji_id: null, emoji_name: '👋' },
          ],
        },
      ],
      [
        'PUT',
        `/guilds/${GUILD}/onboarding`,
        {
          enabled: false,
          mode: 1,
          default_channel_ids: [GENERAL],
          prompts: [
            {
              id: '1250000000000009001',
              title: 'Why?',
              type: 0,
              single_select: false,
              required: false,
              in_onboarding: true,
              options: [
                {
                  title: 'Chat',
                  description: 'd',
                  emoji_name: '💬',
                  role_ids: [MEMBER_ROLE],
                  channel_ids: [GENERAL],
                },
              ],
            },
          ],
        },
      ],
    ]);
    const soon = new Date(h.emu.context.clock.now() + 60_000).toISOString();
    sends.push(
      ...(await accepted(h, [
        [
          'PUT',
          `/guilds/${GUILD}/incident-actions`,
          { invites_disabled_until: soon, dms_disabled_until: null },
        ],
      ])),
    );
    sends.push(
      ...(await accepted(h, [['POST', `/guilds/${GUILD}/templates`, { name: 'T', description: 'd' }]])),
    );
    const [template] = h.emu.context.state.guildTemplates.ofGuild(GUILD);
    sends.push(
      ...(await accepted(h, [
        ['PATCH', `/guilds/${GUILD}/templates/${template?.code}`, { name: 'Renamed', description: null }],
      ])),
    );
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, 25)));
    expect(failures).toEqual([]);
  });

  it('users by hand: join, edit, roles, ban, unban, kick, leave', { timeout: 60_000 }, async () => {
    const h = await startGuild();
    const random = seededRandom(seed + 4);
    const at = `/_emulator/guilds/${GUILD}`;
    const sends = await accepted(h, [
      ['POST', `${at}/members`, { userId: OUTSIDER }],
      [
        'PATCH',
        `${at}/members/${MEMBER}`,
        { actorId: ADMIN, nick: 'Mem', communicationDisabledUntil: null, reason: 'tidy' },
      ],
      ['POST', `${at}/members/${MEMBER}/roles/${MODERATOR_ROLE}`, { actorId: OWNER, reason: 'up' }],
      ['POST', `${at}/members/${MEMBER}/roles/${MODERATOR_ROLE}/remove`, { actorId: OWNER }],
      ['POST', `${at}/bans`, { actorId: ADMIN, userId: NEWBIE, deleteMessageSeconds: 60 }],
      ['POST', `${at}/bans/${NEWBIE}/remove`, { actorId: ADMIN }],
      ['POST', `${at}/members/${OUTSIDER}/kick`, { actorId: ADMIN, reason: 'out' }],
      ['POST', `${at}/members/${MEMBER}/leave`, {}],
    ]);
    const failures: string[] = [];
    for (const [send, body, label] of sends)
      failures.push(...(await fuzz(label, body, send, random, before, 25)));
    expect(failures).toEqual([]);
  });

  it('reached every route it lists', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.guild]));
  });
});
