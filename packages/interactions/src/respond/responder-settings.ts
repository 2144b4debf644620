import type { APIInteraction, Timers } from '@slashkit/api';
import type { ComponentCollectors } from './component-collectors.js';
import type { InteractionRestClient } from './interaction-rest-client.js';

/** What every interaction's responder needs from the handler: the same for every interaction, so built once. */
export interface ResponderSettings {
  rest: () => Promise<InteractionRestClient>;
  autoDeferMs: number | false;
  timers: Timers;
  /**
   * The timers of the "still running at the service's deadline" warning, set when the automatic deferral
   * goes out (every one waits the same time from there, so they share one ordered list).
   */
  stillRunningTimers: Timers;
  /** The timers of the token's lifetime (15 minutes), after which `signal` aborts. */
  tokenTimers: Timers;
  /** Reports failures that happen outside any handler call (the automatic deferral's delivery). */
  report: (error: unknown, interaction: APIInteraction) => void;
  /** The pending `awaitComponent()` calls. */
  collectors: ComponentCollectors;
  /** Where the warning of a handler that left its interaction deferred goes (the handler's logger). */
  warn: (line: string) => void;
}
