// This file is the README's quick tour, shown there in pieces; test/readme.test.ts keeps the two
// identical and runs it.
import assert from 'node:assert/strict';
import { startEmulator } from '@slashkit/emulator';

// The whole service on this machine: an API, a seeded world, OAuth2, interaction delivery, a gateway.
const emulator = await startEmulator();
const { application: app } = emulator.world;

// --- builders
import { SlashCommandBuilder } from '@slashkit/builders';

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2))
  .addStringOption((o) =>
    o
      .setName('mood')
      .setDescription('How to say it')
      .addChoices({ name: 'Calm', value: 'calm' }, { name: 'Loud', value: 'loud' }),
  );

// toJSON() is the exact wire body, checked against every rule of Discord's docs.
assert.equal(roll.toJSON().options?.length, 2);
assert.throws(() => new SlashCommandBuilder().setName('Roll!').setDescription('x').toJSON(), /name/);

// --- rest
import { REST, syncCommands } from '@slashkit/rest';

const rest = new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl }); // omit baseUrl for the real service
const first = await syncCommands(rest, { applicationId: app.id, commands: [roll] });
const again = await syncCommands(rest, { applicationId: app.id, commands: [roll] });
assert.deepEqual([first.operations.length, again.operations.length], [1, 0]); // nothing sent when nothing changed

// --- interactions
import { command, createInteractionHandler } from '@slashkit/interactions';
import { createInteractionServer } from '@slashkit/interactions/node';

const handler = createInteractionHandler({
  publicKey: app.publicKey,
  commands: [
    // ctx.options is { sides: number; mood?: 'calm' | 'loud' }, inferred from the builder.
    command(roll, (ctx) =>
      ctx.reply(ctx.options.mood === 'loud' ? `ROLLED ${ctx.options.sides}!` : `rolled ${ctx.options.sides}`),
    ),
  ],
});
const server = createInteractionServer(handler).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };

// --- emulator
import { assertAnswered, connectTestClient } from '@slashkit/emulator/testing';

// A typed client of the emulator: the users of its world act as they would in a client.
const client = await connectTestClient(emulator);
// Like the service, the emulator checks the endpoint (PING, a bad signature) before saving it.
await client.setInteractionsEndpoint(`http://127.0.0.1:${port}`);
// A member runs /roll in #general: the emulator checks permissions and options, signs and delivers it.
const outcome = await client.user('member').run(roll, { sides: 6, mood: 'loud' });
assertAnswered(outcome); // otherwise it throws with the emulator's reason (a refusal, a failed delivery)
assert.equal(outcome.messages[0]?.content, 'ROLLED 6!');

// --- auth
import { computeCodeChallenge } from '@slashkit/auth';

const { challenge } = await computeCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
assert.equal(challenge, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'); // RFC 7636, Appendix B

// --- end
server.close();
await emulator.stop();
