import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { Client, Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { png } from './support/images.js';

// A bot written with discord.js 14, pointed at the emulator by its REST `api` and `cdn` options: it sets its
// avatar with discord.js's own `setAvatar`, and the URL discord.js builds for it (`displayAvatarURL`)
// fetches those bytes from the emulator's CDN (and before that, the default avatar discord.js picks).

let emu: RunningEmulator | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await emu?.stop();
  client = undefined;
  emu = undefined;
});

describe('discord.js against the emulator: the CDN', () => {
  it('displayAvatarURL() serves the default avatar, then the bytes client.user.setAvatar() sent', async () => {
    emu = await startEmulator({ rateLimits: 'off' });
    client = new Client({
      intents: [],
      // No guilds to wait for: ready as soon as the session is.
      waitGuildTimeout: 0,
      rest: { api: `${emu.url}/api`, cdn: emu.url },
    });
    const ready = new Promise<void>((resolve) => client!.once(Events.ClientReady, () => resolve()));
    await client.login(emu.world.application.botToken);
    await ready;
    // No avatar yet: discord.js falls back to a default avatar, which the CDN has too.
    expect(client.user!.avatar).toBeNull();
    const fallback = await fetch(client.user!.displayAvatarURL());
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/png');
    const image = png(8, 8);
    const user = await client.user!.setAvatar(Buffer.from(image));
    const url = user.displayAvatarURL({ extension: 'png', size: 64 });
    expect(url).toBe(`${emu.url}/avatars/${user.id}/${user.avatar}.png?size=64`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(image));
  });
});
