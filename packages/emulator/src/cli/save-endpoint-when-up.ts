import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { RunningEmulator } from '../start-emulator.js';

/** What {@link saveEndpointWhenUp} takes. */
export interface SaveEndpointOptions {
  /** The emulator whose primary application gets the endpoint. */
  emulator: RunningEmulator;
  /** The interactions endpoint URL. */
  endpoint: string;
  /** The longest wait, in milliseconds of real time. */
  timeoutMs: number;
  /** Ends the wait early (the command exited). */
  signal: AbortSignal;
  /** Prints a progress line. */
  report: (line: string) => void;
  /** How often a progress line is printed while waiting (default 5 s). */
  progressEveryMs?: number;
  /** The pause between two tries (default 250 ms). */
  retryEveryMs?: number;
}

/** How {@link saveEndpointWhenUp} ended. */
export type SaveEndpointResult =
  | { saved: true; afterMs: number }
  | { saved: false; ended: 'timeout' | 'aborted'; lastProblem: string };

/**
 * Waits for a bot's server to come up, then saves its URL as the primary application's interactions
 * endpoint through the admin API (`PATCH /_emulator/applications/:id`), which checks it as the service does
 * (a signed PING, then a bad signature). Tries again while the port refuses connections or the checks fail
 * (a server that is still starting), with a progress line every few seconds, until it is saved, the time
 * is up or `signal` aborts. The bot's server starts on its own schedule, so this is a bounded retry loop: the
 * one place the CLI waits on time rather than on an event.
 */
export async function saveEndpointWhenUp(options: SaveEndpointOptions): Promise<SaveEndpointResult> {
  const { emulator, endpoint, timeoutMs, signal, report } = options;
  const progressEveryMs = options.progressEveryMs ?? 5000;
  const retryEveryMs = options.retryEveryMs ?? 250;
  const started = performance.now();
  let nextProgress = progressEveryMs;
  let lastProblem = 'not tried yet';
  report(`waiting for ${endpoint} to answer the emulator's PING (up to ${Math.round(timeoutMs / 1000)} s)…`);
  for (;;) {
    if (signal.aborted) return { saved: false, ended: 'aborted', lastProblem };
    const problem = (await portProblem(endpoint)) ?? (await saveProblem(emulator, endpoint));
    const elapsed = performance.now() - started;
    if (problem === null) return { saved: true, afterMs: elapsed };
    lastProblem = problem;
    if (elapsed >= timeoutMs) return { saved: false, ended: 'timeout', lastProblem };
    if (elapsed >= nextProgress) {
      report(`still waiting for ${endpoint} (${Math.round(elapsed / 1000)} s): ${problem}`);
      nextProgress += progressEveryMs;
    }
    try {
      await delay(Math.min(retryEveryMs, timeoutMs - elapsed), undefined, { signal });
    } catch {
      return { saved: false, ended: 'aborted', lastProblem };
    }
  }
}

/** Why nothing can be reached at the endpoint's host and port yet, or null once a connection opens. */
function portProblem(endpoint: string): Promise<string | null> {
  const url = new URL(endpoint);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(`no answer from ${url.host} within 2 s`);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === 'ECONNREFUSED'
          ? `nothing listens on ${url.host} yet`
          : `cannot connect to ${url.host} (${error.code ?? error.message})`,
      );
    });
  });
}

/** Asks the emulator to save the endpoint; resolves with its refusal, or null once it is saved. */
async function saveProblem(emulator: RunningEmulator, endpoint: string): Promise<string | null> {
  const response = await emulator.fetch(
    new Request(`${emulator.url}/_emulator/applications/${emulator.world.application.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ interactionsEndpointUrl: endpoint }),
    }),
  );
  if (response.ok) return null;
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `the emulator answered ${response.status}`;
}
