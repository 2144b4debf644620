import { describe, expect, it } from 'vitest';
import { REST } from '../../src/index.js';
import { APP, GUILD, TOKEN } from '../support/fixtures.js';
import { answerJson, startHostileServer } from './hostile-server.js';

describe('create or overwrite (issue 15)', () => {
  it('upsert says created for 201 and overwritten for 200; create still resolves with the command', async () => {
    const server = await startHostileServer((socket, _request, index) =>
      answerJson(socket, index % 2 === 0 ? 201 : 200, { id: '9', name: 'ping', description: 'Pong' }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const body = { name: 'ping', description: 'Pong' };
    expect(await rest.commands.upsertGlobalCommand(APP, body)).toEqual({
      command: { id: '9', name: 'ping', description: 'Pong' },
      created: true,
    });
    expect((await rest.commands.upsertGuildCommand(APP, GUILD, body)).created).toBe(false);
    expect(await rest.commands.createGlobalCommand(APP, body)).toEqual({
      id: '9',
      name: 'ping',
      description: 'Pong',
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /applications/${APP}/commands`,
      `POST /applications/${APP}/guilds/${GUILD}/commands`,
      `POST /applications/${APP}/commands`,
    ]);
  });
});
