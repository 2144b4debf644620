import type { APIEntitlement } from '@slashkit/api';
import type { World } from '../world/world.js';
import { AdminRequests } from './admin-requests.js';
import { BusListener } from './bus-listener.js';
import type { EmulatorTarget } from './emulator-target.js';
import { inProcessFetch, isInProcess } from './in-process-fetch.js';
import { TestClientError } from './test-client-error.js';
import { TestGuild } from './test-guild.js';
import { defaultPlace, guildPlace, type PlaceInput } from './test-place.js';
import type { TestSession } from './test-session.js';
import { TestUser } from './test-user.js';

/** What {@link TestClient.grantEntitlement} grants: a SKU's id, to a user or a guild, of an app. */
export interface EntitlementGrant {
  /** The SKU's id. */
  sku: string;
  /** The user who holds it, by username or id. */
  user?: string;
  /** The guild that holds it, by name or id. */
  guild?: string;
  /** The app whose SKU it is (default: the primary app). */
  application?: string;
}

/** Options of {@link connectTestClient}. */
export interface TestClientOptions {
  /**
   * The `fetch` the client sends its requests with (default: the global one; for a `startEmulator()` result
   * of this process, its Fetch core while it runs, which skips the socket).
   */
  fetch?: typeof fetch;
  /**
   * The longest a `waitFor…` method waits unless told otherwise, and the longest connecting waits for
   * the emulator's first answer, in milliseconds (default 10 000).
   */
  timeoutMs?: number;
}

/**
 * A typed client of a running emulator, for tests: the users of its world (`client.user('member')`) drive
 * a bot as they would in a client, and a few admin calls a test needs (the app's interactions endpoint, a
 * reset). Talks to the emulator over HTTP only, so the emulator may run in this process, in another, or
 * under `slashkit-emulator exec`. Get one with {@link connectTestClient}.
 */
export class TestClient {
  readonly #admin: AdminRequests;
  #world: World;
  readonly #session: TestSession;

  /** Made by {@link connectTestClient}. @internal */
  constructor(admin: AdminRequests, world: World, timeoutMs: number) {
    this.#admin = admin;
    this.#world = world;
    this.#session = { admin, events: new BusListener(admin), world: () => this.#world, timeoutMs };
  }

  /** The emulator's origin. */
  get url(): string {
    return this.#admin.origin;
  }

  /** The emulator's world as last read (at connection, or by `refresh()` / `reset()`). */
  get world(): World {
    return this.#world;
  }

  /** Reads the world again (after an app was added, or the world replaced). */
  async refresh(): Promise<World> {
    this.#world = await this.#admin.expectOk<World>('GET', '/world');
    return this.#world;
  }

