import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInteractionHandler, type InteractionHandlerOptions } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { createHandlers } from './handlers.js';

/** Where the bot listens and which app it answers for. */
export interface ComponentsBotOptions {
  /** The app's hex Ed25519 public key (the developer portal's "Public Key"). */
  publicKey: string;
  applicationId: string;
  /** The API the bot's edits go to: the real service by default, or an emulator. */
  apiBaseUrl?: string;
  port?: number;
  host?: string;
  /** Called with every handler error (the user already got an ephemeral apology). */
  onError?: InteractionHandlerOptions['onError'];
}

/** A running bot: its webhook URL (the "Interactions Endpoint URL") and how to stop it. */
export interface RunningComponentsBot {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bot's node:http server; the webhook answers at `/interactions`. */
export async function startComponentsBot(options: ComponentsBotOptions): Promise<RunningComponentsBot> {
  const handler = createInteractionHandler({
    publicKey: options.publicKey,
    applicationId: options.applicationId,
    ...createHandlers(),
    ...(options.apiBaseUrl ? { restOptions: { baseUrl: options.apiBaseUrl } } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const listener = toNodeListener(handler);
  const server = createServer((req, res) => {
    if (req.url === '/interactions') return void listener(req, res);
    res.writeHead(404).end();
  });
  // Rejects with the server's error (EADDRINUSE: the port is taken) rather than leaving it unhandled.
  await once(server.listen(options.port ?? 0, options.host ?? '127.0.0.1'), 'listening');
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}/interactions`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
