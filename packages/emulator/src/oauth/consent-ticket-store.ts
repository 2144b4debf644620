import { randomBytes } from 'node:crypto';
import type { AuthorizeRequest } from './validate-authorize-request.js';

/** How long a consent page can be answered: 10 minutes of emulator time. */
export const consentTicketLifetimeMs = 600_000;

/**
 * The authorize requests waiting on a consent page, by one-time ticket. The page posts the ticket back
 * instead of the request's parameters, so the checked request cannot be altered on the way and each page
 * is answered at most once.
 */
export class ConsentTicketStore {
  readonly #pending = new Map<string, { request: AuthorizeRequest; expiresAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
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

  /** Forgets every pending request. */
  clear(): void {
    this.#pending.clear();
  }
}
