import { createPublicKey, verify } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// An Ed25519 public key's raw 32 bytes become a KeyObject behind this fixed DER prefix (SPKI).
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** A running bare app endpoint (see {@link startSignedEndpoint}). */
export interface SignedEndpoint {
  readonly server: Server;
  /** `http://127.0.0.1:<port>/`. */
  readonly url: string;
  close(): void;
}

/**
 * A bare app endpoint for tests that must not lean on the SDK: a node:http server that checks the Ed25519
 * signature with node:crypto as a bot must (401 otherwise), answers PING, and hands every other interaction
 * to `answer`. What `answer` returns is the inline reply (200, JSON; a `Response` is sent as it is; a
 * function `(res) => void` writes the raw answer itself, for faults); `undefined` answers 202 (the app
 * replies through the callback endpoint instead).
 */
export async function startSignedEndpoint<Interaction extends { type: number }>(
  publicKeyHex: string,
  answer: (interaction: Interaction) => unknown,
): Promise<SignedEndpoint> {
  const key = createPublicKey({
    key: Buffer.concat([spkiPrefix, Buffer.from(publicKeyHex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const signature = String(req.headers['x-signature-ed25519'] ?? '');
    const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
    const valid =
      /^[0-9a-f]{128}$/.test(signature) &&
      verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
    if (!valid) return void res.writeHead(401).end('invalid request signature');
    const interaction = JSON.parse(body) as Interaction;
    const reply = interaction.type === 1 ? { type: 1 } : await answer(interaction);
    if (reply === undefined) return void res.writeHead(202).end();
    // A function writes the answer itself, on the raw response (a fault: a redirect, a body cut short…).
    if (typeof reply === 'function') return void (reply as (res: ServerResponse) => void)(res);
    // A Response is written as it is (e.g. a multipart answer with files).
    if (reply instanceof Response) {
      const bytes = Buffer.from(await reply.arrayBuffer());
      return void res.writeHead(reply.status, Object.fromEntries(reply.headers)).end(bytes);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
