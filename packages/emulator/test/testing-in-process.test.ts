import { describe, expect, it } from 'vitest';
import { assertAnswered, connectTestClient, TestClientError } from '../src/testing/index.js';
import { start } from './harness.js';
import { command, signedApp } from './scripted-app.js';

// Issue 38: a test client connected to a `startEmulator()` result of its own process asks the emulator's
// Fetch core directly (a third of what a command through it cost was two HTTP stacks), while the bot's
// deliveries stay real HTTP; once the emulator stops, the client meets it as a client in another process would.

describe('a test client of an emulator in this process', () => {
  it('asks in process: no socket to the emulator, and the bot still gets a signed HTTP delivery', async () => {
    const h = await start();
    await command(h, 'ping');
    const { received } = await signedApp(h, () => ({ type: 4, data: { content: 'Pong' } }));
    let connections = 0;
    h.emu.server.on('connection', () => connections++);
    const client = await connectTestClient(h.emu);
    const result = await client.user('member').run('ping');
    assertAnswered(result);
    expect(result.messages.map((m) => m.content)).toEqual(['Pong']);
    expect(received.map((interaction) => interaction.data.name)).toEqual(['ping']);
    expect(connections).toBe(0);
  });

  it('goes over the network with a fetch of its own, or given the URL', async () => {
    const h = await start();
    let connections = 0;
    h.emu.server.on('connection', () => connections++);
    let asked = 0;
    await connectTestClient(h.emu, {
      fetch: (input, init) => {
        asked++;
        return fetch(input, init);
      },
    });
    expect(asked).toBe(1);
    await connectTestClient(h.emu.url);
    expect(connections).toBeGreaterThan(0);
  });

  it('meets a stopped emulator as unreachable, as from another process', async () => {
    const h = await start();
    const client = await connectTestClient(h.emu);
    await h.emu.stop();
    const error = await client.reset().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestClientError);
    expect((error as Error).message).toMatch(/^cannot reach the emulator at http:\/\/127\.0\.0\.1:\d+ /);
  });
});
