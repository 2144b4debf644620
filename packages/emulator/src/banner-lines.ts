import { ChannelType } from '@slashkit/api';
import type { ReadyLine } from './ready-line.js';

const channelTypeNames: Readonly<Record<number, string>> = Object.freeze(
  Object.fromEntries(Object.entries(ChannelType).map(([name, value]) => [value, name])),
);

/**
 * The CLI's human-readable banner: where the emulator listens and the ids a user needs next (the app's
 * credentials, the guild, its channels for `/_emulator/interactions`, the users).
 * @example
 * process.stdout.write(`${bannerLines(ready, 'on').join('\n')}\n`);
 */
export function bannerLines(ready: ReadyLine, rateLimits: string): string[] {
  return [
    `slashkit emulator listening on ${ready.url} (API ${ready.apiBaseUrl}, rate limits ${rateLimits})`,
    `  application ${ready.applicationId}  client secret ${ready.clientSecret}`,
    `  bot token    ${ready.botToken}`,
    `  public key   ${ready.publicKey}`,
    `  guild        ${ready.guildId}`,
    ...ready.channels.map(
      (c) =>
        `  channel      ${c.id} #${c.name} (${channelTypeNames[c.type] ?? `type ${c.type}`})${c.guildId === ready.guildId ? '' : ` in guild ${c.guildId}`}`,
    ),
    ...ready.users.map(
      (u) => `  user         ${u.id} ${u.username}${u.roles.length ? ` (roles ${u.roles.join(', ')})` : ''}`,
    ),
    `  web client   ${ready.clientUrl}`,
    `  admin API    ${ready.url}/_emulator/world`,
    '',
  ];
}
