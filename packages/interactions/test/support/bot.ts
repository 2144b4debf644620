import { createInteractionHandler, type InteractionHandlerOptions } from '../../src/index.js';
import { toNodeListener } from '../../src/node/index.js';
import { createTestKey, signedHeaders } from './keys.js';
import { listen } from './servers.js';

/** A handler behind a real node:http server, and a way to deliver signed interactions to it. */
export async function startBot(options: Omit<InteractionHandlerOptions, 'publicKey'>) {
  const key = createTestKey();
  const handler = createInteractionHandler({ publicKey: key.publicKeyHex, ...options });
  const server = await listen(toNodeListener(handler));
  return {
    handler,
    url: server.url,
    close: server.close,
    /** The headers that sign `body` with the bot's key, stamped now. */
    sign: (body: string) => signedHeaders(key, body),
    /** POSTs a signed interaction and returns the status and JSON answer. */
    async send(payload: unknown): Promise<{ status: number; body: unknown }> {
      const body = JSON.stringify(payload);
      const response = await fetch(server.url, { method: 'POST', headers: signedHeaders(key, body), body });
      return { status: response.status, body: await response.json() };
    },
  };
}
