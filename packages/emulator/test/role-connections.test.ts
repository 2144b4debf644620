import { ApplicationRoleConnectionMetadataType as Type } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// Linked Roles: an app's metadata records (Bot token) and the role connection it stores for a user (that
// user's access token holding role_connections.write), their refusals, and snapshots keeping both.

const level = {
  type: Type.IntegerGreaterThanOrEqual,
  key: 'level',
  name: 'Level',
  description: 'Minimum level',
};
const member = { type: Type.BooleanEqual, key: 'member', name: 'Member', description: 'In the club' };
const records = (h: Harness, appId = h.app.id) => `/applications/${appId}/role-connections/metadata`;
const connection = (h: Harness, appId = h.app.id) => `/users/@me/applications/${appId}/role-connection`;

describe('Linked Roles: metadata records', () => {
  it('starts with none, replaces the list with a PUT, and an empty list removes them', async () => {
    const h = await start();
    expect((await h.api('GET', records(h))).body).toEqual([]);
    const put = await h.api('PUT', records(h), {
      body: [{ ...level, name_localizations: { fr: 'Niveau', de: null } }, member],
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual([{ ...level, name_localizations: { fr: 'Niveau' } }, member]);
    expect((await h.api('GET', records(h))).body).toEqual(put.body);
    expect((await h.api('PUT', records(h), { body: [member] })).body).toEqual([member]);
    expect((await h.api('PUT', records(h), { body: [] })).body).toEqual([]);
    expect((await h.api('GET', records(h))).body).toEqual([]);
  });

  it('refuses a bad list with 50035 and the paths, keeping the records it had', async () => {
    const h = await start();
    await h.api('PUT', records(h), { body: [level] });
    const six = Array.from({ length: 6 }, (_, i) => ({ ...level, key: `k${i}` }));
    const tooMany = await h.api('PUT', records(h), { body: six });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 50035]);
    const bad = await h.api('PUT', records(h), {
      body: [
        { ...level, key: 'Level!' },
        { ...level, type: 9 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['0', '1']);
    expect(bad.body.errors['0'].key._errors[0].code).toBe('BASE_TYPE_INVALID');
    expect(bad.body.errors['1'].type._errors[0].code).toBe('NUMBER_TYPE_MAX');
    expect((await h.api('GET', records(h))).body).toEqual([level]);
  });

  it("refuses a Bearer token (401), another app's records (20012) and an unknown app (10002)", async () => {
    const h = await start();
    const bearer = await h.bearer('member', ['role_connections.write']);
    expect((await h.api('GET', records(h), { auth: bearer })).status).toBe(401);
    expect((await h.api('PUT', records(h), { auth: bearer, body: [] })).status).toBe(401);
    const other = h.emu.world.applications[1]!;
    const theirs = await h.api('PUT', records(h, other.id), { body: [level] });
    expect([theirs.status, theirs.body.code]).toEqual([403, 20012]);
    const unknown = await h.api('GET', records(h, '1250000000000009999'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 10002]);
    expect((await h.api('GET', records(h), { auth: null })).status).toBe(401);
  });
});

describe("Linked Roles: a user's role connection", () => {
  it('reads empty, is replaced whole by each PUT (values stringified) and removed by DELETE', async () => {
    const h = await start();
    await h.api('PUT', records(h), { body: [level, member] });
    const auth = await h.bearer('member', ['identify', 'role_connections.write']);
    const empty = { platform_name: null, platform_username: null, metadata: {} };
    expect((await h.api('GET', connection(h), { auth })).body).toEqual(empty);
    const put = await h.api('PUT', connection(h), {
      auth,
      body: {
        platform_name: 'Pizza Quest',
        platform_username: 'dough',
        metadata: { level: 12, member: '1' },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      platform_name: 'Pizza Quest',
      platform_username: 'dough',
      metadata: { level: '12', member: '1' },
    });
    expect((await h.api('GET', connection(h), { auth })).body).toEqual(put.body);
    const again = await h.api('PUT', connection(h), { auth, body: { metadata: { level: '13' } } });
    expect(again.body).toEqual({ platform_name: null, platform_username: null, metadata: { level: '13' } });
    // Another user's connection is their own.
    const other = await h.bearer('moderator', ['role_connections.write']);
    expect((await h.api('GET', connection(h), { auth: other })).body).toEqual(empty);
    expect((await h.api('DELETE', connection(h), { auth })).status).toBe(204);
    expect((await h.api('GET', connection(h), { auth })).body).toEqual(empty);
  });

  it('refuses keys the app did not declare, long names and bad values with 50035, keeping the last one', async () => {
    const h = await start();
    await h.api('PUT', records(h), { body: [level] });
    const auth = await h.bearer('member', ['role_connections.write']);
    await h.api('PUT', connection(h), { auth, body: { metadata: { level: 3 } } });
    const bad = await h.api('PUT', connection(h), {
      auth,
      body: { platform_name: 'p'.repeat(51), metadata: { level: true, other: '1' } },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(bad.body.errors.platform_name._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    expect(bad.body.errors.metadata.level._errors[0].code).toBe('BASE_TYPE_STRING');
    expect(bad.body.errors.metadata.other._errors[0].message).toContain(
      'not a metadata key of this application',
    );
    expect((await h.api('GET', connection(h), { auth })).body.metadata).toEqual({ level: '3' });
  });

  it("refuses a Bot token, a token without role_connections.write (401) and another app's path (20012)", async () => {
    const h = await start();
    const bot = await h.api('GET', connection(h));
    expect(bot.status).toBe(401);
    expect(bot.body.message).toContain('takes a Bearer token');
    const identifyOnly = await h.api('PUT', connection(h), {
      auth: await h.bearer('member', ['identify']),
      body: { metadata: {} },
    });
    expect(identifyOnly.status).toBe(401);
    expect(identifyOnly.body.message).toContain('lacks the role_connections.write scope');
    const auth = await h.bearer('member', ['role_connections.write']);
    const other = h.emu.world.applications[1]!;
    const theirs = await h.api('GET', connection(h, other.id), { auth });
    expect([theirs.status, theirs.body.code]).toEqual([403, 20012]);
    const unknown = await h.api('DELETE', connection(h, '1250000000000009999'), { auth });
    expect([unknown.status, unknown.body.code]).toEqual([404, 10002]);
  });
});

describe('Linked Roles in snapshots', () => {
  async function scenario(h: Harness): Promise<Json> {
    await h.api('PUT', records(h), { body: [level, member] });
    const auth = await h.bearer('member', ['role_connections.write']);
    await h.api('PUT', connection(h), {
      auth,
      body: { platform_name: 'Pizza Quest', metadata: { level: 7 } },
    });
    return h.emu.exportState() as Json;
  }

  it('round-trip: the same snapshot after a load; a reset and an older snapshot hold none', async () => {
    const h = await start();
    const saved = await scenario(h);
    expect(saved.roleConnections).toEqual([
      {
        applicationId: h.app.id,
        metadata: [level, member],
        users: [
          {
            userId: h.user('member').id,
            platform_name: 'Pizza Quest',
            platform_username: null,
            metadata: { level: '7' },
          },
        ],
      },
    ]);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
    } finally {
      await copy.stop();
    }
    const { roleConnections: _, ...older } = saved;
    h.emu.context.loadState(older);
    expect(h.emu.context.state.roleConnections.snapshot()).toEqual([]);
    h.emu.context.loadState(saved);
    await h.admin('POST', '/reset');
    expect(h.emu.context.state.roleConnections.snapshot()).toEqual([]);
  });

  it('refuses an unknown app or user, a bad record, a value for an undeclared key, and doubles', async () => {
    const h = await start();
    const saved = await scenario(h);
    const [first] = saved.roleConnections;
    saved.roleConnections.push({ ...first, applicationId: '998', metadata: [{ ...level, key: 'Bad' }] });
    saved.roleConnections.push({ ...first, extra: 1 });
    first.users.push({ ...first.users[0], userId: '997', metadata: { unknown: '1' } });
    first.users.push({ ...first.users[0] });
    const problems = refusedSnapshot(h, saved);
    expect(problems).toContain('roleConnections[1].applicationId');
    expect(problems).toContain('roleConnections[1].metadata[0].key');
    expect(problems).toContain('roleConnections[0].users[1].userId');
    expect(problems).toContain('roleConnections[0].users[1].metadata.unknown');
    expect(problems).toContain('roleConnections[0].users[2].userId: this user has two connections');
    expect(problems).toContain('roleConnections[2].applicationId: this application has two records');
    expect(problems).toContain('roleConnections[2].extra: unknown field');
  });
});
