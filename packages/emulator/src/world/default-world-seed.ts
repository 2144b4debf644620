import { ChannelType, DefaultEveryonePermissions, PermissionFlags } from '@slashkit/api';
import { ApplicationFlags } from './application-flags.js';
import type { WorldSeed } from './world-seed.js';

// Permission bits used by the seeded roles and overwrites (decimal strings on the wire). @everyone holds
// what a new server's @everyone holds on the service.
const { ViewChannel, SendMessages, Administrator, ManageGuild, ManageRoles } = PermissionFlags;
const EVERYONE = DefaultEveryonePermissions;

const GUILD = '1250000000000000100';

/**
 * The deterministic world every emulator starts with unless given another: two applications (a bot app and
 * an Activity app), one guild with an owner, roles (@everyone, admin, moderator with MANAGE_GUILD and
 * MANAGE_ROLES, member), six users in six locales, and channels of several types including a thread and
 * an age-restricted channel. Ids never change between runs. It is frozen, deeply (every emulator of the
 * process starts from it): build a seed of your own from a copy, e.g. `structuredClone(defaultWorldSeed)`.
 */
export const defaultWorldSeed: WorldSeed = deepFreeze({
  applications: [
    {
      id: '1250000000000000001',
      name: 'Slashkit Test App',
      description: 'The primary application of the seeded world.',
      ownerId: '1250000000000000201',
      botUsername: 'slashkit-bot',
      redirectUris: [
        'http://127.0.0.1/callback',
        'http://localhost:3000/callback',
        'discord-1250000000000000001:/authorize/callback',
      ],
      flags: 0,
      discoverable: false,
      integrationTypes: [0],
      guildIds: [GUILD],
    },
    {
      id: '1250000000000000002',
      name: 'Slashkit Activity App',
      description: 'An application with Activities enabled (EMBEDDED flag) and user install.',
      ownerId: '1250000000000000201',
      botUsername: 'slashkit-activity',
      redirectUris: ['http://127.0.0.1/callback'],
      flags: ApplicationFlags.Embedded,
      discoverable: false,
      integrationTypes: [0, 1],
      guildIds: [GUILD],
    },
  ],
  users: [
    { id: '1250000000000000201', username: 'owner', globalName: 'Guild Owner', locale: 'en-US' },
    { id: '1250000000000000202', username: 'admin', globalName: 'Ada Admin', locale: 'en-GB' },
    { id: '1250000000000000203', username: 'moderator', globalName: 'Mo Derator', locale: 'fr' },
    { id: '1250000000000000204', username: 'member', globalName: 'Mem Ber', locale: 'es-419' },
    { id: '1250000000000000205', username: 'newbie', globalName: 'New Bie', locale: 'de', adult: false },
    { id: '1250000000000000206', username: 'outsider', globalName: 'Out Sider', locale: 'ja' },
  ],
  guilds: [
    {
      id: GUILD,
      name: 'Slashkit Test Guild',
      ownerId: '1250000000000000201',
      preferredLocale: 'en-US',
      roles: [
        { id: GUILD, name: '@everyone', permissions: EVERYONE.toString(), position: 0 },
        { id: '1250000000000000301', name: 'admin', permissions: Administrator.toString(), position: 3 },
        {
          id: '1250000000000000302',
          name: 'moderator',
          permissions: (ManageGuild | ManageRoles).toString(),
          position: 2,
        },
        { id: '1250000000000000303', name: 'member', permissions: '0', position: 1 },
      ],
      channels: [
        { id: '1250000000000000401', name: 'Text Channels', type: ChannelType.GuildCategory },
        {
          id: '1250000000000000402',
          name: 'general',
          type: ChannelType.GuildText,
          parentId: '1250000000000000401',
        },
        {
          id: '1250000000000000403',
          name: 'announcements',
          type: ChannelType.GuildAnnouncement,
          parentId: '1250000000000000401',
          // Only moderators may post here: @everyone loses SEND_MESSAGES.
          permissionOverwrites: [
            { id: GUILD, type: 0, allow: '0', deny: SendMessages.toString() },
            { id: '1250000000000000302', type: 0, allow: SendMessages.toString(), deny: '0' },
          ],
        },
        { id: '1250000000000000404', name: 'Voice', type: ChannelType.GuildVoice, parentId: null },
        {
          id: '1250000000000000405',
          name: 'general-thread',
          type: ChannelType.PublicThread,
          parentId: '1250000000000000402',
        },
        {
          id: '1250000000000000406',
          name: 'after-dark',
          type: ChannelType.GuildText,
          parentId: '1250000000000000401',
          nsfw: true,
        },
        { id: '1250000000000000407', name: 'help-forum', type: ChannelType.GuildForum, parentId: null },
        {
          id: '1250000000000000408',
          name: 'staff',
          type: ChannelType.GuildText,
          parentId: null,
          // A private channel: hidden from @everyone, visible to moderators.
          permissionOverwrites: [
            { id: GUILD, type: 0, allow: '0', deny: ViewChannel.toString() },
            { id: '1250000000000000302', type: 0, allow: ViewChannel.toString(), deny: '0' },
          ],
        },
      ],
      // Where the service posts that a member joined, as in a new server.
      systemChannelId: '1250000000000000402',
      members: [
        { userId: '1250000000000000201', roles: [], joinedAt: '2024-06-01T00:00:00.000Z' },
        {
          userId: '1250000000000000202',
          roles: ['1250000000000000301'],
          joinedAt: '2024-06-01T00:01:00.000Z',
        },
        {
          userId: '1250000000000000203',
          roles: ['1250000000000000302'],
          joinedAt: '2024-06-01T00:02:00.000Z',
        },
        {
          userId: '1250000000000000204',
          roles: ['1250000000000000303'],
          joinedAt: '2024-06-01T00:03:00.000Z',
        },
        { userId: '1250000000000000205', roles: [], nick: 'fresh', joinedAt: '2024-06-01T00:04:00.000Z' },
      ],
    },
  ],
});

/** Freezes a JSON value and everything in it: the default world is shared by every emulator of a process. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
