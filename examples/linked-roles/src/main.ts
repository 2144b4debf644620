// Serves the Linked Roles verification page (`slashkit-emulator exec` sets every variable):
//   APPLICATION_ID=… CLIENT_SECRET=… BOT_TOKEN=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] [PORT=3000] npx tsx src/main.ts
// The consent page is on the API's origin unless AUTHORIZE_ORIGIN says otherwise (discord.com for both).
import { startLinkedRolesApp } from './linked-roles-app.js';
import type { Player } from './players.js';

const { APPLICATION_ID, CLIENT_SECRET, BOT_TOKEN, DISCORD_API_URL } = process.env;
if (!APPLICATION_ID || !CLIENT_SECRET || !BOT_TOKEN)
  throw new Error('Set APPLICATION_ID, CLIENT_SECRET and BOT_TOKEN (see examples/linked-roles/README.md).');
const authorizeOrigin =
  process.env.AUTHORIZE_ORIGIN ?? (DISCORD_API_URL ? new URL(DISCORD_API_URL).origin : undefined);

// Every Discord user plays here: a real game looks the user up in its own records.
const players = (id: string): Player => ({
  name: `chef-${id.slice(-4)}`,
  level: 12,
  since: '2024-06-01T00:00:00.000Z',
});

try {
  const app = await startLinkedRolesApp({
    applicationId: APPLICATION_ID,
    clientSecret: CLIENT_SECRET,
    botToken: BOT_TOKEN,
    port: Number(process.env.PORT ?? 3000),
    players,
    onVerified: console.log,
    ...(DISCORD_API_URL ? { apiBaseUrl: DISCORD_API_URL } : {}),
    ...(authorizeOrigin ? { authorizeOrigin } : {}),
  });
  console.log(`Linked Roles verification page: ${app.verificationUrl}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${process.env.PORT ?? 3000} is in use: set PORT to a free one.`
      : String(error),
  );
  process.exitCode = 1;
}
