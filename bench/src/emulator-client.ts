// The emulator's web client: how long a browser takes from navigation to a channel of 100 messages on
// screen, newest page first (the client shows the newest 50 and reads older ones as the user scrolls up) (page, bundle, world, places, commands and messages read through the admin API, then rendered).
// No peer: no other SDK ships a local chat client. Debian's chromium through playwright-core, headless.
import { startEmulator } from '@slashkit/emulator';
import { pageSize } from '../../packages/emulator/web-client/src/message-pages.js';
import { launchChromium } from '../../test/chromium.js';
import { type BenchSection, measureDuration } from './harness.js';

export default async function run(): Promise<BenchSection> {
  const emu = await startEmulator({ rateLimits: 'off' });
  const guild = emu.world.guild;
  const general = guild.channels.find((c) => c.name === 'general')!.id;
  const author = emu.world.users.find((u) => u.username === 'admin')!.id;
  for (let i = 0; i < 100; i++) {
    await fetch(`${emu.url}/_emulator/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        guildId: guild.id,
        channelId: general,
        authorId: author,
        content: `message ${i + 1}`,
      }),
    });
  }
  const browser = await launchChromium();
  const member = emu.world.users.find((u) => u.username === 'member')!.id;
  const url = `${emu.url}/_emulator/client/#user=${member}&place=${guild.id}:${general}`;
  try {
    const firstRender = await measureDuration(
      async () => {
        const page = await browser.newPage();
        await page.goto(url);
        await page
          .locator('article.msg')
          .nth(pageSize - 1)
          .waitFor();
        await page.close();
      },
      { runs: 5 },
    );
    return {
      title: 'Emulator web client',
      notes: `A fresh page each run: navigation until the newest ${pageSize} of the 100 messages of #general are rendered (the client's first page), headless Chromium.`,
      rows: [
        {
          name: 'time to first render of a channel with 100 messages',
          unit: 'ms',
          higherIsBetter: false,
          ours: firstRender,
        },
      ],
    };
  } finally {
    await browser.close();
    await emu.stop();
  }
}
