import { readFileSync } from 'node:fs';
import { Endpoints } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { RESTCore } from '../src/client/rest-core.js';
import { DefaultUserAgent, fetchTransport, REST, RESTError, version } from '../src/index.js';
import { APP, CMD, GUILD } from './support/fixtures.js';
import { type LocalServer, ok, startLocalServer } from './support/local-server.js';

const TOKEN = 'bot-token-ABCDEFGHIJKLMNOP.qrstuv';
const MSG = '1400000000000000004';
const INTERACTION = '1500000000000000005';
const ITOKEN = 'aW50ZXJhY3Rpb24tdG9rZW4tc2VjcmV0LXZhbHVl';

let server: LocalServer;

async function setup(options: ConstructorParameters<typeof REST>[0] = {}) {
  server = await startLocalServer((request) =>
    request.method === 'DELETE' ? { status: 204 } : ok({ echo: request.url }),
  );
  return new REST({ token: TOKEN, baseUrl: server.baseUrl, ...options });
}

describe('every endpoint', () => {
  it('sends each command, permission and interaction method to its method and path', async () => {
    const rest = await setup();
    const body = { name: 'ping', description: 'Pong' };
    const calls: Array<[() => Promise<unknown>, string, string]> = [
      [() => rest.commands.getGlobalCommands(APP), 'GET', `/applications/${APP}/commands`],
      [() => rest.commands.createGlobalCommand(APP, body), 'POST', `/applications/${APP}/commands`],
      [() => rest.commands.getGlobalCommand(APP, CMD), 'GET', `/applications/${APP}/commands/${CMD}`],
      [
        () => rest.commands.editGlobalCommand(APP, CMD, { description: 'x' }),
        'PATCH',
        `/applications/${APP}/commands/${CMD}`,
      ],
      [() => rest.commands.deleteGlobalCommand(APP, CMD), 'DELETE', `/applications/${APP}/commands/${CMD}`],
      [() => rest.commands.bulkOverwriteGlobalCommands(APP, [body]), 'PUT', `/applications/${APP}/commands`],
      [
        () => rest.commands.getGuildCommands(APP, GUILD),
        'GET',
        `/applications/${APP}/guilds/${GUILD}/commands`,
      ],
      [
        () => rest.commands.createGuildCommand(APP, GUILD, body),
        'POST',
        `/applications/${APP}/guilds/${GUILD}/commands`,
      ],
      [
        () => rest.commands.getGuildCommand(APP, GUILD, CMD),
        'GET',
        `/applications/${APP}/guilds/${GUILD}/commands/${CMD}`,
      ],
      [
        () => rest.commands.editGuildCommand(APP, GUILD, CMD, { nsfw: true }),
        'PATCH',
        `/applications/${APP}/guilds/${GUILD}/commands/${CMD}`,
      ],
      [
        () => rest.commands.deleteGuildCommand(APP, GUILD, CMD),
        'DELETE',
        `/applications/${APP}/guilds/${GUILD}/commands/${CMD}`,
      ],
      [
        () => rest.commands.bulkOverwriteGuildCommands(APP, GUILD, [body]),
        'PUT',
        `/applications/${APP}/guilds/${GUILD}/commands`,
      ],
      [
        () => rest.permissions.getGuildCommandPermissions(APP, GUILD),
        'GET',
        `/applications/${APP}/guilds/${GUILD}/commands/permissions`,
      ],
      [
        () => rest.permissions.getCommandPermissions(APP, GUILD, CMD),
        'GET',
        `/applications/${APP}/guilds/${GUILD}/commands/${CMD}/permissions`,
      ],
      [
        () =>
          rest.permissions.editCommandPermissions(
            APP,
            GUILD,
            CMD,
            { permissions: [] },
            { bearerToken: 'bearer-secret-123' },
          ),
        'PUT',
        `/applications/${APP}/guilds/${GUILD}/commands/${CMD}/permissions`,
      ],
      [
        () => rest.interactions.createInteractionResponse(INTERACTION, ITOKEN, { type: 1 }),
        'POST',
        `/interactions/${INTERACTION}/${ITOKEN}/callback`,
      ],
      [
        () => rest.interactions.getOriginalInteractionResponse(APP, ITOKEN),
        'GET',
        `/webhooks/${APP}/${ITOKEN}/messages/@original`,
      ],
      [
        () => rest.interactions.editOriginalInteractionResponse(APP, ITOKEN, { content: 'a' }),
        'PATCH',
        `/webhooks/${APP}/${ITOKEN}/messages/@original`,
      ],
      [
        () => rest.interactions.deleteOriginalInteractionResponse(APP, ITOKEN),
        'DELETE',
        `/webhooks/${APP}/${ITOKEN}/messages/@original`,
      ],
      [
        () => rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'b' }),
        'POST',
        `/webhooks/${APP}/${ITOKEN}`,
      ],
      [
        () => rest.interactions.getFollowupMessage(APP, ITOKEN, MSG),
        'GET',
        `/webhooks/${APP}/${ITOKEN}/messages/${MSG}`,
      ],
      [
        () => rest.interactions.editFollowupMessage(APP, ITOKEN, MSG, { content: 'c' }),
        'PATCH',
        `/webhooks/${APP}/${ITOKEN}/messages/${MSG}`,
      ],
      [
        () => rest.interactions.deleteFollowupMessage(APP, ITOKEN, MSG),
        'DELETE',
        `/webhooks/${APP}/${ITOKEN}/messages/${MSG}`,
      ],
    ];
    for (const [call] of calls) await call();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(calls.map(([, m, p]) => `${m} ${p}`));
  });

  it('resolves with the parsed body, and with undefined for 204', async () => {
    const rest = await setup();
    await expect(rest.commands.getGlobalCommand(APP, CMD)).resolves.toEqual({
      echo: `/applications/${APP}/commands/${CMD}`,
    });
    await expect(rest.commands.deleteGlobalCommand(APP, CMD)).resolves.toBeUndefined();
  });
});

