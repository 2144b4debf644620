import type { Channel } from 'node:diagnostics_channel';

/**
 * The names of the `node:diagnostics_channel` channels `@slashkit/interactions` publishes on, for tools
 * that subscribe without OpenTelemetry (as undici's `undici:request:*`). Nothing is built for a channel
 * that has no subscriber, and no message holds the interaction's token.
 * @example
 * import { subscribe } from 'node:diagnostics_channel';
 * subscribe(InteractionChannels.end, (message) => {
 *   const { interaction, outcome, duration } = message as InteractionEndMessage;
 *   console.log(interaction.route, outcome, duration);
 * });
 * @see README "Tracing and metrics"
 */
export const InteractionChannels = Object.freeze({
  /** An interaction was verified and routed, before its handler runs ({@link InteractionStartMessage}). */
  start: 'slashkit:interaction:start',
  /** Its initial response left: the webhook's answer was written, or the callback answered ({@link InteractionRespondMessage}). */
  respond: 'slashkit:interaction:respond',
  /** Its handler threw ({@link InteractionErrorMessage}); the user was sent the error reply. */
  error: 'slashkit:interaction:error',
  /** The handler is done, follow-ups included ({@link InteractionEndMessage}). */
  end: 'slashkit:interaction:end',
  /** A gateway client's session started, after Identify (`{ shard }`). */
  gatewayReady: 'slashkit:gateway:ready',
  /** A gateway client resumed its session (`{ shard, replayed }`). */
  gatewayResumed: 'slashkit:gateway:resumed',
  /** A gateway client lost its connection and tries again (`{ shard, code, resume, attempt, delayMs }`). */
  gatewayReconnecting: 'slashkit:gateway:reconnecting',
  /** A gateway client stopped for good (`{ shard, error }`). */
  gatewayClosed: 'slashkit:gateway:closed',
} as const);

/** How an interaction reached the handler. */
export type InteractionTransport = 'webhook' | 'gateway';

/**
 * How an interaction ended: answered by its handler, its handler threw, nothing was registered for it, or
 * (a webhook request) refused before any interaction was read: bad signature, wrong method or body.
 */
export type InteractionOutcome = 'success' | 'error' | 'unrouted' | 'rejected';

/** What identifies one interaction in the channels' messages: the same object in all of them. */
export interface InteractionInfo {
  id: string;
  /** The interaction type (2 command, 3 component, 4 autocomplete, 5 modal submit). */
  type: number;
  transport: InteractionTransport;
  /**
   * What it was routed to: `/name`, `/name group sub`, `/name (autocomplete)`, `component <custom_id or
   * pattern>`, `modal <custom_id or pattern>`; `component`/`modal` alone when nothing matched.
   */
  route: string;
}

/** Published on `slashkit:interaction:start`. */
export interface InteractionStartMessage {
  interaction: InteractionInfo;
}

/** Published on `slashkit:interaction:respond`. */
export interface InteractionRespondMessage {
  interaction: InteractionInfo;
  /** The initial response's type (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices, 9 modal). */
  responseType: number;
  /** Milliseconds from the interaction's arrival until the response left, against the service's 3 s deadline. */
  elapsed: number;
}

/** Published on `slashkit:interaction:error`. */
export interface InteractionErrorMessage {
  interaction: InteractionInfo;
  error: unknown;
}

/** Published on `slashkit:interaction:end`. */
export interface InteractionEndMessage {
  interaction: InteractionInfo;
  outcome: InteractionOutcome;
  /** Milliseconds from arrival until the handler was done. */
  duration: number;
  /** The initial response's type, if one left. */
  responseType: number | undefined;
}

/** The channels themselves, where the runtime has `node:diagnostics_channel`. */
export interface InteractionChannelSet {
  start: Channel;
  respond: Channel;
  error: Channel;
  end: Channel;
  gatewayReady: Channel;
  gatewayResumed: Channel;
  gatewayReconnecting: Channel;
  gatewayClosed: Channel;
}

type DiagnosticsChannel = typeof import('node:diagnostics_channel');

/**
 * The channels, created once per process like any named channel (the same name is the same channel), or
 * undefined where the runtime has no `node:diagnostics_channel` (browsers; Workers without nodejs_compat).
 */
export const interactionChannels: InteractionChannelSet | undefined = openChannels();

function openChannels(): InteractionChannelSet | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const dc = proc?.getBuiltinModule?.('node:diagnostics_channel') as DiagnosticsChannel | undefined;
  if (dc === undefined) return undefined;
  return {
    start: dc.channel(InteractionChannels.start),
    respond: dc.channel(InteractionChannels.respond),
    error: dc.channel(InteractionChannels.error),
    end: dc.channel(InteractionChannels.end),
    gatewayReady: dc.channel(InteractionChannels.gatewayReady),
    gatewayResumed: dc.channel(InteractionChannels.gatewayResumed),
    gatewayReconnecting: dc.channel(InteractionChannels.gatewayReconnecting),
    gatewayClosed: dc.channel(InteractionChannels.gatewayClosed),
  };
}

/** Whether anyone listens to the interaction channels (checked per interaction: subscribers come and go). */
export function interactionListeners(channels: InteractionChannelSet | undefined): boolean {
  return (
    channels !== undefined &&
    (channels.start.hasSubscribers ||
      channels.respond.hasSubscribers ||
      channels.error.hasSubscribers ||
      channels.end.hasSubscribers)
  );
}
