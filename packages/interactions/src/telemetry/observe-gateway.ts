import type { Span, Tracer } from '@opentelemetry/api';
import { SDKVersion } from '@slashkit/api';
import type { TelemetryOptions } from '@slashkit/rest';
import { interactionChannels } from './interaction-channels.js';
import { loadOpenTelemetry } from './load-open-telemetry.js';

/** What the observer needs of a gateway client: the events of its sessions (a `GatewayClient` has them). */
export interface ObservedGateway {
  on(event: 'ready', listener: (payload: { shard?: [number, number] }) => void): unknown;
  on(event: 'resumed', listener: (payload: { replayed: number }) => void): unknown;
  on(
    event: 'reconnecting',
    listener: (payload: { code: number | null; resume: boolean; attempt: number; delayMs: number }) => void,
  ): unknown;
  on(event: 'closed', listener: (payload: { error: unknown }) => void): unknown;
}

/**
 * Reports a gateway client's sessions: one `gateway session` span per session, from READY until the session
 * ends (a reconnect that cannot resume, or the client closing), with its resumes and reconnects as events;
 * and the same moments on the `slashkit:gateway:*` channels. Neither the token nor the session id (which
 * resumes the session with the token) is ever recorded.
 */
export function observeGateway(
  client: ObservedGateway,
  options: false | TelemetryOptions | undefined,
  shard: readonly [number, number] | undefined,
): void {
  const given = options === false ? undefined : options;
  const api = options === false ? undefined : loadOpenTelemetry();
  const channels = interactionChannels;
  if (api === undefined && channels === undefined) return;
  const tracer =
    api &&
    ((given?.tracerProvider ?? api.trace.getTracerProvider()).getTracer(
      '@slashkit/interactions',
      SDKVersion,
    ) as Tracer);
  let session: Span | undefined;
  const end = (error: boolean): void => {
    if (session === undefined) return;
    if (error) session.setStatus({ code: api!.SpanStatusCode.ERROR });
    session.end();
    session = undefined;
  };
  client.on('ready', (ready) => {
    end(false);
    const shardOf = ready.shard ?? shard;
    // A root: a session outlives every interaction it delivers, which are traces of their own.
    session = tracer?.startSpan('gateway session', {
      kind: api!.SpanKind.INTERNAL,
      root: true,
      attributes: shardOf ? { 'slashkit.gateway.shard': `${shardOf[0]}/${shardOf[1]}` } : {},
    });
    session?.addEvent('slashkit.gateway.ready');
    if (channels?.gatewayReady.hasSubscribers) channels.gatewayReady.publish({ shard: shardOf });
  });
  client.on('resumed', ({ replayed }) => {
    session?.addEvent('slashkit.gateway.resumed', { 'slashkit.gateway.replayed': replayed });
    if (channels?.gatewayResumed.hasSubscribers) channels.gatewayResumed.publish({ shard, replayed });
  });
  client.on('reconnecting', ({ code, resume, attempt, delayMs }) => {
    session?.addEvent('slashkit.gateway.reconnecting', {
      ...(code === null ? {} : { 'slashkit.gateway.close_code': code }),
      'slashkit.gateway.resume': resume,
      'slashkit.gateway.attempt': attempt,
      'slashkit.gateway.delay_ms': Math.round(delayMs),
    });
    // Without a resume the session is over: the next READY starts another.
    if (!resume) end(false);
    if (channels?.gatewayReconnecting.hasSubscribers)
      channels.gatewayReconnecting.publish({ shard, code, resume, attempt, delayMs });
  });
  client.on('closed', ({ error }) => {
    end(error !== undefined);
    if (channels?.gatewayClosed.hasSubscribers) channels.gatewayClosed.publish({ shard, error });
  });
}
