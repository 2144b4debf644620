import type { Snowflake, Timers } from '@slashkit/api';
import type { EventBus } from '../events/event-bus.js';
import type { EmulatorClock } from '../state/clock.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { EmulatorSnapshot } from '../state/snapshot/emulator-snapshot.js';
import type { EmulatorApplication, EmulatorGuild, EmulatorUser } from '../world/world.js';
import type { ActivityLog } from './activity-log.js';
import type { EmulatorRuntime } from './emulator-runtime.js';

/**
 * One emulator as its features see it: its state (everything it knows, one model), its runtime (sockets,
 * timers, waiters), the clock, the event bus, the activity log, and the hooks features use to react to
 * resets and application changes. No module-level state: two emulators in one process share nothing.
 */
export interface EmulatorContext {
  /**
   * Everything the emulator knows. `reset()` and `loadState()` replace the whole object: read it through
   * here each time (`context.state.commands`), never keep a part of it.
   */
  readonly state: EmulatorState;
  /** What the running emulator holds that is not state: sockets, timers, waiters, the ID-token key. */
  readonly runtime: EmulatorRuntime;
  /** The emulator clock: the base clock plus the state's offset. */
  readonly clock: EmulatorClock;
  /**
   * The timers every feature schedules with (deadlines, heartbeats, grace periods), injected so tests can
   * drive them; the emulator clock says what time it is, these say when to look again.
   */
  readonly timers: Timers;
  /** The event bus: its log is the state's, its subscribers the runtime's. */
  readonly events: EventBus;
  /** Requests, deliveries and interaction outcomes with status and timing (the web client's live log). */
  readonly activity: ActivityLog;
  /** A new snowflake from the emulator clock, later than every id handed out before (`state.ids`). */
  nextId(): Snowflake;
  /** Writes a log line (never with secrets in it). */
  log(line: string): void;
  findApplication(id: string): EmulatorApplication | undefined;
  findGuild(id: string): EmulatorGuild | undefined;
  findUser(id: string): EmulatorUser | undefined;
  /** Adds an application to the world and tells the `applicationChanged` hooks. */
  addApplication(application: EmulatorApplication): void;
  /** Tells the hooks that an application's settings changed (flags, install types…). */
  applicationChanged(application: EmulatorApplication): void;
  /** Runs `listener` whenever an application is added or changed, and once per application after a reset or load. */
  onApplicationChanged(listener: (application: EmulatorApplication) => void): void;
  /** Runs `listener` after a reset, once the new state is in place. */
  onReset(listener: () => void): void;
  /** Runs `listener` after `loadState`, once the loaded state is in place. */
  onLoad(listener: () => void): void;
  /**
   * Back to the state the emulator started from (its seed, or the snapshot it was started with):
   * commands, permissions, tokens, messages, events and rate-limit windows are forgotten. The clock, the
   * settings in force and the gateway sessions of applications that still exist are kept.
   */
  reset(): void;
  /** The whole state as JSON (a versioned snapshot): `loadState` or `startEmulator({ state })` take it back. */
  exportState(): EmulatorSnapshot;
  /**
   * Replaces the whole state with a snapshot's. The snapshot is checked first; on any problem a
   * `StateSnapshotError` lists them with their JSON paths and nothing changes. Pending interactions'
   * waiters end, and gateway clients are asked to reconnect (they resume into the loaded sessions).
   */
  loadState(snapshot: unknown): void;
}
