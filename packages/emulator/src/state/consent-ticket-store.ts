import { randomBytes } from 'node:crypto';
import type { Snowflake } from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';
import type { AuthorizeRequest } from './authorize-request.js';

/** How long a consent page can be answered: 10 minutes of emulator time. */
export const consentTicketLifetimeMs = 600_000;

/** A {@link ConsentTicketStore} as plain JSON, for snapshots: the application is named by its id. */
export type ConsentTicketStoreSnapshot = {
  ticket: string;
  expiresAt: number;
  request: Omit<AuthorizeRequest, 'application'> & { applicationId: Snowflake };
}[];

/**
 * The authorize requests waiting on a consent page, by one-time ticket. The page posts the ticket back
 * instead of the request's parameters, so the checked request cannot be altered on the way and each page
 * is answered at most once.
 */
export class ConsentTicketStore {
  readonly #pending = new Map<string, { request: AuthorizeRequest; expiresAt: number }>();
  readonly #now: () => number;

  /** @param now the emulator clock */
  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * A store holding the tickets of a snapshot (checked), on `now`; `application` finds each request's
   * application in the world the snapshot comes with.
   */
  static restore(
    snapshot: ConsentTicketStoreSnapshot,
    now: () => number,
    application: (id: Snowflake) => EmulatorApplication | undefined,
  ): ConsentTicketStore {
    const store = new ConsentTicketStore(now);
    for (const { ticket, expiresAt, request } of snapshot) {
      const { applicationId, ...rest } = structuredClone(request);
      const found = application(applicationId);
      if (found) store.#pending.set(ticket, { request: { ...rest, application: found }, expiresAt });
    }
    return store;
  }

  /** Keeps a checked request and returns its ticket (32 random bytes, base64url). */
  create(request: AuthorizeRequest): string {
    const now = this.#now();
    for (const [ticket, entry] of this.#pending) if (entry.expiresAt <= now) this.#pending.delete(ticket);
    const ticket = randomBytes(32).toString('base64url');
    this.#pending.set(ticket, { request, expiresAt: now + consentTicketLifetimeMs });
    return ticket;
  }

  /** Takes the request of a ticket out; undefined when unknown, already answered or expired. */
  take(ticket: string): AuthorizeRequest | undefined {
    const entry = this.#pending.get(ticket);
    if (!entry) return undefined;
    this.#pending.delete(ticket);
    return entry.expiresAt > this.#now() ? entry.request : undefined;
  }

  /** The pending requests as plain JSON (copies, the application by id): the store's snapshot. */
  snapshot(): ConsentTicketStoreSnapshot {
    return [...this.#pending].map(([ticket, { request, expiresAt }]) => {
      const { application, ...rest } = request;
      return { ticket, expiresAt, request: { applicationId: application.id, ...structuredClone(rest) } };
    });
  }
}
