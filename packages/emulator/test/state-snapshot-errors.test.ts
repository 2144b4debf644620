import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createEmulator,
  defaultWorldSeed,
  readStateFile,
  StateSnapshotError,
  startEmulator,
  writeStateFile,
} from '../src/index.js';
import { type Harness, type Json, start, T0 } from './harness.js';

// A snapshot is untrusted input: every problem is reported with its JSON path, and nothing is changed.

async function put(h: Harness, body: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${h.emu.url}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A snapshot with a command and a seeded message. */
async function sample(h: Harness): Promise<Json> {
  await h.api('POST', `/applications/${h.app.id}/commands`, { body: { name: 'ping', description: 'Ping' } });
  await h.admin('POST', '/messages', {
    guildId: h.guild.id,
    channelId: '1250000000000000402',
    authorId: '1250000000000000201',
    content: 'hello',
  });
  return h.emu.exportState();
}

describe('loading a bad snapshot', () => {
  it('answers 400 with every problem at its JSON path, and changes nothing', async () => {
    const h = await start();
    const snapshot = await sample(h);
    snapshot.messages[0].message.channel_id = 'general';
    snapshot.commands.lists[0].applicationId = '999';
    snapshot.world.users[0].id = 'owner';
    snapshot.tokens.tokens.push({ accessToken: 7 });
    snapshot.extra = true;
    const before = JSON.stringify(h.emu.exportState());
    const res = await put(h, JSON.stringify(snapshot));
    expect(res.status).toBe(400);
    // The unknown part alone first: with it there is nothing else to check against.
    expect(res.body.problems).toEqual([
      expect.stringMatching(/^extra: unknown part; known: format, version, /),
    ]);
    delete snapshot.extra;
    const again = await put(h, JSON.stringify(snapshot));
    expect(again.status).toBe(400);
    expect(again.body.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^world\.users\[0\]\.id: expected a snowflake/),
        'commands.lists[0].applicationId: no application "999" in the snapshot\'s world',
        expect.stringMatching(/^messages\[0\]\.message\.channel_id: expected a snowflake .*got "general"$/),
        'tokens.tokens[0].accessToken: expected a string, got 7',
      ]),
    );
    expect(again.body.message).toMatch(/^Invalid emulator state snapshot:\n {2}- /);
    expect(again.body.message).toContain('Nothing was changed');
    expect(JSON.stringify(h.emu.exportState())).toBe(before);
  });

  it('names the format and version it reads, and what a newer emulator wrote', async () => {
    const h = await start();
    const snapshot = await sample(h);
    expect((await put(h, JSON.stringify([]))).body.problems[0]).toMatch(/^\(root\): expected an object/);
    expect((await put(h, JSON.stringify({ ...snapshot, format: 'other' }))).body.problems).toEqual([
      'format: expected "slashkit-emulator-state", got "other"; is this a snapshot from GET /_emulator/state?',
    ]);
    expect((await put(h, JSON.stringify({ ...snapshot, version: 2 }))).body.problems).toEqual([
      'version: 2 was written by a newer emulator; this one reads version 1 (upgrade @slashkit/emulator)',
    ]);
  });

  it('reads own properties only: __proto__ is an unknown part, and deep JSON is refused', async () => {
    const h = await start();
    const snapshot = await sample(h);
    const text = JSON.stringify(snapshot).replace(/^\{/, '{"__proto__":{"polluted":true},');
    expect((await put(h, text)).body.problems).toEqual([expect.stringMatching(/^__proto__: unknown part/)]);
    expect(({} as Json).polluted).toBeUndefined();
    let deep: Json = {};
    for (let i = 0; i < 40; i++) deep = { deep };
    snapshot.messages[0].message.embeds = [deep];
    expect((await put(h, JSON.stringify(snapshot))).body.problems).toEqual([
      "messages[0].message: nested more than 32 levels deep; a snapshot's JSON is not that deep",
    ]);
  });

  it('startEmulator and createEmulator refuse a bad snapshot, and a seed beside a snapshot', async () => {
    const snapshot = await sample(await start());
    snapshot.interactions = 'none';
    await expect(startEmulator({ state: snapshot })).rejects.toThrow(StateSnapshotError);
    await expect(startEmulator({ state: snapshot })).rejects.toThrow(
      'interactions: expected an array, got "none"',
    );
    expect(() => createEmulator({ seed: defaultWorldSeed, state: {} })).toThrow(
      'createEmulator: pass seed (a fresh world) or state (a snapshot), not both',
    );
  });
});

describe('snapshot files and settings', () => {
  it('writeStateFile and readStateFile round-trip; startEmulator takes the file path', async () => {
    const h = await start();
    const snapshot = await sample(h);
    const file = join(await mkdtemp(join(tmpdir(), 'slashkit-state-')), 'state.json');
    await writeStateFile(file, snapshot);
    expect(await readStateFile(file)).toEqual(snapshot);
    const emu = await startEmulator({ now: () => T0, state: file });
    try {
      expect(emu.exportState()).toEqual(snapshot);
    } finally {
      await emu.stop();
    }
    await writeFile(file, '{"format":');
    await expect(readStateFile(file)).rejects.toThrow(
      /^Invalid emulator state file .*state\.json:\n {2}- not valid JSON/,
    );
    await expect(readStateFile(`${file}.missing`)).rejects.toThrow(/cannot read the file/);
  });

  it('keeps "no limit" as null, and options given beside a snapshot replace its settings', async () => {
    const h = await start({ rateLimits: 'off', gateway: { heartbeatIntervalMs: 500 } });
    const snapshot = await sample(h);
    expect(snapshot.rateLimits.profile.read.limit).toBeNull();
    expect(createEmulator({ now: () => T0, state: snapshot }).exportState()).toEqual(snapshot);
    const changed = createEmulator({
      now: () => T0,
      state: snapshot,
      rateLimits: 'strict',
      gateway: { resumeWindowMs: 9 },
    });
    expect(changed.context.state.limits.profile.name).toBe('strict');
    expect(changed.context.state.gateway.settings).toMatchObject({
      heartbeatIntervalMs: 500,
      resumeWindowMs: 9,
    });
  });
});
