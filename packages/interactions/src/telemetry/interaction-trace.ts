import type { Attributes, Context, Span, Tracer } from '@opentelemetry/api';
import { type APIInteraction, InteractionResponseType, Limits } from '@slashkit/api';
import type { RespondFunction } from '../respond/respond-function.js';
import {
  type InteractionInfo,
  type InteractionOutcome,
  type InteractionTransport,
  interactionChannels,
} from './interaction-channels.js';
import type { InteractionRoute } from './interaction-route.js';
import type { OpenTelemetryApi } from './load-open-telemetry.js';

/** What a trace reports to: the handler's `InteractionTelemetry`. */
export interface TraceRecorder {
  readonly api: OpenTelemetryApi | undefined;
  readonly tracer: Tracer | undefined;
  /** The context key under which an interaction's context names its trace. */
  readonly traceKey: symbol | undefined;
  now(): number;
  recordEnd(
    duration: number,
    type: number | undefined,
    transport: InteractionTransport,
    outcome: InteractionOutcome,
    route: string | undefined,
  ): void;
  recordFirstAnswer(elapsed: number, type: number | undefined, transport: InteractionTransport): void;
  recordHttpAnswer(elapsed: number, method: string, status: number): void;
}

/**
 * One interaction's telemetry, from its arrival (the webhook request, or the gateway dispatch) until its
 * handler is done: its span (the parent of the handler's span and of every REST call made inside it), its
 * metric points and its channel messages. A webhook request's trace ends when both its HTTP answer and
 * its handler are done, whichever is last (the handler may follow up after the answer).
 */
export class InteractionTrace {
  readonly #telemetry: TraceRecorder;
  readonly transport: InteractionTransport;
  readonly #started: number;
  readonly #span: Span | undefined;
  #context: Context | undefined = undefined;
  /** Set when channels listen and the interaction is known. */
  #info: InteractionInfo | undefined;
  #route: InteractionRoute | undefined;
  #type: number | undefined;
  #outcome: InteractionOutcome = 'success';
  #responseType: number | undefined;
  /** What must finish before the span ends: the HTTP answer (a webhook's), the dispatch. */
  #pending: number;

  constructor(
    telemetry: TraceRecorder,
    transport: InteractionTransport,
    started: number,
    span: Span | undefined,
  ) {
    this.#telemetry = telemetry;
    this.transport = transport;
    this.#started = started;
    this.#span = span;
    this.#pending = transport === 'webhook' ? 1 : 0;
  }

  /** Sets the interaction's context (its span, and this trace under the telemetry's key): once, at its start. */
  enter(context: Context): void {
    this.#context = context;
  }

  /** Runs `fn` with this interaction's span active (so that REST calls inside are its children). */
  within<T>(fn: () => T): T {
    const api = this.#telemetry.api;
    return api === undefined || this.#context === undefined ? fn() : api.context.with(this.#context, fn);
  }

