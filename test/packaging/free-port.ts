import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on (found by listening on a free one and closing it), for a bot's `PORT`. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
