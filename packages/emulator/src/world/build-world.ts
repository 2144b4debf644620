import { createHash } from 'node:crypto';
import { ApplicationIntegrationType } from '@slashkit/api';
import { buildSku } from './build-sku.js';
import { createEd25519KeyPair } from './ed25519-key-pair.js';
import type { KeyPairSource } from './key-pair-memo.js';
import { copyForumTags, fullThread } from './thread-facts.js';
import { toApiConnection } from './user-connections.js';
import type {
  EmulatorApplication,
  EmulatorGuild,
  EmulatorMember,
  EmulatorRole,
  EmulatorUser,
  World,
} from './world.js';
import type { ApplicationSeed, MemberSeed, RoleSeed, WorldSeed } from './world-seed.js';

/**
 * Builds the live {@link World} from a (valid) seed: fills defaults and derives missing credentials and
 * Ed25519 keys deterministically from the ids (with `keyPair`: an emulator's memo of them). The result
 * shares nothing with the seed, so a reset can build a fresh copy.
 */
export function buildWorld(seed: WorldSeed, keyPair: KeyPairSource = createEd25519KeyPair): World {
  const guilds: EmulatorGuild[] = seed.guilds.map((guild) => ({
    id: guild.id,
    name: guild.name,
    ownerId: guild.ownerId,
    preferredLocale: guild.preferredLocale ?? 'en-US',
    roles: guild.roles.map((role, index) => ({
      id: role.id,
      name: role.name,
      permissions: role.permissions,
      position: role.position ?? index,
      color: role.color ?? 0,
      hoist: role.hoist ?? false,
      mentionable: role.mentionable ?? false,
      managed: role.managed ?? false,
      ...roleStyle(role),
    })),
    channels: guild.channels.map((channel, index) => ({
      id: channel.id,
      name: channel.name,
      type: channel.type,
      parentId: channel.parentId ?? null,
      nsfw: channel.nsfw ?? false,
      permissionOverwrites: (channel.permissionOverwrites ?? []).map((o) => ({ ...o })),
      position: channel.position ?? index,
      topic: channel.topic ?? null,
      rateLimitPerUser: channel.rateLimitPerUser ?? 0,
      ...(channel.userLimit ? { userLimit: channel.userLimit } : {}),
      flags: channel.flags ?? 0,
      ...(channel.thread !== undefined ? { thread: fullThread(guild, channel.id, channel.thread) } : {}),
      ...(channel.availableTags !== undefined ? { availableTags: copyForumTags(channel.availableTags) } : {}),
    })),
    members: guild.members.map((member) => ({
      userId: member.userId,
      roles: [...(member.roles ?? [])],
      nick: member.nick ?? null,
      joinedAt: member.joinedAt ?? '2024-01-01T00:00:00.000Z',
      ...memberState(member),
    })),
    ...(guild.systemChannelId === undefined ? {} : { systemChannelId: guild.systemChannelId }),
    ...(guild.systemChannelFlags === undefined ? {} : { systemChannelFlags: guild.systemChannelFlags }),
  }));
  const primary = guilds[0]!;
  // By user id: a lookup per user in the member list made a guild of 10,000 members quadratic to build.
  const primaryRoles = new Map<string, readonly string[]>();
  for (const m of primary.members) if (!primaryRoles.has(m.userId)) primaryRoles.set(m.userId, m.roles);
  const users: EmulatorUser[] = seed.users.map((user) => ({
    id: user.id,
    username: user.username,
    globalName: user.globalName ?? null,
    locale: user.locale ?? 'en-US',
    adult: user.adult ?? true,
    bot: user.bot ?? false,
    roles: [...(primaryRoles.get(user.id) ?? [])],
    connections: (user.connections ?? []).map(toApiConnection),
  }));
  const applications = seed.applications.map((app) =>
    buildApplication(
      app,
      guilds.map((g) => g.id),
      keyPair,
    ),
  );
  return { application: applications[0]!, applications, guild: primary, guilds, users };
}

/** Builds one application from its seed; `allGuildIds` is the default install list. */
export function buildApplication(
  seed: ApplicationSeed,
  allGuildIds: readonly string[],
  keyPair: KeyPairSource = createEd25519KeyPair,
): EmulatorApplication {
  const keys = seed.privateKey ? keyPair({ seedHex: seed.privateKey }) : keyPair({ label: seed.id });
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description ?? '',
    ownerId: seed.ownerId,
    bot: {
      id: seed.id,
      username: seed.botUsername ?? seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      avatar: seed.botAvatar ?? null,
      banner: seed.botBanner ?? null,
    },
    icon: seed.icon ?? null,
    coverImage: seed.coverImage ?? null,
    botToken: seed.botToken ?? deriveBotToken(seed.id),
    clientId: seed.id,
    clientSecret: seed.clientSecret ?? digest(`client-secret/${seed.id}`).slice(0, 32),
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    redirectUris: [...(seed.redirectUris ?? ['http://127.0.0.1/callback'])],
    flags: seed.flags ?? 0,
    discoverable: seed.discoverable ?? false,
    // Like the service: an app is installable to guilds unless configured otherwise.
    integrationTypes: [...(seed.integrationTypes ?? [ApplicationIntegrationType.GuildInstall])],
    guildIds: [...(seed.guildIds ?? allGuildIds)],
    interactionsEndpointUrl: seed.interactionsEndpointUrl ?? null,
    skus: (seed.skus ?? []).map((sku) => buildSku(sku, seed.id)),
    tags: [...(seed.tags ?? [])],
    installParams: seed.installParams ? structuredClone(seed.installParams) : null,
    eventWebhooksUrl: seed.eventWebhooksUrl ?? null,
    roleConnectionsVerificationUrl: seed.roleConnectionsVerificationUrl ?? null,
    eventWebhooksStatus: seed.eventWebhooksStatus ?? 1,
    eventWebhooksTypes: [...(seed.eventWebhooksTypes ?? [])],
  };
}

// Shaped like the service's tokens: base64(user id) . timestamp part . HMAC part.
function deriveBotToken(applicationId: string): string {
  const hash = digest(`bot-token/${applicationId}`);
  return `${Buffer.from(applicationId).toString('base64url')}.${hash.slice(0, 6)}.${hash.slice(6, 44)}`;
}

function digest(input: string): string {
  return createHash('sha256').update(`slashkit-emulator/${input}`).digest('base64url');
}

// A role's optional style, each field only when the seed sets it (a world file without them stays one).
function roleStyle(role: RoleSeed): Partial<EmulatorRole> {
  const style: Partial<EmulatorRole> = {};
  for (const key of ['secondaryColor', 'tertiaryColor', 'icon', 'unicodeEmoji'] as const)
    if (role[key] !== undefined) (style as Record<string, unknown>)[key] = role[key];
  return style;
}

// A member's optional state (timeout, voice mute and deafen, flags), each field only when the seed sets it.
function memberState(member: MemberSeed): Partial<EmulatorMember> {
  const state: Partial<EmulatorMember> = {};
  for (const key of ['communicationDisabledUntil', 'mute', 'deaf', 'flags'] as const)
    if (member[key] !== undefined) (state as Record<string, unknown>)[key] = member[key];
  return state;
}