describe('headers, queries and bodies', () => {
  it('authenticates with "Bot <token>" and sends the DiscordBot User-Agent with the suffix', async () => {
    const rest = await setup({ userAgentSuffix: 'my-bot/1.0' });
    await rest.commands.getGlobalCommands(APP);
    const [seen] = server.requests;
    expect(seen?.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(seen?.headers['user-agent']).toBe(
      `DiscordBot (https://github.com/slashkit/slashkit, ${version}) my-bot/1.0`,
    );
  });

  it('keeps the User-Agent version equal to package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(version).toBe(pkg.version);
    expect(DefaultUserAgent).toBe(`DiscordBot (https://github.com/slashkit/slashkit, ${pkg.version})`);
  });

  it('sends with_localizations and X-Discord-Locale (per call over the client default)', async () => {
    const rest = await setup({ locale: 'de' });
    await rest.commands.getGlobalCommands(APP, { withLocalizations: true });
    await rest.commands.getGuildCommands(APP, GUILD, { locale: 'fr' });
    expect(server.requests[0]?.url).toBe(`/applications/${APP}/commands?with_localizations=true`);
    expect(server.requests[0]?.headers['x-discord-locale']).toBe('de');
    expect(server.requests[1]?.url).toBe(`/applications/${APP}/guilds/${GUILD}/commands`);
    expect(server.requests[1]?.headers['x-discord-locale']).toBe('fr');
  });

  it('sends a list in a query as its key repeated, each element encoded, undefined elements left out', async () => {
    await setup();
    const core = new RESTCore({ token: TOKEN, baseUrl: server.baseUrl });
    await core.send(Endpoints.guildSearch, { guildId: GUILD }, undefined, {
      query: {
        channel_id: ['1', undefined as unknown as string, '2'],
        author_type: [],
        content: 'a&b c',
        embed_provider: ['Tenor & co', 'x=y'],
        limit: 5,
      },
    });
    await core.send(Endpoints.guildSearch, { guildId: GUILD }, undefined, { query: { has: ['-link'] } });
    // The row's order, whatever the object's; an empty list sends nothing.
    expect(server.requests.map((request) => request.url)).toEqual([
      `/guilds/${GUILD}/messages/search?limit=5&content=a%26b%20c&channel_id=1&channel_id=2&embed_provider=Tenor%20%26%20co&embed_provider=x%3Dy`,
      `/guilds/${GUILD}/messages/search?has=-link`,
    ]);
  });

  it('still joins the lists the docs take as one comma-delimited string (sku_ids, include_roles)', async () => {
    const rest = await setup();
    await rest.monetization.listEntitlements(APP, { skuIds: ['11', '12'] });
    await rest.guilds.getGuildPruneCount(GUILD, { days: 7, includeRoles: ['21', '22'] });
    expect(server.requests.map((request) => request.url)).toEqual([
      `/applications/${APP}/entitlements?sku_ids=11%2C12`,
      `/guilds/${GUILD}/prune?days=7&include_roles=21%2C22`,
    ]);
  });

  it('serialises anything with toJSON() (builders), also inside bulk arrays', async () => {
    const rest = await setup();
    const builder = { toJSON: () => ({ name: 'built', description: 'From a builder' }) };
    await rest.commands.createGlobalCommand(APP, builder);
    await rest.commands.bulkOverwriteGuildCommands(APP, GUILD, [
      builder,
      { name: 'plain', description: 'Plain' },
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      name: 'built',
      description: 'From a builder',
    });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual([
      { name: 'built', description: 'From a builder' },
      { name: 'plain', description: 'Plain' },
    ]);
  });

  it('sends interaction calls without an Authorization header, even with a token configured', async () => {
    const rest = await setup();
    await rest.interactions.createInteractionResponse(INTERACTION, ITOKEN, {
      type: 4,
      data: { content: 'hi' },
    });
    await rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'more' });
    await rest.interactions.editOriginalInteractionResponse(APP, ITOKEN, { content: 'edit' });
    for (const seen of server.requests) expect(seen.headers.authorization).toBeUndefined();
  });

  it('works for interactions without any token', async () => {
    server = await startLocalServer(() => ok({ id: MSG }));
    const rest = new REST({ baseUrl: server.baseUrl });
    await expect(rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'x' })).resolves.toEqual({
      id: MSG,
    });
  });

  it('asks for the callback resource with with_response=true and resolves with it', async () => {
    server = await startLocalServer((request) =>
      request.url.endsWith('with_response=true')
        ? ok({ interaction: { id: INTERACTION, type: 2 } })
        : { status: 204 },
    );
    const rest = new REST({ baseUrl: server.baseUrl });
    const withBody = await rest.interactions.createInteractionResponse(
      INTERACTION,
      ITOKEN,
      { type: 5 },
      { withResponse: true },
    );
    expect(withBody.interaction.id).toBe(INTERACTION);
    await expect(
      rest.interactions.createInteractionResponse(INTERACTION, ITOKEN, { type: 5 }),
    ).resolves.toBeUndefined();
    expect(server.requests.map((r) => r.url)).toEqual([
      `/interactions/${INTERACTION}/${ITOKEN}/callback?with_response=true`,
      `/interactions/${INTERACTION}/${ITOKEN}/callback`,
    ]);
  });
});

