/** A ticket a script may hold in Redis although its reply never came. */
export interface AbandonedTicket {
  /** The bucket key it was taken under, or '' for the one its route maps to now. */
  key: string;
  ticket: string;
  routeKey: string;
  majorParameter: string;
}

/**
 * Tickets of scripts that were sent but never answered (a timeout, a connection lost mid-call): such a
 * script may have run and left its request counted in flight. They are ended when Redis answers again,
 * rather than held until their lease. Bounded: past `limit`, the oldest are left to their lease.
 */
export class AbandonedTickets {
  readonly #tickets: AbandonedTicket[] = [];

  constructor(private readonly limit = 1000) {}

  add(ticket: AbandonedTicket): void {
    if (this.#tickets.push(ticket) > this.limit) this.#tickets.shift();
  }

  /** Every ticket kept, and none left. */
  drain(): AbandonedTicket[] {
    return this.#tickets.splice(0);
  }
}
