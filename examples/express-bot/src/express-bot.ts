import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { interactionServerTimeouts, toNodeListener } from '@slashkit/interactions/node';
import express, { type Express } from 'express';
import { statusCommand } from './status-command.js';

/** Which app the bot answers for, and where it listens. */
export interface ExpressBotOptions {
  /** The app's hex Ed25519 public key. */
  publicKey: string;
  applicationId: string;
  /** The API for follow-ups: the real service by default, or an emulator's `apiBaseUrl`. */
  apiBaseUrl?: string;
  /** The status before anything is posted to `PUT /api/status`. */
  initialStatus?: string;
  port?: number;
  host?: string;
}

/** A running bot: its origin, its webhook URL (the "Interactions Endpoint URL") and how to stop it. */
export interface RunningExpressBot {
  url: string;
  interactionsUrl: string;
  stop(): Promise<void>;
}

/**
 * The express 5 app: `POST /interactions` (the webhook) and `PUT /api/status` (a JSON route, e.g. for CI:
 * `{ "text": "Deploying v1.4" }`) that sets what `/status` answers.
 */
export function createExpressBotApp(options: ExpressBotOptions): Express {
  let status = options.initialStatus ?? 'All systems operational';
  const handler = createInteractionHandler({
    publicKey: options.publicKey,
    applicationId: options.applicationId,
    commands: [
      command(statusCommand, (ctx) =>
        ctx.reply({ content: `📟 ${status}`, ephemeral: ctx.options.private ?? false }),
      ),
    ],
    ...(options.apiBaseUrl ? { restOptions: { baseUrl: options.apiBaseUrl } } : {}),
  });
  const app = express();
  // The webhook goes first: the signature is checked over the raw bytes, which express.json() would
  // consume. Mounted after it, the listener can only report the wrong order (a 500 through `next`).
  app.post('/interactions', toNodeListener(handler));
  app.use(express.json());
  app.put('/api/status', (req, res) => {
    const text: unknown = req.body?.text;
    if (typeof text !== 'string' || text.length === 0 || text.length > 200) {
      res.status(400).json({ message: 'text: 1 to 200 characters, e.g. { "text": "Deploying v1.4" }' });
      return;
    }
    status = text;
    res.json({ text });
  });
  return app;
}

/** Starts the express app on a `node:http` server. */
export async function startExpressBot(options: ExpressBotOptions): Promise<RunningExpressBot> {
  // Read timeouts: a slow or idle client cannot hold a socket open (see interactionServerTimeouts).
  const server = createServer({ ...interactionServerTimeouts }, createExpressBotApp(options));
  // Rejects with the server's error (EADDRINUSE: the port is taken) rather than leaving it unhandled.
  await once(server.listen(options.port ?? 0, options.host ?? '127.0.0.1'), 'listening');
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;
  return {
    url,
    interactionsUrl: `${url}/interactions`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
