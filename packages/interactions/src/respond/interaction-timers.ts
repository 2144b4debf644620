import type { Timers } from '@slashkit/api';

/**
 * The timer functions the handler schedules with (automatic deferral, the 3 s answer deadline, the token's
 * 15-minute lifetime): the shared `Timers` seam of `@slashkit/api`.
 * @deprecated Use `Timers` from `@slashkit/api`; this alias stays for code written against earlier versions.
 */
export type InteractionTimers = Timers;
