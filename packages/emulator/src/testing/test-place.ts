import { ChannelType } from '@slashkit/api';
import type { World } from '../world/world.js';
import { TestClientError } from './test-client-error.js';

/**
 * A guild channel where a test user acts: its name (`'general'`, `'#general'`; the primary guild's first,
 * then the other guilds') or id, or the guild and channel ids.
 */
export type PlaceInput = string | { readonly guildId: string; readonly channelId: string };

/**
 * Where a test user acts, resolved: a guild channel, a DM with an app (context BOT_DM), or a private
 * channel (context PRIVATE_CHANNEL: a group DM, for user-installed apps).
 */
export type TestPlace =
  | { readonly kind: 'guild'; readonly guildId: string; readonly channelId: string; readonly name: string }
  | { readonly kind: 'dm'; readonly applicationId: string }
  | { readonly kind: 'private' };

/** The place a test user starts in: the first text channel of the world's primary guild. */
export function defaultPlace(world: World): TestPlace {
  const channel = world.guild.channels.find((c) => c.type === ChannelType.GuildText);
  if (!channel)
    throw new TestClientError(
      `the primary guild ${world.guild.id} has no text channel: choose a place with user.in({ guildId, channelId })`,
    );
  return { kind: 'guild', guildId: world.guild.id, channelId: channel.id, name: channel.name };
}

/** Finds a guild channel of the world by name or id. */
export function guildPlace(world: World, input: PlaceInput): TestPlace {
  if (typeof input !== 'string') {
    const guild = world.guilds.find((g) => g.id === input.guildId);
    const channel = guild?.channels.find((c) => c.id === input.channelId);
    if (!guild || !channel)
      throw new TestClientError(
        `no channel ${input.channelId} in guild ${input.guildId} of the world; see client.world.guilds`,
      );
    return { kind: 'guild', guildId: guild.id, channelId: channel.id, name: channel.name };
  }
  const wanted = input.replace(/^#/, '');
  for (const guild of [world.guild, ...world.guilds.filter((g) => g.id !== world.guild.id)]) {
    const channel = guild.channels.find((c) => c.id === wanted || c.name === wanted);
    if (channel) return { kind: 'guild', guildId: guild.id, channelId: channel.id, name: channel.name };
  }
  const names = world.guild.channels.map((c) => c.name).join(', ');
  throw new TestClientError(
    `no channel ${JSON.stringify(input)} in the world; the primary guild has ${names}`,
  );
}

/** The fields of an admin request that say where the user acts. */
export function placeFields(place: TestPlace): Record<string, string | number> {
  switch (place.kind) {
    case 'guild':
      return { guildId: place.guildId, channelId: place.channelId };
    case 'dm':
      return { context: 1, applicationId: place.applicationId };
    case 'private':
      return { context: 2 };
  }
}

/** How the place reads in a message. */
export function describePlace(place: TestPlace): string {
  switch (place.kind) {
    case 'guild':
      return `#${place.name}`;
    case 'dm':
      return `the DM with app ${place.applicationId}`;
    case 'private':
      return 'a private channel';
  }
}
