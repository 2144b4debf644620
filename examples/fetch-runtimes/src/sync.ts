// Registers the bot's commands: BOT_TOKEN=… APPLICATION_ID=… [GUILD_ID=…] [DISCORD_API_URL=…] npx tsx src/sync.ts
import { REST, syncCommands } from '@slashkit/rest';
import { commands } from './bot.js';

const { BOT_TOKEN, APPLICATION_ID, GUILD_ID, DISCORD_API_URL } = process.env;
if (!BOT_TOKEN || !APPLICATION_ID) throw new Error('Set BOT_TOKEN and APPLICATION_ID (see README.md).');
const rest = new REST({ token: BOT_TOKEN, ...(DISCORD_API_URL ? { baseUrl: DISCORD_API_URL } : {}) });
const result = await syncCommands(rest, {
  applicationId: APPLICATION_ID,
  ...(GUILD_ID ? { guildId: GUILD_ID } : {}),
  commands,
});
console.log(result);
