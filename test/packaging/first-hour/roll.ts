// Copied into the fresh projects of the first-hour tests and run there with tsx (`npx tsx roll.ts URL`):
// a member of the emulator's world uses /roll through the typed client of the installed
// @slashkit/emulator, and the bot's answer is printed. Any refusal or failure throws with its reason.
import { SlashCommandBuilder } from '@slashkit/builders';
import { assertAnswered, connectTestClient } from '@slashkit/emulator/testing';

// The README bot's /roll; the create-slashkit bot's has the same required option (and an optional one).
const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));

const client = await connectTestClient(process.argv[2] ?? '');
const result = await client.user('member').run(roll, { sides: 6 });
assertAnswered(result);
console.log(result.messages[0]?.content);
