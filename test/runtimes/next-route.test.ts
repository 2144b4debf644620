import type { RunningEmulator } from '@slashkit/emulator';
import { type ServedFetchModule, serveFetch } from '@slashkit/example-fetch-bot';
import { POST } from '@slashkit/example-fetch-runtimes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botEnv, expectBotWorks, startBotEmulator } from './support.js';

// The Next.js route handler (`export async function POST(request)`), called as Next calls it: with a Fetch
// Request, its env from process.env. Next itself is not needed to check the contract: a node:http host
// hands it real Requests, as `next start` does.
let emu: RunningEmulator;
let host: ServedFetchModule;
beforeAll(async () => {
  console.info(`runtime under test: a Next.js route handler (POST) on Node ${process.version}`);
  emu = await startBotEmulator();
  for (const [name, value] of Object.entries(botEnv(emu))) vi.stubEnv(name, value);
  host = await serveFetch({ fetch: (request: Request) => POST(request) }, {});
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await host?.stop();
  await emu?.stop();
});

describe('the Fetch bot as a Next.js route handler', () => {
  it('verifies, autocompletes, defers, edits and follows up', async () => {
    await expectBotWorks(emu, `${host.url}/api/interactions`, 'next');
  });

  it('refuses an unsigned Request with 401', async () => {
    const response = await POST(
      new Request('http://localhost/api/interactions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type":1}',
      }),
    );
    expect(response.status).toBe(401);
  });
});
