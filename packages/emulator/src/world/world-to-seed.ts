import { copyForumTags, fullThread } from './thread-facts.js';
import { toConnectionSeed } from './user-connections.js';
import type { World } from './world.js';
import type { WorldSeed } from './world-seed.js';

/**
 * The world file of a live world: every field spelled out (credentials, signing keys, installs, the bot
 * members and managed roles installs added), so `buildWorld(parseWorldSeed(worldToSeed(world)))` builds
 * the same world again. A copy: it shares nothing with the world.
 */
export function worldToSeed(world: World): WorldSeed {
  return {
    applications: world.applications.map((app) => ({
      id: app.id,
      name: app.name,
      // A seed's description is either missing (empty) or a non-empty string.
      ...(app.description === '' ? {} : { description: app.description }),
      ownerId: app.ownerId,
      botUsername: app.bot.username,
      ...(app.bot.avatar === null ? {} : { botAvatar: app.bot.avatar }),
      ...(app.bot.banner === null ? {} : { botBanner: app.bot.banner }),
      ...(app.icon === null ? {} : { icon: app.icon }),
      ...(app.coverImage === null ? {} : { coverImage: app.coverImage }),
      botToken: app.botToken,
      clientSecret: app.clientSecret,
      privateKey: app.privateKey,
      redirectUris: [...app.redirectUris],
      flags: app.flags,
      discoverable: app.discoverable,
      integrationTypes: [...app.integrationTypes],
      guildIds: [...app.guildIds],
      interactionsEndpointUrl: app.interactionsEndpointUrl,
      tags: [...app.tags],
      installParams: app.installParams ? structuredClone(app.installParams) : null,
      eventWebhooksUrl: app.eventWebhooksUrl,
      roleConnectionsVerificationUrl: app.roleConnectionsVerificationUrl,
      eventWebhooksStatus: app.eventWebhooksStatus,
      eventWebhooksTypes: [...app.eventWebhooksTypes],
      skus: app.skus.map((sku) => ({
        id: sku.id,
        name: sku.name,
        type: sku.type,
        flags: sku.flags,
        slug: sku.slug,
      })),
    })),
    users: world.users.map((user) => ({
      id: user.id,
      username: user.username,
      globalName: user.globalName,
      locale: user.locale,
      adult: user.adult,
      bot: user.bot,
      ...(user.connections.length > 0 ? { connections: user.connections.map(toConnectionSeed) } : {}),
    })),
    guilds: world.guilds.map((guild) => ({
      id: guild.id,
      name: guild.name,
      ownerId: guild.ownerId,
      preferredLocale: guild.preferredLocale,
      roles: guild.roles.map((role) => ({ ...role })),
      channels: guild.channels.map((channel) => ({
        ...channel,
        permissionOverwrites: channel.permissionOverwrites.map((o) => ({ ...o })),
        ...(channel.thread !== undefined ? { thread: fullThread(guild, channel.id, channel.thread) } : {}),
        ...(channel.availableTags !== undefined
          ? { availableTags: copyForumTags(channel.availableTags) }
          : {}),
      })),
      members: guild.members.map((member) => ({ ...member, roles: [...member.roles] })),
      ...(guild.systemChannelId === undefined ? {} : { systemChannelId: guild.systemChannelId }),
      ...(guild.systemChannelFlags === undefined ? {} : { systemChannelFlags: guild.systemChannelFlags }),
    })),
  };
}
