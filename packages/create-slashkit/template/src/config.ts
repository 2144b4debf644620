import { existsSync } from 'node:fs';

/** What the bot and its scripts are told by their environment. */
export interface BotConfig {
  applicationId: string;
  botToken: string;
  publicKey: string;
  /** Register the commands in this guild (instant, for development) rather than globally. */
  guildId?: string;
  /**
   * The API to talk to: unset for the real service; the emulator's (`http://127.0.0.1:PORT/api/v10`) when
   * `slashkit-emulator exec` runs the bot (`npm run dev`), which sets DISCORD_API_URL.
   */
  apiBaseUrl?: string;
  /** The webhook's port (default 3000). */
  port: number;
}

/**
 * Reads the settings from the environment, after `.env` when there is one (variables already set win, so
 * the emulator's, under `npm run dev`, are used over the file's).
 */
export function loadConfig(): BotConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { APPLICATION_ID, BOT_TOKEN, PUBLIC_KEY, GUILD_ID, DISCORD_API_URL, PORT } = process.env;
  const missing = Object.entries({ APPLICATION_ID, BOT_TOKEN, PUBLIC_KEY })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} not set: copy .env.example to .env and fill it in from your app's page in the developer portal, or let the emulator set them: npm run dev, or npx slashkit-emulator exec -- npm run sync.`,
    );
  return {
    applicationId: APPLICATION_ID!,
    botToken: BOT_TOKEN!,
    publicKey: PUBLIC_KEY!,
    ...(GUILD_ID ? { guildId: GUILD_ID } : {}),
    ...(DISCORD_API_URL ? { apiBaseUrl: DISCORD_API_URL } : {}),
    port: Number(PORT || 3000),
  };
}
