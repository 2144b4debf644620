import type {
  APIApplicationCommandInteractionDataOption,
  APIAttachment,
  APIInteraction,
  APIInteractionDataResolved,
  APIInteractionDataResolvedChannel,
  APIInteractionDataResolvedGuildMember,
  APIMessage,
  APIRole,
  APIUser,
} from '@slashkit/api';

export const appId = '100000000000000001';
export const guildId = '200000000000000002';
export const channelId = '300000000000000003';
export const token = 'aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu';

export const alice: APIUser = {
  id: '400000000000000004',
  username: 'alice',
  discriminator: '0',
  global_name: 'Alice',
  avatar: null,
};
export const bob: APIUser = {
  id: '400000000000000005',
  username: 'bob',
  discriminator: '0',
  global_name: null,
  avatar: null,
};
export const bobMember: APIInteractionDataResolvedGuildMember = {
  roles: [],
  joined_at: '2024-01-01T00:00:00.000Z',
  permissions: '2048',
  flags: 0,
};
export const modRole: APIRole = {
  id: '500000000000000006',
  name: 'mods',
  color: 0,
  hoist: false,
  position: 1,
  permissions: '0',
  managed: false,
  mentionable: true,
  flags: 0,
  colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
};
export const textChannel: APIInteractionDataResolvedChannel = {
  id: '300000000000000007',
  type: 0,
  name: 'general',
  permissions: '2048',
};
export const voiceChannel: APIInteractionDataResolvedChannel = {
  id: '300000000000000008',
  type: 2,
  name: 'voice',
  permissions: '2048',
};
export const file: APIAttachment = {
  id: '600000000000000009',
  filename: 'a.png',
  size: 10,
  url: 'https://cdn.example/a.png',
  proxy_url: 'https://media.example/a.png',
};
export const message: APIMessage = {
  id: '700000000000000010',
  channel_id: channelId,
  author: bob,
  content: 'hello there',
  timestamp: '2024-01-01T00:00:00.000Z',
  edited_timestamp: null,
  tts: false,
  mention_everyone: false,
  mentions: [],
  mention_roles: [],
  attachments: [],
  embeds: [],
  pinned: false,
  type: 0,
};

export const resolvedAll: APIInteractionDataResolved = {
  users: { [bob.id]: bob },
  members: { [bob.id]: bobMember },
  roles: { [modRole.id]: modRole },
  channels: { [textChannel.id]: textChannel, [voiceChannel.id]: voiceChannel },
  attachments: { [file.id]: file },
  messages: { [message.id]: message },
};

let counter = 0;

/** An interaction in a guild, as the service sends it. */
export function interaction(fields: {
  type?: number;
  name: string;
  commandType?: number;
  options?: APIApplicationCommandInteractionDataOption[];
  resolved?: APIInteractionDataResolved;
  targetId?: string;
}): APIInteraction {
  counter++;
  return {
    id: String(800000000000000000n + BigInt(counter)),
    application_id: appId,
    type: (fields.type ?? 2) as 2,
    data: {
      id: '900000000000000011',
      name: fields.name,
      type: (fields.commandType ?? 1) as 1,
      ...(fields.options ? { options: fields.options } : {}),
      ...(fields.resolved ? { resolved: fields.resolved } : {}),
      ...(fields.targetId ? { target_id: fields.targetId } : {}),
    },
    guild_id: guildId,
    channel_id: channelId,
    channel: { id: channelId, type: 0, name: 'general', permissions: '2048' },
    member: {
      user: alice,
      roles: [],
      joined_at: '2024-01-01T00:00:00.000Z',
      mute: false,
      deaf: false,
      permissions: '2147483648',
      flags: 0,
    },
    token,
    version: 1,
    app_permissions: '2048',
    locale: 'fr',
    guild_locale: 'de',
    entitlements: [],
    authorizing_integration_owners: { '0': guildId },
    context: 0,
    attachment_size_limit: 8388608,
  };
}

export const ping = {
  id: '800000000000000000',
  application_id: appId,
  type: 1,
  token,
  version: 1,
};
