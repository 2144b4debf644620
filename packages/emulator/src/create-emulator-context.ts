import { createSnowflakeGenerator, defaultTimers, type Snowflake, type Timers } from '@slashkit/api';
import { EventBus } from './events/event-bus.js';
import { messageEvent } from './events/message-events.js';
import { publishChannelPinsUpdate } from './messages/channel-pins-update.js';
import { ActivityLog } from './runtime/activity-log.js';
import type { EmulatorContext } from './runtime/emulator-context.js';
import { createEmulatorRuntime } from './runtime/emulator-runtime.js';
import { checkEventStreamLimits, type EventStreamLimits } from './runtime/event-streams.js';
import { createEmulatorClock } from './state/clock.js';
import {
  createEmulatorState,
  type EmulatorState,
  resetEmulatorState,
  type StateServices,
} from './state/emulator-state.js';
import type { GatewaySettings } from './state/gateway-settings.js';
import type { RateLimitProfile } from './state/rate-limit-profile.js';
import { redactWorldSecrets } from './state/redact-world-secrets.js';
import { exportState } from './state/snapshot/export-state.js';
import { importState } from './state/snapshot/import-state.js';
import { parseSnapshot } from './state/snapshot/parse-snapshot.js';
import { keyPairMemo } from './world/key-pair-memo.js';
import type { EmulatorApplication } from './world/world.js';
import type { WorldSeed } from './world/world-seed.js';

/** What {@link createEmulatorContext} takes. */
export interface EmulatorContextOptions {
  /** The world of a fresh state (checked). */
  seed: WorldSeed;
  /**
   * A snapshot to start from instead of the seed's fresh state (checked here; `reset()` returns to it),
   * with the settings that replace its own.
   */
  snapshot?: { state: unknown; rateLimits?: RateLimitProfile; gateway?: Partial<GatewaySettings> };
  /** The base clock in epoch ms (default `Date.now`); the state's offset moves the emulator clock from it. */
  now?: (() => number) | undefined;
  /** Default: the runtime's timers. */
  timers?: Timers | undefined;
  /** The real-time clock that times the activity log's entries (default `performance.now`). */
  monotonic?: (() => number) | undefined;
  /** The rate-limit profile of a fresh state. */
  rateLimits: RateLimitProfile;
  /** The (checked) gateway settings of a fresh state. */
  gateway: GatewaySettings;
  /** Limits of the web client's event streams (checked here, defaults applied). */
  client?: EventStreamLimits | undefined;
  log: (line: string) => void;
}

/**
 * Creates one emulator's context: its state (from the seed, or from a snapshot, checked first), its
 * runtime, clock, event bus and activity log. The state is created, reset and replaced here and nowhere
 * else.
 */
export function createEmulatorContext(options: EmulatorContextOptions): EmulatorContext {
  const resetListeners: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const appListeners: ((application: EmulatorApplication) => void)[] = [];
  // The one mutable reference: every part of the emulator reads the state through it.
  let state: EmulatorState;
  const clock = createEmulatorClock(options.now, () => state.clock);
  const now = () => clock.now();
  const timers = options.timers ?? defaultTimers;
  let generate = idsAfter(null);
  const events = new EventBus(() => state.events, now);
  const services: StateServices = {
    now,
    nextId: () => context.nextId(),
    // Message changes go on the event bus without an application id (see MessageEventData): live views
    // and the gateway read what their user or bot may see.
    messageChanged: (kind, message) => {
      events.publish(messageEvent(kind, message));
      // A pinned message deleted leaves its channel's pins changed (it is still in the pin store here).
      if (kind === 'DELETE' && state.pins.has(message.id))
        publishChannelPinsUpdate(context, message.channel_id, message.guild_id ?? null);
    },
    // Resets and loads build the world again from the same seeds: their keys are derived once.
    keyPair: keyPairMemo(),
  };
  // A checked copy of the snapshot to start from: what the caller does with theirs later changes no reset.
  const snapshot = options.snapshot && {
    ...options.snapshot,
    state: structuredClone(parseSnapshot(options.snapshot.state)),
  };
  const start = (): EmulatorState => {
    if (snapshot === undefined) return createEmulatorState(options.seed, options, services);
    const started = importState(snapshot.state, services);
    if (snapshot.rateLimits) started.limits.setProfile(snapshot.rateLimits);
    Object.assign(started.gateway.settings, snapshot.gateway);
    return started;
  };
  state = start();
  generate = idsAfter(state.ids.last);

  function idsAfter(last: Snowflake | null): () => Snowflake {
    return createSnowflakeGenerator({ now, ...(last === null ? {} : { after: last }) });
  }

  function replace(next: EmulatorState, listeners: readonly (() => void)[]): void {
    state = next;
    generate = idsAfter(state.ids.last);
    // Deliveries waiting on an interaction of the old state end now (their interaction is gone).
    context.runtime.waiters.release();
    for (const listener of listeners) listener();
    for (const application of state.world.applications) context.applicationChanged(application);
  }

  const context: EmulatorContext = {
    get state() {
      return state;
    },
    runtime: createEmulatorRuntime(now, timers, {
      limits: checkEventStreamLimits(options.client),
      source: () => context,
    }),
    clock,
    timers,
    events,
    activity: new ActivityLog(now, undefined, options.monotonic),
    nextId() {
      const id = generate();
      state.ids.last = id;
      return id;
    },
    // Every line, whoever writes it, without the world's secrets (a token in an unknown path, say).
    log: (line) => options.log(redactWorldSecrets(line, state)),
    findApplication: (id) => state.world.applications.find((a) => a.id === id),
    findGuild: (id) => state.world.guilds.find((g) => g.id === id),
    findUser: (id) => state.world.users.find((u) => u.id === id),
    addApplication(application) {
      state.world.applications.push(application);
      context.applicationChanged(application);
    },
    applicationChanged(application) {
      for (const listener of appListeners) listener(application);
    },
    onApplicationChanged(listener) {
      appListeners.push(listener);
    },
    onReset(listener) {
      resetListeners.push(listener);
    },
    onLoad(listener) {
      loadListeners.push(listener);
    },
    reset() {
      replace(resetEmulatorState(state, start(), services), resetListeners);
    },
    exportState: () => exportState(state),
    loadState(snapshot) {
      // Checked and built in full before anything changes: a bad snapshot leaves the state as it was.
      replace(importState(snapshot, services), loadListeners);
    },
  };
  return context;
}
