// Logs a player in, as a game would at launch (`slashkit-emulator exec` sets every variable):
//   APPLICATION_ID=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] [AUTHORIZE_ORIGIN=http://127.0.0.1:8787] npx tsx src/main.ts
// The consent page is on the API's origin unless AUTHORIZE_ORIGIN says otherwise (discord.com for both).
// The application must have http://127.0.0.1/callback among its redirect URIs (any port matches).
import { spawn } from 'node:child_process';
import { logInPlayer } from './log-in-player.js';

const applicationId = process.env.APPLICATION_ID;
if (!applicationId) throw new Error('Set APPLICATION_ID (see examples/game-login/README.md).');

// Opens the system browser; rundll32 avoids cmd.exe's quoting of "&" on Windows. The URL is printed too,
// for machines without a browser.
function openInBrowser(url: string): void {
  console.log(`If no browser opens, visit: ${url}`);
  const [command, args]: [string, string[]] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['rundll32', ['url.dll,FileProtocolHandler', url]]
        : ['xdg-open', [url]];
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}

const apiBaseUrl = process.env.DISCORD_API_URL;
const authorizeOrigin = process.env.AUTHORIZE_ORIGIN ?? (apiBaseUrl ? new URL(apiBaseUrl).origin : undefined);

try {
  await logInPlayer({
    applicationId,
    openUrl: openInBrowser,
    print: console.log,
    ...(authorizeOrigin ? { authorizeOrigin } : {}),
    ...(apiBaseUrl ? { apiBaseUrl } : {}),
  });
} catch {
  // logInPlayer has told the player why.
  process.exitCode = 1;
}
