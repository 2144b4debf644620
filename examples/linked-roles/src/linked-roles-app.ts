import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type APIApplicationRoleConnectionMetadata,
  ApplicationRoleConnectionMetadataType as Type,
} from '@slashkit/api';
import {
  AuthClient,
  AuthError,
  AuthorizationArgs,
  type AuthorizationRequest,
  OAuth2Scopes,
} from '@slashkit/auth';
import { REST } from '@slashkit/rest';
import type { PlayerLookup } from './players.js';

/**
 * The fields guilds can ask for on a role: "level at least N", "playing for at least N days", "has
 * connected GitHub".
 */
export const metadata: APIApplicationRoleConnectionMetadata[] = [
  {
    key: 'level',
    name: 'Level',
    description: 'Level reached in Pizza Quest',
    type: Type.IntegerGreaterThanOrEqual,
  },
  {
    key: 'since',
    name: 'Playing since',
    description: 'Days since the first game',
    type: Type.DatetimeLessThanOrEqual,
  },
  { key: 'coder', name: 'Coder', description: 'Has connected a GitHub account', type: Type.BooleanEqual },
];

/** Where the app runs and with which credentials (`slashkit-emulator exec` sets them all). */
export interface LinkedRolesOptions {
  applicationId: string;
  clientSecret: string;
  botToken: string;
  /** The API base URL: the real service by default, or an emulator's `apiBaseUrl`. */
  apiBaseUrl?: string;
  /** The authorize page's origin: the real service by default, or an emulator's `url`. */
  authorizeOrigin?: string;
  /** The port of the verification page (0: a free one). */
  port: number;
  players: PlayerLookup;
  /** Told of each verified player (the app's log). */
  onVerified?: (line: string) => void;
}

/** The running app: its verification page's URL, and how to stop it. */
export interface LinkedRolesApp {
  verificationUrl: string;
  close(): Promise<void>;
}

/**
 * A Linked Roles verification page, as Discord's tutorial builds one: at start the app declares its
 * metadata with the Bot token; `GET /linked-role` (its "Linked Roles Verification URL") sends the user to
 * the authorize page for `role_connections.write identify connections`; `GET /callback` checks the
 * answer, exchanges the code, reads who the user is and which accounts they connected, and writes their
 * role connection with their token.
 * @example
 * const app = await startLinkedRolesApp({ applicationId, clientSecret, botToken, port: 3000, players });
 * console.log(`Verification URL: ${app.verificationUrl}`);
 */
export async function startLinkedRolesApp(options: LinkedRolesOptions): Promise<LinkedRolesApp> {
  const rest = new REST({
    token: options.botToken,
    ...(options.apiBaseUrl ? { baseUrl: options.apiBaseUrl } : {}),
  });
  await rest.applications.updateRoleConnectionMetadataRecords(options.applicationId, metadata);
  const auth = new AuthClient({
    applicationId: options.applicationId,
    clientSecret: options.clientSecret,
    ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
    ...(options.authorizeOrigin ? { authorizeOrigin: options.authorizeOrigin } : {}),
  });
  // Each login in progress, by its state: the request holds the state and the PKCE verifier.
  const pending = new Map<string, AuthorizationRequest>();
  let origin = '';

  async function verify(url: URL, res: ServerResponse): Promise<void> {
    const request = pending.get(url.searchParams.get('state') ?? '');
    if (!request) return page(res, 400, 'This link has expired: start again from Discord.');
    pending.delete(request.state);
    const token = await auth.exchangeCode(auth.checkCallback(request, url.toString()));
    const user = await auth.getCurrentUser(token.accessToken);
    const player = await options.players(user.id);
    if (!player) return page(res, 404, `No Pizza Quest player is linked to ${user.username}.`);
    const connections = await auth.getUserConnections(token.accessToken);
    const coder = connections.some((c) => c.type === 'github' && c.verified && !c.revoked);
    await auth.updateUserRoleConnection(token.accessToken, {
      platform_name: 'Pizza Quest',
      platform_username: player.name,
      metadata: { level: player.level, since: player.since, coder: coder ? 1 : 0 },
    });
    options.onVerified?.(
      `Verified ${user.username} as ${player.name}: level ${player.level}${coder ? ', coder' : ''}`,
    );
    page(res, 200, `You're verified, ${player.name}! Go back to Discord to claim your roles.`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method !== 'GET') return page(res, 405, 'Only GET here.');
    if (url.pathname === '/linked-role') {
      const args = new AuthorizationArgs({
        scopes: `${OAuth2Scopes.RoleConnectionsWrite} ${OAuth2Scopes.Identify} ${OAuth2Scopes.Connections}`,
      });
      const request = await auth.createAuthorizationRequest(args, { redirectUri: `${origin}/callback` });
      pending.set(request.state, request);
      res.writeHead(302, { location: request.url }).end();
      return;
    }
    if (url.pathname === '/callback') return verify(url, res);
    page(res, 404, 'Nothing here: Discord sends you to /linked-role.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A refused consent, a stale answer or a failed call: say why, keep serving.
      const why = error instanceof AuthError ? error.message : 'Something went wrong.';
      if (!res.headersSent) page(res, 400, why);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(options.port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    verificationUrl: `${origin}/linked-role`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function page(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}