  /**
   * A user of the world, by username or id, in a guild channel (default: the primary guild's first text
   * channel, `#general` in the seeded world).
   * @example
   * const member = client.user('member');
   * const moderator = client.user('moderator', 'staff');
   */
  user(user: string, place?: PlaceInput): TestUser {
    const found = this.#world.users.find((u) => u.username === user || u.id === user);
    if (!found)
      throw new TestClientError(
        `no user ${JSON.stringify(user)} in the world; its users are ${this.#world.users.map((u) => u.username).join(', ')}`,
      );
    const where = place === undefined ? defaultPlace(this.#world) : guildPlace(this.#world, place);
    return new TestUser(this.#session, found, where);
  }

  /**
   * A guild of the world, by name or id (default: the primary guild), where users join, leave and are
   * moderated by hand.
   * @example
   * await client.guild().ban('member', { by: 'admin', deleteMessageSeconds: 3600 });
   */
  guild(guild?: string): TestGuild {
    const found =
      guild === undefined
        ? this.#world.guild
        : this.#world.guilds.find((g) => g.id === guild || g.name === guild);
    if (!found)
      throw new TestClientError(
        `no guild ${JSON.stringify(guild)} in the world; its guilds are ${this.#world.guilds.map((g) => g.name).join(', ')}`,
      );
    return new TestGuild(this.#session, found.id);
  }

  /**
   * Saves an app's interactions endpoint URL (default: the primary app), which the emulator first checks
   * as the service does (a signed PING, then a bad signature); `null` switches the app to the gateway.
   * Rejects with the emulator's reason when the endpoint fails its checks.
   */
  async setInteractionsEndpoint(
    url: string | null,
    applicationId: string = this.#world.application.id,
  ): Promise<void> {
    await this.#admin.expectOk('PATCH', `/applications/${applicationId}`, { interactionsEndpointUrl: url });
    await this.refresh();
  }

  /**
   * Grants a test entitlement of an app (default: the primary one) to a user (by username or id) or to a
   * guild (by name or id), as the app's Create Test Entitlement does: ENTITLEMENT_CREATE on the gateway and
   * in Webhook Events, and the user's next interaction carries it in `entitlements`. Rejects with the
   * emulator's reason (a SKU not the app's, an owner holding it already). Answers the entitlement.
   * @example
   * const granted = await client.grantEntitlement({ sku: skuId, user: 'member' });
   */
  async grantEntitlement(grant: EntitlementGrant): Promise<APIEntitlement> {
    const applicationId = grant.application ?? this.#world.application.id;
    if ((grant.user === undefined) === (grant.guild === undefined))
      throw new TestClientError('grantEntitlement: give exactly one of `user` and `guild`');
    const owner =
      grant.user !== undefined
        ? { userId: this.user(grant.user).id }
        : { guildId: this.guild(grant.guild).id };
    return this.#admin.expectOk<APIEntitlement>('POST', `/applications/${applicationId}/test-entitlements`, {
      skuId: grant.sku,
      ...owner,
    });
  }

  /**
   * Deletes a test entitlement (by itself or its id) of an app (default: the primary one):
   * ENTITLEMENT_DELETE, and the next interaction no longer carries it.
   * @example
   * await client.revokeEntitlement(granted);
   */
  async revokeEntitlement(
    entitlement: Pick<APIEntitlement, 'id'> | string,
    applicationId: string = this.#world.application.id,
  ): Promise<void> {
    const id = typeof entitlement === 'string' ? entitlement : entitlement.id;
    await this.#admin.expectOk('DELETE', `/applications/${applicationId}/test-entitlements/${id}`);
  }

  /** Resets the emulator to how it started (commands, messages, tokens forgotten) and reads the world again. */
  async reset(): Promise<World> {
    this.#world = await this.#admin.expectOk<World>('POST', '/reset');
    return this.#world;
  }
}

/**
 * Connects a {@link TestClient} to a running emulator: `startEmulator()`'s result, or its URL (for one in
 * another process, e.g. `process.env.SLASHKIT_EMULATOR_URL` under `slashkit-emulator exec`). Given the
 * result itself, the client's requests go straight to its Fetch core (same answers, no socket); the bot's
 * deliveries stay real HTTP either way.
 * @example
 * const client = await connectTestClient(emulator);
 * const result = await client.user('member').run(roll, { sides: 6 });
 * assertAnswered(result);
 */
export async function connectTestClient(
  target: EmulatorTarget,
  options: TestClientOptions = {},
): Promise<TestClient> {
  const origin = (typeof target === 'string' ? target : target.url).replace(/\/+$/, '');
  if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol))
    throw new TestClientError(
      `the emulator's URL must be its http origin, such as http://127.0.0.1:8787; got ${JSON.stringify(origin)}`,
    );
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (!(timeoutMs > 0)) throw new TestClientError(`timeoutMs must be a positive number; got ${timeoutMs}`);
  const network = options.fetch ?? ((input, init) => fetch(input, init));
  // An emulator of this process is asked in process; its event stream stays on the socket, which its stop
  // closes (a wait then learns that it stopped).
  const requests =
    options.fetch === undefined && isInProcess(target) ? inProcessFetch(target, network) : network;
  const admin = new AdminRequests(origin, requests, network);
  const world = await admin.expectOk<World>('GET', '/world', undefined, { timeoutMs });
  if (!Array.isArray((world as Partial<World> | undefined)?.users))
    throw new TestClientError(`${origin}/_emulator/world did not answer a world: is ${origin} an emulator?`);
  return new TestClient(admin, world, timeoutMs);
}
