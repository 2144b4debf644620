import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { commands, type RunningGatewayBot, startGatewayBot } from '@slashkit/example-gateway-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, invoke } from './examples-support.js';

// examples/gateway-bot against a real emulator: no endpoint URL, so interactions come over the gateway's
// WebSocket and are answered through the callback endpoint; permission edits arrive as events.

let emu: RunningEmulator;
let rest: REST;
let bot: RunningGatewayBot;
let lockdownId: string;
const lines: string[] = [];
let onLine: ((line: string) => void) | undefined;
/** Resolves with the bot's next log line. */
const nextLine = () => new Promise<string>((resolve) => (onLine = resolve));

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const synced = await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  lockdownId = synced.commands.find((c) => c.name === 'lockdown')?.id ?? '';
  bot = await startGatewayBot({
    token: app.botToken,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    commandNames: new Map(synced.commands.map((c) => [c.id, c.name])),
    log: (line) => {
      lines.push(line);
      onLine?.(line);
    },
  });
});
afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

describe('examples/gateway-bot', () => {
  it('connects with READY and answers /ping through the callback endpoint', async () => {
    expect(emu.world.application.interactionsEndpointUrl).toBeNull();
    expect(bot.ready).toMatchObject({
      applicationId: emu.world.application.id,
      userId: emu.world.application.id,
    });
    const outcome = await invoke(emu, { userId: ids.member, name: 'ping' });
    expect(outcome).toMatchObject({ delivery: 'gateway', status: 'answered', respondedVia: 'callback' });
    expect(outcome.response).toEqual({
      type: 4,
      data: { content: '🏓 Pong! (over the gateway: no endpoint URL needed)' },
    });
  });

  it('logs a permission edit, after which the member may run /lockdown', async () => {
    const refused = await invoke(emu, { userId: ids.member, name: 'lockdown' });
    expect(refused).toMatchObject({ httpStatus: 403, reason: 'MISSING_PERMISSIONS' });

    // A moderator's Bearer token (what an OAuth2 login gives), then the edit the moderator makes with it.
    const token = await fetch(`${emu.url}/_emulator/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: ids.moderator, scopes: ['applications.commands.permissions.update'] }),
    });
    const { access_token: bearerToken } = (await token.json()) as { access_token: string };
    const logged = nextLine();
    await rest.permissions.editCommandPermissions(
      emu.world.application.id,
      ids.guild,
      lockdownId,
      { permissions: [{ id: ids.member, type: 2, permission: true }] },
      { bearerToken },
    );
    expect(await logged).toBe(`permissions of /lockdown in guild ${ids.guild}: user ${ids.member} allowed`);

    const allowed = await invoke(emu, {
      userId: ids.member,
      name: 'lockdown',
      options: { reason: 'spam wave' },
    });
    expect(allowed.response?.data?.content).toBe('🔒 #general locked by member: spam wave');
    expect(lines).toEqual([`permissions of /lockdown in guild ${ids.guild}: user ${ids.member} allowed`]);
  });
});
