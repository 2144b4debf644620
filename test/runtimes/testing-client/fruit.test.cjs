// Run by test/runtimes/testing-client.test.ts under Jest as a CommonJS project's tests run (no transform,
// no --experimental-vm-modules): the CommonJS build of @slashkit/emulator/testing drives the bot through the
// emulator whose URL arrives by environment.
const { assertAnswered, connectTestClient } = require(process.env.SLASHKIT_TESTING_CJS);

let client;
beforeAll(async () => {
  client = await connectTestClient(process.env.SLASHKIT_EMULATOR_URL);
});

test('/fruit suggests, defers, then edits and follows up', async () => {
  const member = client.user('member');
  const suggested = await member.autocomplete('fruit', 'name', 'ap');
  assertAnswered(suggested);
  expect(suggested.choices.map((choice) => choice.value)).toEqual(['apple', 'apricot']);
  const deferred = await member.run('fruit', { name: 'mango' });
  assertAnswered(deferred);
  const [edited, followUps] = await Promise.all([
    member.waitForEdit(deferred),
    member.waitForFollowUps(deferred),
  ]);
  expect(edited.content).toBe('🍑 mango, picked on node:http');
  expect(followUps.map((message) => message.content)).toEqual(['🧺 9 fruits in the basket']);
});

test('a refusal fails assertAnswered with the emulator’s reason', async () => {
  const result = await client.user('member').run('no-such-command');
  expect(() => assertAnswered(result)).toThrow(/refused \(UNKNOWN_COMMAND, HTTP 404\)/);
});