  /**
   * The webhook request: runs it, records its status and how long its answer took, and ends the trace
   * unless a dispatch still runs.
   */
  async serving<T extends { status: number }>(method: string, fn: () => Promise<T>): Promise<T> {
    let status = 500;
    try {
      const response = await this.within(fn);
      status = response.status;
      return response;
    } finally {
      const span = this.#span;
      if (span?.isRecording()) {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: this.#telemetry.api!.SpanStatusCode.ERROR });
      }
      if (this.#type === undefined && status >= 400) this.#outcome = 'rejected';
      const elapsed = this.#telemetry.now() - this.#started;
      this.#telemetry.recordHttpAnswer(elapsed, method, status);
      this.#settle();
    }
  }

  /** A dispatch: runs the interaction under this trace, which ends once it (and any HTTP answer) is done. */
  async dispatching(fn: () => Promise<void>): Promise<void> {
    this.#pending++;
    try {
      await this.within(fn);
    } finally {
      this.#settle();
    }
  }

  /** The interaction is verified and routed: names the span, sets its attributes, publishes the start. */
  routed(interaction: APIInteraction, route: InteractionRoute): void {
    this.#type = interaction.type;
    this.#route = route;
    const span = this.#span;
    if (span?.isRecording()) {
      span.updateName(`interaction ${route.label}`);
      const attributes: Attributes = {
        'slashkit.interaction.id': interaction.id,
        'slashkit.interaction.type': interaction.type,
        'slashkit.interaction.route': route.label,
      };
      if (route.command !== undefined) attributes['slashkit.command.name'] = route.command;
      if (route.subcommand !== undefined) attributes['slashkit.command.subcommand'] = route.subcommand;
      if (route.pattern !== undefined) attributes['slashkit.component.custom_id_pattern'] = route.pattern;
      if (interaction.guild_id !== undefined) attributes['slashkit.guild.id'] = interaction.guild_id;
      span.setAttributes(attributes);
    }
    const channels = interactionChannels;
    if (channels === undefined) return;
    this.#info = {
      id: interaction.id,
      type: interaction.type,
      transport: this.transport,
      route: route.label,
    };
    if (channels.start.hasSubscribers) channels.start.publish({ interaction: this.#info });
  }

  /** Nothing was registered for the interaction. */
  unrouted(): void {
    this.#outcome = 'unrouted';
  }

  /** The handler threw: recorded on the interaction's span and published. */
  failed(error: unknown): void {
    this.#outcome = 'error';
    const span = this.#span;
    if (span?.isRecording()) {
      span.setAttribute('error.type', errorTypeOf(error));
      span.setStatus({ code: this.#telemetry.api!.SpanStatusCode.ERROR });
    }
    const channel = interactionChannels?.error;
    if (this.#info !== undefined && channel?.hasSubscribers)
      channel.publish({ interaction: this.#info, error });
  }

  /** Runs the handler in its own span, a child of the interaction's. */
  handler<T>(fn: () => Promise<T>): Promise<T> {
    const api = this.#telemetry.api;
    const parent = this.#context;
    if (api === undefined || parent === undefined) return fn();
    const span = this.#telemetry.tracer!.startSpan(
      `handler ${this.#route?.label ?? 'interaction'}`,
      { kind: api.SpanKind.INTERNAL },
      parent,
    );
    return api.context.with(api.trace.setSpan(parent, span), fn).then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        if (span.isRecording()) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setAttribute('error.type', errorTypeOf(error));
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
        throw error;
      },
    );
  }

  /**
   * Wraps the function that sends the initial response: it runs in this interaction's context when called
   * from outside it (the automatic deferral fires from a shared timer), and the first one that lands is
   * recorded with its type and how long after the arrival it left.
   */
  respond(inner: RespondFunction): RespondFunction {
    return (body, files) => {
      const send = () => (files === undefined ? inner(body) : inner(body, files));
      // Inside the interaction (its handler, a span of the handler's own) the context stays as it is, so
      // a reply's callback is the child of whatever span is active there.
      const api = this.#telemetry.api;
      // Without a context of its own (no span) there is nothing to enter.
      const inside =
        api === undefined ||
        this.#context === undefined ||
        api.context.active().getValue(this.#telemetry.traceKey!) === this;
      return Promise.resolve(inside ? send() : this.within(send)).then(() => {
        if (this.#responseType === undefined) this.#answered(body.type);
      });
    };
  }

  #answered(responseType: number): void {
    this.#responseType = responseType;
    const elapsed = this.#telemetry.now() - this.#started;
    const span = this.#span;
    if (span?.isRecording()) {
      span.setAttributes({
        'slashkit.interaction.response_type': responseType,
        'slashkit.interaction.deferred':
          responseType === InteractionResponseType.DeferredChannelMessageWithSource ||
          responseType === InteractionResponseType.DeferredMessageUpdate,
        'slashkit.interaction.first_answer_ms': Math.round(elapsed),
        'slashkit.interaction.deadline_ms': Limits.interactionResponseDeadlineMs,
        'slashkit.interaction.in_time': elapsed <= Limits.interactionResponseDeadlineMs,
      });
      span.addEvent('slashkit.interaction.answered', { 'slashkit.interaction.response_type': responseType });
    }
    this.#telemetry.recordFirstAnswer(elapsed, this.#type, this.transport);
    const channel = interactionChannels?.respond;
    if (this.#info !== undefined && channel?.hasSubscribers)
      channel.publish({ interaction: this.#info, responseType, elapsed });
  }

  #settle(): void {
    if (--this.#pending > 0) return;
    const duration = this.#telemetry.now() - this.#started;
    const span = this.#span;
    if (span !== undefined) {
      if (span.isRecording()) span.setAttribute('slashkit.interaction.outcome', this.#outcome);
      span.end();
    }
    this.#telemetry.recordEnd(duration, this.#type, this.transport, this.#outcome, this.#route?.label);
    const channel = interactionChannels?.end;
    if (this.#info !== undefined && channel?.hasSubscribers)
      channel.publish({
        interaction: this.#info,
        outcome: this.#outcome,
        duration,
        responseType: this.#responseType,
      });
  }
}

/** `error.type`: the error's stable code (`INVALID_OPTIONS`, `NO_RESPONSE`…), else its name. */
function errorTypeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : '_OTHER';
}
