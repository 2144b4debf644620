import { PermissionFlags } from '@slashkit/api';
import { defaultWorldSeed, type RunningEmulator, type WorldSeed } from '@slashkit/emulator';
import { startBotEmulator } from './bots-support.js';

// What the expressions bots' tests share (@discordjs/core, discord.py): the seeded world with the primary
// app's bot holding a managed role with Manage Webhooks (Create Expressions and Create Events come with
// @everyone), as inviting a logging bot leaves it; a 1×1 PNG for emoji and stickers; the emulator on it.

/** A 1×1 PNG, base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The seeded world with the bot a member holding its managed role. */
export function expressionsWorld(): WorldSeed {
  const seed = structuredClone(defaultWorldSeed) as WorldSeed;
  const guild = seed.guilds[0]!;
  guild.roles.push({
    id: '1250000000000000321',
    name: 'expressions-bot',
    permissions: PermissionFlags.ManageWebhooks.toString(),
    position: 4,
    managed: true,
  });
  guild.members.push({ userId: seed.applications[0]!.id, roles: ['1250000000000000321'] });
  return seed;
}

/** An emulator of that world whose app may use every privileged intent. */
export function startExpressionsEmulator(): Promise<RunningEmulator> {
  return startBotEmulator({ seed: expressionsWorld(), rateLimits: 'off' });
}
