import { defaultWorldSeed, type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  type LinkedRolesApp,
  metadata,
  type Player,
  startLinkedRolesApp,
} from '@slashkit/example-linked-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/linked-roles against a real emulator: the user's "browser" follows the verification page to the
// emulator's consent page (approved headlessly) and back to the app's callback.

let emu: RunningEmulator;
let app: LinkedRolesApp;
const verified: string[] = [];
const players = new Map<string, Player>([
  [ids.member, { name: 'dough', level: 12, since: '2024-06-01T00:00:00.000Z' }],
]);

beforeAll(async () => {
  const seed = structuredClone(defaultWorldSeed);
  seed.users.find((user) => user.id === ids.member)!.connections = [
    { type: 'github', id: '583231', name: 'octocat' },
  ];
  emu = await startEmulator({ port: 0, rateLimits: 'off', seed });
  const application = emu.world.application;
  app = await startLinkedRolesApp({
    applicationId: application.id,
    clientSecret: application.clientSecret,
    botToken: application.botToken,
    apiBaseUrl: emu.apiBaseUrl,
    authorizeOrigin: emu.url,
    port: 0,
    players: (id) => players.get(id),
    onVerified: (line) => verified.push(line),
  });
});
afterAll(async () => {
  await app?.close();
  await emu?.stop();
});

/** The user opens the verification page and `approve`s (or cancels) on the consent page; answers the page they land on. */
async function visit(userId: string, approve = true): Promise<{ status: number; text: string }> {
  const start = await fetch(app.verificationUrl, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const consent = await fetch(`${emu.url}/_emulator/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, approve, url: start.headers.get('location') }),
  });
  expect(consent.status).toBe(200);
  const landed = await fetch(((await consent.json()) as { redirectUrl: string }).redirectUrl);
  return { status: landed.status, text: await landed.text() };
}

describe('examples/linked-roles', () => {
  it('declares its metadata with the Bot token at start', async () => {
    const read = await fetch(
      `${emu.apiBaseUrl}/applications/${emu.world.application.id}/role-connections/metadata`,
      {
        headers: { authorization: `Bot ${emu.world.application.botToken}` },
      },
    );
    expect(await read.json()).toEqual(metadata);
  });

  it("verifies a player: their role connection holds the game's values, GitHub counted", async () => {
    expect(await visit(ids.member)).toEqual({
      status: 200,
      text: "You're verified, dough! Go back to Discord to claim your roles.",
    });
    expect(verified).toEqual(['Verified member as dough: level 12, coder']);
    expect(emu.context.state.roleConnections.connection(emu.world.application.id, ids.member)).toEqual({
      platform_name: 'Pizza Quest',
      platform_username: 'dough',
      metadata: { level: '12', since: '2024-06-01T00:00:00.000Z', coder: '1' },
    });
  });

  it('says so for a user who is no player, for a cancelled consent, and for a stale callback', async () => {
    expect(await visit(ids.moderator)).toEqual({
      status: 404,
      text: 'No Pizza Quest player is linked to moderator.',
    });
    const cancelled = await visit(ids.member, false);
    expect(cancelled.status).toBe(400);
    const stale = await fetch(`${app.verificationUrl.replace('/linked-role', '/callback')}?code=x&state=old`);
    expect([stale.status, await stale.text()]).toEqual([
      400,
      'This link has expired: start again from Discord.',
    ]);
  });
});
