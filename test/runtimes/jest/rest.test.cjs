// Run by test/runtimes/jest.test.ts under Jest with no transform and no --experimental-vm-modules, as a
// CommonJS project's tests run: @slashkit/rest's CommonJS build against the emulator whose URL and keys
// arrive by environment.
const { REST } = require(process.env.SLASHKIT_REST_CJS);

const { API_BASE_URL, BOT_TOKEN, APPLICATION_ID, GUILD_ID } = process.env;

test('dynamic import() is unavailable here, as in any CommonJS Jest project', async () => {
  const error = await import('undici').catch((e) => e);
  // Node 20 adds _FLAG to the code (run with --experimental-vm-modules), later versions not.
  expect(error.code).toMatch(/^ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING/);
});

test('@slashkit/rest falls back to fetch and reaches the API', async () => {
  const rest = new REST({ token: BOT_TOKEN, baseUrl: API_BASE_URL, retries: 0 });
  const commands = await rest.commands.getGuildCommands(APPLICATION_ID, GUILD_ID);
  expect(commands.map((command) => command.name)).toEqual(['fruit']);
});

test('an undiciTransport given a dispatcher says why it cannot send, instead of dropping the dispatcher', async () => {
  const { undiciTransport } = require(process.env.SLASHKIT_REST_CJS);
  const transport = undiciTransport({ dispatcher: {} });
  const request = {
    method: 'GET',
    url: `${API_BASE_URL}/gateway`,
    headers: {},
    body: undefined,
    signal: undefined,
    timeout: 5000,
  };
  await expect(transport(request)).rejects.toThrow(
    /undici could not be imported, so the dispatcher passed to it cannot be used/,
  );
});
