import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST } from '../../src/index.js';

const GENERAL = '1250000000000000402';

/** What the emulator delivers of an interaction, as the file tests use it. */
export interface Delivered {
  id: string;
  token: string;
  attachment_size_limit: number;
}

/**
 * An emulator (added to `running`, for the caller to stop) with a guild command /files; `next()` runs it
 * as a user and resolves with the interaction.
 */
export async function filesEmulator(
  running: RunningEmulator[],
): Promise<{ emu: RunningEmulator; next: () => Promise<Delivered> }> {
  const emu = await startEmulator({ rateLimits: 'off' });
  running.push(emu);
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await rest.commands.createGuildCommand(app.id, emu.world.guild.id, { name: 'files', description: 'Files' });
  const next = () =>
    new Promise<Delivered>((resolve) => {
      const unsubscribe = emu.context.events.subscribe((event) => {
        if (event.type !== 'INTERACTION_CREATE') return;
        unsubscribe();
        resolve(event.data as Delivered);
      });
      void fetch(`${emu.url}/_emulator/interactions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: emu.world.users.find((u) => u.username === 'member')!.id,
          guildId: emu.world.guild.id,
          channelId: GENERAL,
          name: 'files',
        }),
      });
    });
  return { emu, next };
}
