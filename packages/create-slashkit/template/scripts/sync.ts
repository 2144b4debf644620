import { REST, syncCommands } from '@slashkit/rest';
import { commands } from '../src/commands.js';

const { APPLICATION_ID, BOT_TOKEN, GUILD_ID } = process.env;
if (!APPLICATION_ID || !BOT_TOKEN)
  throw new Error('APPLICATION_ID and BOT_TOKEN must be set: see .env.example.');

const rest = new REST({ token: BOT_TOKEN });
const result = await syncCommands(rest, {
  applicationId: APPLICATION_ID,
  ...(GUILD_ID ? { guildId: GUILD_ID } : {}),
  commands,
});
console.log(
  result.operations.length === 0
    ? 'Commands already up to date.'
    : `Sent ${result.operations.length} change(s).`,
);
