import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Endpoints } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTCore } from '../../src/client/rest-core.js';
import { HTTPError, REST } from '../../src/index.js';
import { rejection } from '../support/fixtures.js';

// Fault 1 of issue 33: an edit with files, answered 502 after it landed (a proxy that forwards it to the
// emulator, then loses the answer), is replayed because its row says so; the replay is the same edit, so
// the message ends with one copy of the file, never two.

const GENERAL = '1250000000000000402';

interface Proxy {
  baseUrl: string;
  /** `METHOD path` of every request forwarded to the emulator. */
  forwarded: string[];
  close: () => Promise<void>;
}

/**
 * A proxy in front of the emulator: every request goes through; the first one that `lose` picks is
 * forwarded, answered by the emulator, and then answered 502 as a gateway that lost the answer would.
 */
async function lossyProxy(target: string, lose: (method: string) => boolean): Promise<Proxy> {
  const forwarded: string[] = [];
  let lost = false;
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    forwarded.push(`${method} ${req.url}`);
    const out = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (!lost && lose(method)) {
            lost = true;
            res.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
        });
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    forwarded,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const running: { stop: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()));
});

async function setUp(lose: (method: string) => boolean) {
  const emu: RunningEmulator = await startEmulator({ rateLimits: 'off' });
  running.push(emu);
  const token = emu.world.application.botToken;
  const proxy = await lossyProxy(emu.apiBaseUrl, lose);
  running.push({ stop: proxy.close });
  const options = { token, baseUrl: proxy.baseUrl, retries: { baseDelay: 1, maxDelay: 1 } };
  const direct = new REST({ token, baseUrl: emu.apiBaseUrl });
  const posted = await direct.messages.createMessage(
    GENERAL,
    { content: 'v1' },
    { files: [{ name: 'notes.txt', data: new TextEncoder().encode('kept') }] },
  );
  return { emu, proxy, options, direct, posted };
}

const chart = () => [{ name: 'chart.png', data: new TextEncoder().encode('a chart') }];

describe('an edit with files answered 502 after it landed', () => {
  it('is replayed, as Endpoints.updateMessage says, and the message ends with one chart.png', async () => {
    expect(Endpoints.updateMessage.replay).toBe('always');
    const { proxy, options, direct, posted } = await setUp((method) => method === 'PATCH');
    const rest = new REST(options);
    const edited = await rest.messages.editMessage(GENERAL, posted.id, { content: 'v2' }, { files: chart() });
    expect(edited.attachments.map((a) => a.filename)).toEqual(['notes.txt', 'chart.png']);
    const stored = await direct.messages.getChannelMessage(GENERAL, posted.id);
    expect(stored.content).toBe('v2');
    expect(stored.attachments.map((a) => a.filename)).toEqual(['notes.txt', 'chart.png']);
    // The file kept is the one posted first, by id.
    expect(stored.attachments[0]!.id).toBe(posted.attachments[0]!.id);
    // What the message keeps was read once; the edit reached the emulator twice (the first answer was lost).
    expect(proxy.forwarded.map((line) => line.split(' ')[0])).toEqual(['GET', 'PATCH', 'PATCH']);
  });

  it('is not replayed when its row says unsent-only: the 502 reaches the caller, the edit landed once', async () => {
    const { proxy, options, direct, posted } = await setUp((method) => method === 'PATCH');
    // The same call through the request core, with only the row's replay policy changed.
    const core = new RESTCore(options);
    const row = { ...Endpoints.updateMessage, replay: 'unsent-only' as const };
    const error = await rejection(
      core.send(row, { channelId: GENERAL, messageId: posted.id }, { content: 'v2' }, { files: chart() }),
    );
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(502);
    expect(proxy.forwarded.map((line) => line.split(' ')[0])).toEqual(['GET', 'PATCH']);
    const stored = await direct.messages.getChannelMessage(GENERAL, posted.id);
    expect(stored.attachments.map((a) => a.filename)).toEqual(['notes.txt', 'chart.png']);
  });

  it('a create with files (replay unsent-only in its row) is never posted twice', async () => {
    expect(Endpoints.createMessage.replay).toBe('unsent-only');
    const { proxy, options, direct, posted } = await setUp((method) => method === 'POST');
    const rest = new REST(options);
    const error = await rejection(
      rest.messages.createMessage(GENERAL, { content: 'once' }, { files: chart() }),
    );
    expect((error as HTTPError).status).toBe(502);
    expect(proxy.forwarded.filter((line) => line.startsWith('POST'))).toHaveLength(1);
    const after = await direct.messages.getChannelMessages(GENERAL, { after: posted.id });
    expect(after.map((m) => m.content)).toEqual(['once']);
  });
});
