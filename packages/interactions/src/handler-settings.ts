import type { Logger } from '@slashkit/api';
import { decodeHex } from './crypto/hex.js';
import type { InteractionHttpResponse } from './http/interaction-http-response.js';
import { InteractionError } from './interaction-error.js';
import type { InteractionErrorInfo } from './interaction-error-info.js';

/** The settings of `createInteractionHandler` that decide whether and how it receives webhooks. */
interface KeySettings {
  publicKey?: string | readonly string[] | undefined;
  gatewayOnly?: boolean | undefined;
}

/**
 * The handler's public keys, checked at creation: a webhook handler without a key would answer every
 * request with a 500, so leaving it out must be a declared choice (`gatewayOnly`).
 */
export function checkPublicKeys(options: KeySettings): readonly string[] {
  const { publicKey, gatewayOnly } = options;
  if (publicKey === undefined) {
    if (gatewayOnly) return [];
    throw new TypeError(
      `createInteractionHandler: publicKey is missing, so every webhook would be refused. Pass the app's public key (the "Public Key" of the app, 64 hex characters; check that the environment variable is set), or declare gatewayOnly: true for a bot that takes interactions only from the gateway.`,
    );
  }
  const keys: readonly string[] = typeof publicKey === 'string' ? [publicKey] : [...publicKey];
  if (keys.length === 0 || keys.some((key) => !decodeHex(key, 32)))
    throw new TypeError(
      "createInteractionHandler: publicKey must be the app's Ed25519 public key as 64 hex characters (or a list of them); check that the environment variable holding it is set.",
    );
  return keys;
}

/** The default `onError`: one line to `logger.error`, or to `console.error` without a logger. */
export function errorReporter(
  logger: Logger | undefined,
): (error: unknown, info: InteractionErrorInfo) => void {
  return (error, info) => {
    const where =
      info.interactionId === undefined
        ? 'a webhook request'
        : `${info.commandName === undefined ? 'interaction' : `/${info.commandName}`} (interaction ${info.interactionId})`;
    const prefix = `[@slashkit/interactions] ${where} failed:`;
    if (logger) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.error?.(`${prefix} ${detail}`);
    } else console.error(prefix, error);
  };
}

/**
 * Where warnings go: `logger.warn`, or `console.warn` without a logger (as errors go to `console.error`),
 * so that a handler left "thinking…" is never silent by default.
 */
export function warningReporter(logger: Logger | undefined): (line: string) => void {
  return logger ? (line) => logger.warn?.(line) : (line) => console.warn(line);
}

/** The answer when the handler itself failed; what failed was reported to `onError`. */
export const internalError: InteractionHttpResponse = {
  status: 500,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Internal error; it was reported to the handler’s onError.' }),
};

/** The answer when the handler refused a request for a reason of its own making (e.g. its configuration). */
export const internalErrorFor = (error: Error): InteractionHttpResponse => ({
  status: 500,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: error.message }),
});

/** At most one stale-request report per this long: a replay flood must not flood the error hook too. */
const staleReportIntervalMs = 60_000;

/**
 * Reports a validly signed request refused for its timestamp (`STALE_REQUEST`), at most once a minute. A
 * wrong clock otherwise shows only as 401s that the service reports as "invalid signature".
 */
export function staleReporter(
  now: () => number,
  maxAgeSeconds: number | false,
  report: (error: unknown, interaction: undefined) => void,
): (skewSeconds: number) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (skew) => {
    const at = now();
    if (at - last < staleReportIntervalMs) return;
    last = at;
    const when = skew >= 0 ? `${skew} s in the past` : `${-skew} s in the future`;
    report(
      new InteractionError(
        'STALE_REQUEST',
        `A validly signed webhook request was refused (401) because its timestamp is ${when}, outside the ${maxAgeSeconds} s window (maxTimestampAgeSeconds). If this machine's clock is wrong, fix it (NTP); if the requests are signed with another clock (an emulator with its own now), pass that clock as now. A replayed old request looks the same.`,
      ),
      undefined,
    );
  };
}
