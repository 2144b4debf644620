import { REST, syncCommands } from '@slashkit/rest';
import { commands } from './commands.js';
import type { BotConfig } from './config.js';

/**
 * Registers the commands with the service (or the emulator, when `apiBaseUrl` is set), in one guild when
 * `guildId` is set: only what changed is sent. Resolves with a line saying what it did.
 */
export async function syncBotCommands(config: BotConfig): Promise<string> {
  const rest = new REST({
    token: config.botToken,
    ...(config.apiBaseUrl ? { baseUrl: config.apiBaseUrl } : {}),
  });
  const result = await syncCommands(rest, {
    applicationId: config.applicationId,
    ...(config.guildId ? { guildId: config.guildId } : {}),
    commands,
  });
  return result.operations.length === 0
    ? 'Commands already up to date.'
    : `Sent ${result.operations.length} change(s).`;
}
