import type { Server } from 'node:http';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { Router } from './router.js';

/** What the node server tells a feature that attaches to it (`startEmulator` gives all of it). */
export interface FeatureAttachment {
  /**
   * Whether a `Host` header names this emulator: the check every HTTP request gets before routing (DNS
   * rebinding), for what a feature answers on the socket itself, such as WebSocket upgrades.
   */
  allowHost(host: string): boolean;
}

/**
 * A feature module: registers its routes in the route table and, optionally, attaches to the node server
 * (e.g. a WebSocket upgrade handler for the gateway). The commands, permissions, OAuth and admin APIs are
 * features; interaction delivery, the authorization-code flow and the gateway plug in the same way. A
 * feature keeps nothing of its own: what it stores goes in the emulator's state (`context.state`), what
 * it holds at run time in its runtime, so one feature object can serve several emulators.
 */
export interface EmulatorFeature {
  /** A short name, for errors and logs. */
  name: string;
  /** Registers routes and hooks (`context.onReset`, `context.onLoad`, `context.onApplicationChanged`, `context.events`). */
  setup(router: Router, context: EmulatorContext): void;
  /**
   * Called once the HTTP server listens; the returned function runs on stop. Without `attachment` (a server
   * of the caller's own), `Host` names are checked as the node adapter's default does: loopback names only.
   */
  attach?(
    server: Server,
    context: EmulatorContext,
    attachment?: FeatureAttachment,
  ): undefined | (() => void | Promise<void>);
}
