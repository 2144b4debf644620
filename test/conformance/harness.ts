import { type APIInteraction, type Endpoint, PermissionFlags } from '@slashkit/api';
import { defaultWorldSeed, type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { fetchTransport, REST } from '@slashkit/rest';
import { type SignedEndpoint, startSignedEndpoint } from '../support/signed-endpoint.js';
import { type Exchange, recordingFetch } from './exchanges.js';
import { streamedTransport } from './streamed-transport.js';

// One emulator for the conformance suite, and the clients its cases call it with: @slashkit/rest with a
// Bot, a client-credentials or a user Bearer token (every request recorded, so what the SDK sends is
// checked too), raw fetch for the requests the SDK never makes (bad tokens, bad bodies), and a signed app
// endpoint per application that hands each interaction to the case that caused it.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are read field by field.
export type Json = any;

/** Which credentials a case's request carries. */
export type Credential =
  | 'Bot'
  | 'client credentials'
  | 'user Bearer'
  | 'interaction token'
  | 'none'
  | 'bad token';

/**
 * One request of the suite: the operation (its row of `Endpoints`, or the table's `METHOD template` key for
 * a case not yet moved to its row), the status service-facts decides, and how to send it.
 */
export interface Case {
  readonly op: Endpoint | string;
  readonly status: number;
  /** The JSON `code` of an error answer, when service-facts names one. */
  readonly code?: number;
  readonly as: Credential;
  readonly what: string;
  readonly run: (h: Harness) => Promise<unknown>;
}

export const GUILD = '1250000000000000100';
export const GENERAL = '1250000000000000402';
export const [OWNER, MODERATOR, MEMBER, OUTSIDER] = ['201', '203', '204', '206'].map(
  (n) => `1250000000000000${n}`,
) as [string, string, string, string];

/** What the cases share: the emulator, the clients, and the ids earlier cases made. */
export interface Harness {
  readonly emu: RunningEmulator;
  readonly appId: string;
  /** Every request to the emulator's API, in order. */
  readonly log: Exchange[];
  /** @slashkit/rest with the bot token, recorded (files sent as the runtime's `FormData`). */
  readonly sdk: REST;
  /** The same, sending files in the SDK's own multipart encoding (`MultipartBody.chunks()`), recorded. */
  readonly sdkStreamed: REST;
  /** The names of the REST methods the cases called. */
  readonly sdkCalls: Set<string>;
  /** @slashkit/rest with another token and prefix, recorded. */
  sdkWith(token: string, authPrefix: 'Bot' | 'Bearer'): REST;
  /** A request the SDK would never make, recorded (`authorization` is the whole header, or none). */
  raw(
    method: string,
    path: string,
    init?: { authorization?: string; body?: string | Uint8Array; type?: string },
  ): Promise<Response>;
  /** A call of the admin API (not recorded). */
  admin(method: string, path: string, body?: unknown): Promise<Json>;
  /** A user's Bearer token from the admin API, with these scopes. */
  userToken(userId: string, scopes: string[], applicationId?: string): Promise<string>;
  /**
   * Runs an admin interaction call (`/interactions`, `/autocomplete`, `/components`, `/modals/submit`)
   * and answers the interaction the app received, while the call waits for its first response.
   */
  interact(path: string, body: object): Promise<{ interaction: APIInteraction; settled: Promise<Json> }>;
  /** Ids and tokens that later cases use. */
  readonly state: Record<string, string>;
  close(): Promise<void>;
}

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

/** The managed role of the primary app's bot. */
export const BOT_ROLE = '1250000000000000310';
const moderationBot =
  PermissionFlags.ViewAuditLog |
  PermissionFlags.ManageGuild |
  PermissionFlags.ManageRoles |
  PermissionFlags.ManageChannels |
  PermissionFlags.ManageNicknames |
  PermissionFlags.KickMembers |
  PermissionFlags.BanMembers |
  PermissionFlags.ModerateMembers |
  PermissionFlags.ManageWebhooks |
  // Voice: making stage speakers.
  PermissionFlags.MuteMembers |
  PermissionFlags.MoveMembers;

/** Starts the emulator (frozen clock, no rate limits) and the app endpoints. */
export async function startHarness(): Promise<Harness> {
  // The primary app's bot holds a managed role at the top of the guild with what a moderation bot is
  // given (not View Channel beyond @everyone's, nor Manage Messages: the refusals of other cases need
  // them missing). The second app's bot holds @everyone alone, for the refusals of guild writes.
  const seed = structuredClone(defaultWorldSeed);
  const guild = seed.guilds[0]!;
  guild.roles.push({
    id: BOT_ROLE,
    name: seed.applications[0]!.botUsername!,
    permissions: moderationBot.toString(),
    position: guild.roles.length,
    managed: true,
  });
  guild.members.push({ userId: seed.applications[0]!.id, roles: [BOT_ROLE] });
  // An account the member connected, for GET /users/@me/connections.
  seed.users.find((user) => user.id === MEMBER)!.connections = [
    { type: 'github', id: '583231', name: 'octocat' },
  ];
  const emu = await startEmulator({ now: () => T0, rateLimits: 'off', seed });
  const log: Exchange[] = [];
  const sdkCalls = new Set<string>();
  // The client, with each method call noted (by name, `group.method` for a group's) for the suite's
  // coverage check.
  const noted = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object);
        if (typeof key !== 'string') return value;
        if (typeof value === 'function') {
          sdkCalls.add(`${prefix}${key}`);
          return value.bind(object);
        }
        // An endpoint group: its methods are noted as `group.method`.
        return prefix === '' && value !== null && typeof value === 'object' && key !== 'rateLimiter'
          ? noted(value, `${key}.`)
          : value;
      },
    });
  const sdkWith = (token: string, authPrefix: 'Bot' | 'Bearer', streamed = false) =>
    noted(
      new REST({
        token,
        authPrefix,
        baseUrl: emu.apiBaseUrl,
        retries: 0,
        transport: streamed
          ? streamedTransport(recordingFetch(log, 'sdk'))
          : fetchTransport({ fetch: recordingFetch(log, 'sdk') }),
      }),
      '',
    );
  const rawFetch = recordingFetch(log, 'raw');
  const admin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${emu.url}/_emulator${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };

  let deliver: (interaction: APIInteraction) => void = () => {};
  const endpoints: SignedEndpoint[] = [];
  for (const app of emu.world.applications) {
    const endpoint = await startSignedEndpoint<APIInteraction>(app.publicKey, (interaction) => {
      deliver(interaction);
      return undefined; // 202: the case answers through the callback endpoint.
    });
    endpoints.push(endpoint);
    await admin('PATCH', `/applications/${app.id}`, {
      interactionsEndpointUrl: `${endpoint.url}interactions`,
    });
  }

  return {
    emu,
    appId: emu.world.application.id,
    log,
    sdk: sdkWith(emu.world.application.botToken, 'Bot'),
    sdkStreamed: sdkWith(emu.world.application.botToken, 'Bot', true),
    sdkCalls,
    sdkWith: (token, authPrefix) => sdkWith(token, authPrefix),
    raw: (method, path, init = {}) =>
      rawFetch(`${emu.apiBaseUrl}${path}`, {
        method,
        headers: {
          ...(init.authorization === undefined ? {} : { authorization: init.authorization }),
          ...(init.body === undefined ? {} : { 'content-type': init.type ?? 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: init.body as BodyInit }),
      }),
    admin,
    userToken: async (userId, scopes, applicationId) =>
      (await admin('POST', '/tokens', { userId, scopes, ...(applicationId ? { applicationId } : {}) }))
        .access_token,
    interact: async (path, body) => {
      const settled = admin('POST', path, body);
      // Resolves with the interaction, or with the admin call's answer when it settled without one.
      const first = new Promise<{ interaction?: APIInteraction; outcome?: Json }>((resolve) => {
        deliver = (interaction) => resolve({ interaction });
        settled.then((outcome) => resolve({ outcome }));
      });
      const { interaction, outcome } = await first;
      if (!interaction) throw new Error(`${path} delivered no interaction: ${JSON.stringify(outcome)}`);
      return { interaction, settled };
    },
    state: {},
    close: async () => {
      for (const endpoint of endpoints) endpoint.close();
      await emu.stop();
    },
  };
}