describe('tokens required before sending', () => {
  it('refuses a permission edit with only a Bot token, without sending anything', async () => {
    const rest = await setup();
    const error = await rest.permissions
      .editCommandPermissions(APP, GUILD, CMD, { permissions: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RESTError);
    expect((error as RESTError).code).toBe('BEARER_TOKEN_REQUIRED');
    expect((error as Error).message).toMatch(/bearerToken/);
    expect((error as Error).message).not.toContain(TOKEN);
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a Bearer token's member read with only a Bot token; sends the user's token when given", async () => {
    const rest = await setup();
    await expect(rest.users.getCurrentUserGuildMember(GUILD)).rejects.toMatchObject({
      code: 'BEARER_TOKEN_REQUIRED',
      message: expect.stringMatching(/guilds\.members\.read/),
    });
    expect(server.requests).toHaveLength(0);
    await rest.users.getCurrentUserGuildMember(GUILD, { bearerToken: 'user-access-token-2' });
    expect(server.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      [`/users/@me/guilds/${GUILD}/member`, 'Bearer user-access-token-2'],
    ]);
  });

  it('sends a per-call Bearer token, or the client token when the client is Bearer', async () => {
    const rest = await setup();
    await rest.permissions.editCommandPermissions(
      APP,
      GUILD,
      CMD,
      { permissions: [] },
      { bearerToken: 'user-access-token-1' },
    );
    const bearerClient = new REST({
      token: 'cc-token-123456',
      authPrefix: 'Bearer',
      baseUrl: server.baseUrl,
    });
    await bearerClient.permissions.editCommandPermissions(APP, GUILD, CMD, { permissions: [] });
    await bearerClient.commands.getGlobalCommands(APP);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer user-access-token-1',
      'Bearer cc-token-123456',
      'Bearer cc-token-123456',
    ]);
  });

  it('refuses an authenticated call on a client without a token, without sending anything', async () => {
    server = await startLocalServer(() => ok([]));
    const rest = new REST({ baseUrl: server.baseUrl });
    await expect(rest.commands.getGlobalCommands(APP)).rejects.toMatchObject({ code: 'MISSING_TOKEN' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('transports', () => {
  it('gives the same results over the fetch transport', async () => {
    server = await startLocalServer((request) =>
      request.method === 'DELETE' ? { status: 204 } : ok({ echo: request.url }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, transport: fetchTransport() });
    await expect(rest.commands.getGlobalCommands(APP, { withLocalizations: true })).resolves.toEqual({
      echo: `/applications/${APP}/commands?with_localizations=true`,
    });
    await expect(rest.commands.deleteGlobalCommand(APP, CMD)).resolves.toBeUndefined();
    expect(server.requests[0]?.headers.authorization).toBe(`Bot ${TOKEN}`);
  });

  it('sends raw requests with a derived route template through the same pipeline', async () => {
    const rest = await setup();
    const seenRoutes: string[] = [];
    const client = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      hooks: { onResponse: (event) => seenRoutes.push(`${event.route} ${event.path}`) },
    });
    await client.request({ method: 'GET', path: `/webhooks/${APP}/${ITOKEN}/messages/${MSG}`, auth: false });
    await rest.request({ method: 'GET', path: '/gateway', query: { v: 10, skip: undefined } });
    expect(seenRoutes).toEqual([
      `/webhooks/{id}/{token}/messages/{id} /webhooks/${APP}/[REDACTED]/messages/${MSG}`,
    ]);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.url).toBe('/gateway?v=10');
  });
});
