import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** One request the stub received, as it arrived on the socket. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stub answers. */
export interface StubAnswer {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/** A real HTTP server on 127.0.0.1 (free port) that records requests and answers from `respond`. */
export async function startStubServer(respond: (request: RecordedRequest) => StubAnswer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = respond(recorded);
      const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '');
      res.writeHead(answer.status, {
        ...(answer.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    apiBaseUrl: `http://127.0.0.1:${port}/api/v10`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A stub server as {@link startStubServer} starts it. */
export type StubServer = Awaited<ReturnType<typeof startStubServer>>;

/**
 * One stub server at a time for the tests of a file, closed after each test: `serve(answer)` starts one
 * that always gives `answer` (closing the test's previous one, for a second answer in the same test).
 */
export function stubServerPerTest(): (answer: StubAnswer) => Promise<StubServer> {
  let current: StubServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (answer) => {
    await current?.close();
    current = await startStubServer(() => answer);
    return current;
  };
}
