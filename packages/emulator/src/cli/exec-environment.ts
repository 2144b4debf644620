import type { RunningEmulator } from '../start-emulator.js';

/** The variables `slashkit-emulator exec` sets for its command, in the order its help lists them. */
export const execEnvironmentNames = Object.freeze([
  'BOT_TOKEN',
  'APPLICATION_ID',
  'PUBLIC_KEY',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'GUILD_ID',
  'DISCORD_API_URL',
  'SLASHKIT_EMULATOR_URL',
] as const);

/**
 * What the command run by `slashkit-emulator exec` finds in its environment: the primary application's
 * credentials and the primary guild (as a bot reads them from the developer portal), `DISCORD_API_URL` (the
 * emulator's API base, which a bot hands to its REST client) and `SLASHKIT_EMULATOR_URL` (the emulator's
 * origin, for `@slashkit/emulator/testing`). They replace variables of the same names.
 */
export function execEnvironment(
  emulator: RunningEmulator,
): Record<(typeof execEnvironmentNames)[number], string> {
  const app = emulator.world.application;
  return {
    BOT_TOKEN: app.botToken,
    APPLICATION_ID: app.id,
    PUBLIC_KEY: app.publicKey,
    CLIENT_ID: app.clientId,
    CLIENT_SECRET: app.clientSecret,
    GUILD_ID: emulator.world.guild.id,
    DISCORD_API_URL: emulator.apiBaseUrl,
    SLASHKIT_EMULATOR_URL: emulator.url,
  };
}
