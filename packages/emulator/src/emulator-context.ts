import { createSnowflakeGenerator, defaultTimers, type Snowflake, type Timers } from '@slashkit/api';
import type { EmulatorClock } from './clock.js';
import { CommandStore } from './commands/command-store.js';
import { EventBus } from './event-bus.js';
import { TokenStore } from './oauth/token-store.js';
import { PermissionStore } from './permissions/permission-store.js';
import type { RateLimitProfile } from './rate-limits/rate-limit-profile.js';
import { RateLimiter } from './rate-limits/rate-limiter.js';
import { ActivityLog } from './web-client-routes/activity-log.js';
import { buildWorld } from './world/build-world.js';
import type { EmulatorApplication, EmulatorGuild, EmulatorUser, World } from './world/world.js';
import type { WorldSeed } from './world/world-seed.js';

/**
 * Everything the emulator's features share: the clock, the live world, the stores, the event bus, the rate
 * limiter and the hooks features use to react to resets and application changes. One per emulator; no
 * module-level state.
 */
export interface EmulatorContext {
  readonly clock: EmulatorClock;
  /**
   * The timers every feature schedules with (deadlines, heartbeats, grace periods), injected so tests can
   * drive them; the emulator clock says what time it is, these say when to look again.
   */
  readonly timers: Timers;
  /** The live world (replaced by `reset()`). */
  readonly world: World;
  /** The seed the world is built from (and rebuilt from on reset). */
  readonly seed: WorldSeed;
  readonly events: EventBus;
  /** Requests, deliveries and interaction outcomes with status and timing (the web client's live log). */
  readonly activity: ActivityLog;
  readonly tokens: TokenStore;
  readonly commands: CommandStore;
  readonly permissions: PermissionStore;
  readonly rateLimiter: RateLimiter;
  /** A new snowflake from the emulator clock. */
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
  /** Runs `listener` whenever an application is added or changed, and once per application after a reset. */
  onApplicationChanged(listener: (application: EmulatorApplication) => void): void;
  /** Runs `listener` on reset, after the stores were emptied and the world rebuilt. */
  onReset(listener: () => void): void;
  /** Back to the seeded world: commands, permissions, tokens, events and rate limits are forgotten. The clock is kept. */
  reset(): void;
}

/** What {@link createEmulatorContext} takes. */
export interface EmulatorContextOptions {
  seed: WorldSeed;
  clock: EmulatorClock;
  /** Default: the runtime's timers. */
  timers?: Timers | undefined;
  /** The real-time clock that times the activity log's entries (default `performance.now`). */
  monotonic?: (() => number) | undefined;
  rateLimits: RateLimitProfile;
  log: (line: string) => void;
}

/** Creates the shared state of one emulator. */
export function createEmulatorContext(options: EmulatorContextOptions): EmulatorContext {
  const { clock, seed } = options;
  const resetListeners: (() => void)[] = [];
  const appListeners: ((application: EmulatorApplication) => void)[] = [];
  const nextId = createSnowflakeGenerator({ now: () => clock.now() });
  let world = buildWorld(seed);

  const context: EmulatorContext = {
    clock,
    timers: options.timers ?? defaultTimers,
    get world() {
      return world;
    },
    seed,
    events: new EventBus(() => clock.now()),
    activity: new ActivityLog(() => clock.now(), undefined, options.monotonic),
    tokens: new TokenStore(() => clock.now()),
    commands: new CommandStore(),
    permissions: new PermissionStore(),
    rateLimiter: new RateLimiter(options.rateLimits, () => clock.now()),
    nextId,
    log: options.log,
    findApplication: (id) => world.applications.find((a) => a.id === id),
    findGuild: (id) => world.guilds.find((g) => g.id === id),
    findUser: (id) => world.users.find((u) => u.id === id),
    addApplication(application) {
      world.applications.push(application);
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
    reset() {
      world = buildWorld(seed);
      context.commands.clear();
      context.permissions.clear();
      context.tokens.clear();
      context.events.clear();
      context.rateLimiter.clear();
      for (const listener of resetListeners) listener();
      for (const application of world.applications) context.applicationChanged(application);
    },
  };
  return context;
}
