import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APIBasePath } from '@slashkit/api';
import { createEmulator, type EmulatorOptions, type EmulatorRequestInfo } from './create-emulator.js';
import { bodyLimitFor } from './http/body-limits.js';
import type { EmulatorFeature } from './http/emulator-feature.js';
import { hostAllowList } from './http/host-allow-list.js';
import { createNodeListener } from './http/node-listener.js';
import { type ReadTimeouts, readTimeoutOptions } from './http/read-timeouts.js';
import type { EmulatorContext } from './runtime/emulator-context.js';
import type { EmulatorSnapshot } from './state/snapshot/emulator-snapshot.js';
import { readStateFile } from './state/snapshot/state-file.js';
import { loadWorldSeed } from './world/load-world-seed.js';
import type { World } from './world/world.js';
import type { WorldSeed } from './world/world-seed.js';

/** Options of {@link startEmulator}. */
export interface StartEmulatorOptions extends Omit<EmulatorOptions, 'seed' | 'state'> {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** A world, or the path of a world JSON file; default: the seeded world. */
  seed?: WorldSeed | string;
  /**
   * A snapshot to start from, or the path of a snapshot file (`writeStateFile`, `--state FILE`): the
   * state `GET /_emulator/state` gave, checked in full; `reset()` returns to it. Not together with `seed`.
   */
  state?: EmulatorSnapshot | string;
  /**
   * More `Host` names the emulator answers to, e.g. `['emulator.internal:8080']` behind a proxy or in a
   * container network (`name` alone allows it with any port, `*` allows every name). By default only
   * `127.0.0.1`, `localhost`, `[::1]` and the bound host, on the emulator's port, are answered: a web page
   * whose own name resolves to 127.0.0.1 (DNS rebinding) gets 400, not the admin API.
   */
  allowedHosts?: readonly string[];
  /**
   * How long a client may take to send a request: its head (default 10 s), the whole request (60 s), and how
   * long an idle keep-alive connection stays open (5 s). A client that trickles its request is disconnected
   * by then at the latest.
   */
  timeouts?: ReadTimeouts;
}

/** A running emulator. */
export interface RunningEmulator {
  /** The origin, e.g. `http://127.0.0.1:53124` (OAuth pages and `/_emulator` live here). */
  readonly url: string;
  /** The API base URL, e.g. `http://127.0.0.1:53124/api/v10`. */
  readonly apiBaseUrl: string;
  /** The live world (a new object after a reset). */
  readonly world: World;
  /** The emulator as its features see it: its state (`context.state`), runtime, clock, event bus. */
  readonly context: EmulatorContext;
  /** The whole state as a versioned JSON snapshot (what `GET /_emulator/state` answers). */
  exportState(): EmulatorSnapshot;
  /** Replaces the whole state with a snapshot, checked first (a `StateSnapshotError` changes nothing). */
  loadState(snapshot: EmulatorSnapshot | unknown): void;
  /** The node:http server (features such as a gateway attach upgrade handlers to it). */
  readonly server: Server;
  /** The features set up, built-in ones first. */
  readonly features: readonly EmulatorFeature[];
  /** The Fetch core, for in-process requests without a socket. */
  fetch(request: Request, info?: EmulatorRequestInfo): Promise<Response>;
  /** Stops listening, closes open connections and detaches features. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the emulator on a real socket.
 * @example
 * const emu = await startEmulator({ rateLimits: 'off' });
 * await fetch(`${emu.apiBaseUrl}/applications/${emu.world.application.id}/commands`, {
 *   headers: { authorization: `Bot ${emu.world.application.botToken}` },
 * });
 * await emu.stop();
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const { port = 0, host = '127.0.0.1', seed, state, allowedHosts = [], timeouts, ...rest } = options;
  const world = typeof seed === 'string' ? await loadWorldSeed(seed) : seed;
  const snapshot = typeof state === 'string' ? await readStateFile(state) : state;
  const emulator = createEmulator({
    ...rest,
    ...(world ? { seed: world } : {}),
    ...(snapshot === undefined ? {} : { state: snapshot }),
  });
  let origin = '';
  let allowHost: (host: string) => boolean = () => false;
  const server = createServer(
    // Read timeouts: a client that trickles its request cannot hold a socket for minutes.
    readTimeoutOptions(timeouts),
    createNodeListener(emulator.fetch, {
      origin: () => origin,
      allowHost: (name) => allowHost(name),
      // Through the emulator's log, which redacts every secret of its world.
      log: (line) => emulator.context.log(line),
      bodyLimit: (method, target, type) => emulator.router.maxBodyBytes(method, target) ?? bodyLimitFor(type),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const detachers: (() => void | Promise<void>)[] = [];
  for (const feature of emulator.features) {
    // Upgrades skip the node listener, so features get its Host check to apply themselves.
    const detach = feature.attach?.(server, emulator.context, { allowHost: (name) => allowHost(name) });
    if (detach) detachers.push(detach);
  }
  const address = server.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  origin = url;
  allowHost = hostAllowList(address.port, host, allowedHosts);
  let stopping: Promise<void> | null = null;
  return {
    url,
    apiBaseUrl: `${url}${APIBasePath}`,
    get world() {
      return emulator.context.state.world;
    },
    context: emulator.context,
    exportState: emulator.exportState,
    loadState: emulator.loadState,
    server,
    features: emulator.features,
    fetch: emulator.fetch,
    stop() {
      stopping ??= (async () => {
        for (const detach of detachers.reverse()) await detach();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return stopping;
    },
  };
}
