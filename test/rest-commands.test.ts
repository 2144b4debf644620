import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, REST, RESTError, type ResponseEvent } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every command and permission method of @slashkit/rest against the emulator, over real sockets.

let emu: RunningEmulator;
let rest: REST;
let appId: string;
let guildId: string;
const responses: ResponseEvent[] = [];
const MODERATOR = '1250000000000000203';

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  appId = emu.world.application.id;
  guildId = emu.world.guild.id;
  rest = new REST({
    token: emu.world.application.botToken,
    baseUrl: emu.apiBaseUrl,
    hooks: { onResponse: (event) => responses.push(event) },
  });
});
afterAll(async () => {
  await emu?.stop();
});

async function bearerFor(userId: string, scopes: string[]): Promise<string> {
  const response = await fetch(`${emu.url}/_emulator/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, scopes }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('global commands', () => {
  it('upserts tell a new command (201) from an overwritten one (200) without reading statuses (issue 15)', async () => {
    const first = await rest.commands.upsertGlobalCommand(appId, { name: 'upsert-me', description: 'One' });
    expect(first.created).toBe(true);
    const second = await rest.commands.upsertGlobalCommand(appId, { name: 'upsert-me', description: 'Two' });
    expect(second).toMatchObject({ created: false, command: { id: first.command.id, description: 'Two' } });
    const inGuild = await rest.commands.upsertGuildCommand(appId, guildId, {
      name: 'upsert-me',
      description: 'G',
    });
    expect(inGuild.created).toBe(true);
    expect(
      (await rest.commands.upsertGuildCommand(appId, guildId, { name: 'upsert-me', description: 'G2' }))
        .created,
    ).toBe(false);
    await rest.commands.deleteGlobalCommand(appId, first.command.id);
    await rest.commands.deleteGuildCommand(appId, guildId, inGuild.command.id);
  });

  it('creates (201), upserts by name (200, same id), gets, lists, edits and deletes', async () => {
    const created = await rest.commands.createGlobalCommand(appId, {
      name: 'ping',
      description: 'Replies with pong',
    });
    expect(responses.at(-1)?.status).toBe(201);
    const again = await rest.commands.createGlobalCommand(appId, {
      name: 'ping',
      description: 'Replies with PONG',
    });
    expect(responses.at(-1)?.status).toBe(200);
    expect(again.id).toBe(created.id);
    expect((await rest.commands.getGlobalCommand(appId, created.id)).description).toBe('Replies with PONG');
    expect((await rest.commands.getGlobalCommands(appId)).map((c) => c.name)).toContain('ping');
    const edited = await rest.commands.editGlobalCommand(appId, created.id, { description: 'Edited' });
    expect(edited.description).toBe('Edited');
    await expect(rest.commands.deleteGlobalCommand(appId, created.id)).resolves.toBeUndefined();
    const gone = await rest.commands.getGlobalCommand(appId, created.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(APIError);
    expect(gone).toMatchObject({
      status: 404,
      jsonCode: 10063,
      route: '/applications/{application_id}/commands/{command_id}',
    });
  });

  it('bulk overwrites the whole list, builders included', async () => {
    const builder = { toJSON: () => ({ name: 'built', description: 'From a builder' }) };
    const list = await rest.commands.bulkOverwriteGlobalCommands(appId, [
      builder,
      { name: 'Inspect', type: 2 },
    ]);
    expect(list.map((c) => c.name).sort()).toEqual(['Inspect', 'built']);
    expect((await rest.commands.getGlobalCommands(appId)).map((c) => c.name).sort()).toEqual([
      'Inspect',
      'built',
    ]);
    await rest.commands.bulkOverwriteGlobalCommands(appId, []);
    expect(await rest.commands.getGlobalCommands(appId)).toEqual([]);
  });
});

describe('guild commands and localization', () => {
  it('creates, gets, edits, deletes and bulk overwrites guild commands', async () => {
    const created = await rest.commands.createGuildCommand(appId, guildId, {
      name: 'local',
      description: 'Guild only',
    });
    expect(created.guild_id).toBe(guildId);
    expect((await rest.commands.getGuildCommand(appId, guildId, created.id)).name).toBe('local');
    expect((await rest.commands.editGuildCommand(appId, guildId, created.id, { nsfw: true })).nsfw).toBe(
      true,
    );
    await rest.commands.deleteGuildCommand(appId, guildId, created.id);
    const list = await rest.commands.bulkOverwriteGuildCommands(appId, guildId, [
      { name: 'a', description: 'A' },
    ]);
    expect(list).toHaveLength(1);
    expect((await rest.commands.getGuildCommands(appId, guildId)).map((c) => c.name)).toEqual(['a']);
  });

  it('sends X-Discord-Locale for name_localized and with_localizations for full maps', async () => {
    await rest.commands.createGuildCommand(appId, guildId, {
      name: 'hello',
      description: 'Says hello',
      name_localizations: { fr: 'bonjour' },
      description_localizations: { fr: 'Dit bonjour' },
    });
    const french = await rest.commands.getGuildCommands(appId, guildId, { locale: 'fr' });
    const hello = french.find((c) => c.name === 'hello');
    expect(hello?.name_localized).toBe('bonjour');
    expect(hello?.description_localized).toBe('Dit bonjour');
    expect(hello?.name_localizations ?? undefined).toBeUndefined();
    const full = await rest.commands.getGuildCommands(appId, guildId, { withLocalizations: true });
    expect(full.find((c) => c.name === 'hello')?.name_localizations).toEqual({ fr: 'bonjour' });
    const frenchClient = new REST({
      token: emu.world.application.botToken,
      baseUrl: emu.apiBaseUrl,
      locale: 'fr',
    });
    const byDefault = await frenchClient.commands.getGuildCommands(appId, guildId);
    expect(byDefault.find((c) => c.name === 'hello')?.name_localized).toBe('bonjour');
  });
});

describe('errors with paths', () => {
  it('flattens the field errors of an invalid body into paths', async () => {
    const error = (await rest.commands
      .createGuildCommand(appId, guildId, {
        name: 'Bad Name',
        description: 'x',
        options: [{ type: 3, name: 'Also Bad', description: '' }],
      })
      .catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(APIError);
    expect(error.status).toBe(400);
    expect(error.jsonCode).toBe(50035);
    const paths = error.fieldErrors.map((f) => f.path);
    expect(paths).toContain('name');
    expect(paths.some((p) => p.startsWith('options[0]'))).toBe(true);
    expect(error.message).toMatch(/options\[0\]\.\w+\[[A-Z_]+\]: /);
    expect(error.message).not.toContain(emu.world.application.botToken);
  });

  it('answers 401 for a bad token, without the token in the error', async () => {
    const bad = new REST({ token: 'not-a-real-token-123456', baseUrl: emu.apiBaseUrl });
    const error = (await bad.commands.getGlobalCommands(appId).catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(APIError);
    expect(error.status).toBe(401);
    expect(`${error.message} ${error.rawBody}`).not.toContain('not-a-real-token-123456');
  });
});

describe('permissions', () => {
  it('refuses a permission edit with only the Bot token before sending', async () => {
    const command = await rest.commands.createGuildCommand(appId, guildId, {
      name: 'perm',
      description: 'Permissions',
    });
    const before = responses.length;
    const error = await rest.permissions
      .editCommandPermissions(appId, guildId, command.id, { permissions: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RESTError);
    expect((error as RESTError).code).toBe('BEARER_TOKEN_REQUIRED');
    expect(responses.length).toBe(before);
  });

  it('edits with a Bearer token of a user who can manage the guild, then reads it back', async () => {
    const command = await rest.commands.createGuildCommand(appId, guildId, {
      name: 'perm2',
      description: 'Permissions',
    });
    const bearerToken = await bearerFor(MODERATOR, ['applications.commands.permissions.update']);
    const permissions = [{ id: guildId, type: 1 as const, permission: false }];
    const edited = await rest.permissions.editCommandPermissions(
      appId,
      guildId,
      command.id,
      { permissions },
      { bearerToken },
    );
    expect(edited.permissions).toEqual(permissions);
    expect((await rest.permissions.getCommandPermissions(appId, guildId, command.id)).permissions).toEqual(
      permissions,
    );
    const all = await rest.permissions.getGuildCommandPermissions(appId, guildId);
    expect(all.find((p) => p.id === command.id)?.permissions).toEqual(permissions);
  });
});
