import type {
  APIGuildApplicationCommandPermissions,
  APIInteraction,
  GatewayDispatchFrame,
} from '@slashkit/api';
import { isJsonObject } from '@slashkit/api';
import type { ConnectionAttempt } from './connection-attempt.js';
import type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
import { GatewayError } from './gateway-error.js';
import { readReady } from './read-ready.js';

export type { ConnectionAttempt } from './connection-attempt.js';

/** What {@link DispatchReader} reports to its client. */
export interface DispatchReaderHooks {
  applicationId: string | undefined;
  emit<E extends keyof GatewayClientEvents>(event: E, payload: GatewayClientEvents[E]): void;
  route(interaction: APIInteraction): void;
  /** READY (`resumed` false) or RESUMED (true) arrived. */
  started(ready: GatewayReady, resumed: boolean): void;
  violation(attempt: ConnectionAttempt, reason: string): void;
  fail(error: GatewayError): void;
}

/**
 * Reads Dispatch frames (op 0) and keeps the session they describe: its id, the last sequence number and
 * READY. Payloads are checked before anyone sees them: READY needs a session id, RESUMED a Resume, an
 * interaction an id and a token; anything less is a protocol violation, never an exception.
 */
export class DispatchReader {
  readonly #hooks: DispatchReaderHooks;
  #sessionId: string | null = null;
  #seq: number | null = null;
  #ready: GatewayReady | null = null;
  #replayed = 0;

  constructor(hooks: DispatchReaderHooks) {
    this.#hooks = hooks;
  }

  /** The session to resume, if any. */
  get sessionId(): string | null {
    return this.#sessionId;
  }

  /** The last sequence number received. */
  get seq(): number | null {
    return this.#seq;
  }

  /** The last READY, kept across resumes and re-identifies until a new READY. */
  get ready(): GatewayReady | null {
    return this.#ready;
  }

  /** The session cannot be resumed: the next connection identifies. */
  forgetSession(): void {
    this.#sessionId = null;
    this.#seq = null;
  }

  /** A Resume was sent: count what is replayed before RESUMED. */
  resuming(): void {
    this.#replayed = 0;
  }

  read(attempt: ConnectionAttempt, frame: GatewayDispatchFrame): void {
    const { t, s, d } = frame;
    if (t === 'READY') {
      const ready = readReady(d);
      if (typeof ready === 'string') {
        this.#hooks.violation(attempt, `the gateway sent ${ready}`);
        return;
      }
      const expected = this.#hooks.applicationId;
      if (expected !== undefined && ready.applicationId !== expected) {
        this.#hooks.fail(
          new GatewayError(
            'APPLICATION_MISMATCH',
            `READY is for application ${ready.applicationId}, not ${expected}: the token belongs to another application; check the token and applicationId options.`,
            { fatal: true },
          ),
        );
        return;
      }
      this.#seq = s;
      this.#sessionId = ready.sessionId;
      this.#ready = ready;
      this.#hooks.started(ready, false);
      this.#hooks.emit('ready', ready);
    } else if (t === 'RESUMED') {
      if (!attempt.sentResume || this.#ready === null || this.#sessionId === null) {
        this.#hooks.violation(attempt, 'the gateway sent RESUMED without a Resume');
        return;
      }
      this.#seq = s;
      this.#hooks.started(this.#ready, true);
      this.#hooks.emit('resumed', { sessionId: this.#sessionId, replayed: this.#replayed });
    } else {
      const problem = checkPayload(t, d);
      if (problem) {
        this.#hooks.violation(attempt, `the gateway sent ${t} with ${problem}`);
        return;
      }
      this.#seq = s;
      this.#replayed += 1;
      if (t === 'INTERACTION_CREATE') {
        this.#hooks.emit('interactionCreate', d as APIInteraction);
        this.#hooks.route(d as APIInteraction);
      } else if (t === 'APPLICATION_COMMAND_PERMISSIONS_UPDATE') {
        this.#hooks.emit('applicationCommandPermissionsUpdate', d as APIGuildApplicationCommandPermissions);
      }
    }
    this.#hooks.emit('dispatch', { t, s, d });
  }
}

/** What is wrong with the payload of an event the client hands to user code, if anything. */
function checkPayload(t: string, d: unknown): string | undefined {
  if (t !== 'INTERACTION_CREATE' && t !== 'APPLICATION_COMMAND_PERMISSIONS_UPDATE') return undefined;
  if (!isJsonObject(d)) return 'a payload that is not an object';
  const payload = d as Record<string, unknown>;
  if (t === 'INTERACTION_CREATE') {
    if (
      typeof payload.id !== 'string' ||
      typeof payload.token !== 'string' ||
      typeof payload.type !== 'number'
    )
      return 'no id, token or type';
    return undefined;
  }
  if (typeof payload.guild_id !== 'string' || !Array.isArray(payload.permissions))
    return 'no guild_id or permissions array';
  return undefined;
}
