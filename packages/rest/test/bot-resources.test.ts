import { describe, expect, it } from 'vitest';
import { REST } from '../src/index.js';
import { GUILD } from './support/fixtures.js';
import { ok, startLocalServer } from './support/local-server.js';

// The channel, message, guild and user methods: each to its method, path and query, with its body; a
// message POST is never replayed after an ambiguous failure, reads are.

const TOKEN = 'bot-token-ABCDEFGHIJKLMNOP.qrstuv';
const CHANNEL = '1400000000000000011';
const MESSAGE = '1400000000000000012';
const USER = '1400000000000000013';

describe('channel, guild and user methods', () => {
  it('sends each to its method, path and query, with the Bot token', async () => {
    const server = await startLocalServer((request) =>
      request.method === 'DELETE' ? { status: 204 } : ok({ echo: request.url }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const calls: Array<[() => Promise<unknown>, string]> = [
      [() => rest.channels.getChannel(CHANNEL), `GET /channels/${CHANNEL}`],
      [() => rest.messages.getChannelMessages(CHANNEL), `GET /channels/${CHANNEL}/messages`],
      [
        () => rest.messages.getChannelMessages(CHANNEL, { around: MESSAGE, limit: 5 }),
        `GET /channels/${CHANNEL}/messages?around=${MESSAGE}&limit=5`,
      ],
      [
        () => rest.messages.getChannelMessage(CHANNEL, MESSAGE),
        `GET /channels/${CHANNEL}/messages/${MESSAGE}`,
      ],
      [() => rest.messages.createMessage(CHANNEL, { content: 'hi' }), `POST /channels/${CHANNEL}/messages`],
      [
        () => rest.messages.editMessage(CHANNEL, MESSAGE, { content: 'edited' }),
        `PATCH /channels/${CHANNEL}/messages/${MESSAGE}`,
      ],
      [
        () => rest.messages.deleteMessage(CHANNEL, MESSAGE),
        `DELETE /channels/${CHANNEL}/messages/${MESSAGE}`,
      ],
      [() => rest.guilds.getGuild(GUILD), `GET /guilds/${GUILD}`],
      [() => rest.guilds.getGuild(GUILD, { withCounts: true }), `GET /guilds/${GUILD}?with_counts=true`],
      [() => rest.guilds.getGuildChannels(GUILD), `GET /guilds/${GUILD}/channels`],
      [() => rest.roles.getGuildRoles(GUILD), `GET /guilds/${GUILD}/roles`],
      [() => rest.members.getGuildMember(GUILD, USER), `GET /guilds/${GUILD}/members/${USER}`],
      [
        () => rest.members.addGuildMember(GUILD, USER, { access_token: 'user-access-token' }),
        `PUT /guilds/${GUILD}/members/${USER}`,
      ],
      [
        () => rest.members.getGuildMembers(GUILD, { limit: 1000, after: USER }),
        `GET /guilds/${GUILD}/members?limit=1000&after=${USER}`,
      ],
      [() => rest.users.getUser(USER), `GET /users/${USER}`],
      [
        () => rest.users.getCurrentUserGuilds({ after: GUILD, withCounts: true }),
        `GET /users/@me/guilds?after=${GUILD}&with_counts=true`,
      ],
      [() => rest.voice.getGuildVoiceRegions(GUILD), `GET /guilds/${GUILD}/regions`],
      [() => rest.users.createDM(USER), 'POST /users/@me/channels'],
    ];
    for (const [call] of calls) await call();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(calls.map(([, line]) => line));
    expect(server.requests.every((r) => r.headers.authorization === `Bot ${TOKEN}`)).toBe(true);
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).toEqual({ content: 'hi' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ recipient_id: USER });
  });

  it('never replays a message POST whose answer was lost; replays a read', async () => {
    const server = await startLocalServer((_request, index) => (index < 2 ? 'reset' : ok({})));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, retries: { limit: 2, baseDelay: 0 } });
    await expect(rest.messages.createMessage(CHANNEL, { content: 'once' })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
    await expect(rest.channels.getChannel(CHANNEL)).resolves.toEqual({});
    expect(server.requests).toHaveLength(3);
  });
});
