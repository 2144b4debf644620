import { ChannelType, isJsonObject } from '@slashkit/api';

/**
 * The problems of a world file guild's system channel settings: `systemChannelId` null or a text channel
 * of the guild's `channels` (where the service can post), `systemChannelFlags` a non-negative integer bit
 * set; each with its JSON path under `at`.
 */
export function systemChannelProblems(
  guild: Record<string, unknown>,
  channels: readonly unknown[],
  at: string,
): string[] {
  const problems: string[] = [];
  const id = Object.hasOwn(guild, 'systemChannelId') ? guild.systemChannelId : undefined;
  if (id !== undefined && id !== null) {
    const channel = channels.find((c) => isJsonObject(c) && c.id === id);
    if (!isJsonObject(channel))
      problems.push(`${at}.systemChannelId: no channel ${JSON.stringify(id)} in this guild`);
    else if (channel.type !== ChannelType.GuildText)
      problems.push(`${at}.systemChannelId: channel ${JSON.stringify(id)} is no text channel (type 0)`);
  }
  const flags = Object.hasOwn(guild, 'systemChannelFlags') ? guild.systemChannelFlags : undefined;
  if (flags !== undefined && !(Number.isInteger(flags) && (flags as number) >= 0))
    problems.push(`${at}.systemChannelFlags: expected a non-negative integer bit set`);
  return problems;
}
