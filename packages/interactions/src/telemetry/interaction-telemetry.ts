import type { Attributes, Counter, Histogram, Tracer } from '@opentelemetry/api';
import { SDKVersion } from '@slashkit/api';
import type { TelemetryOptions } from '@slashkit/rest';
import { globalTracerRegistered } from './global-tracer-registered.js';
import {
  type InteractionOutcome,
  type InteractionTransport,
  interactionChannels,
  interactionListeners,
} from './interaction-channels.js';
import { InteractionTrace } from './interaction-trace.js';
import { loadOpenTelemetry, type OpenTelemetryApi } from './load-open-telemetry.js';

/** The instrumentation scope of every span and metric of this package. */
const scope = '@slashkit/interactions';

/** OpenTelemetry's advised boundaries for `http.server.request.duration`, in seconds. */
const httpBuckets = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** The methods HTTP knows; any other is recorded as `_OTHER`, so that no client can mint metric series. */
const httpMethods = new Set(['CONNECT', 'DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE']);

/** Boundaries for the interaction histograms, in seconds: dense under the 3 s deadline, then sparse. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 3, 5, 10, 30, 60, 300, 900];

interface Instruments {
  interactions: Counter;
  duration: Histogram;
  firstAnswer: Histogram;
  httpServer: Histogram;
}

/**
 * A handler's telemetry: its tracer and meter (named after the package and its version) when
 * `@opentelemetry/api` is installed, and its diagnostics channels; {@link begin} opens one interaction's
 * {@link InteractionTrace}. Undefined for a handler with nothing to report to, so nothing costs there.
 */
export class InteractionTelemetry {
  readonly api: OpenTelemetryApi | undefined;
  readonly tracer: Tracer | undefined;
  readonly traceKey: symbol | undefined;
  readonly now: () => number;
  readonly #meterProvider: TelemetryOptions['meterProvider'];
  #instruments: Instruments | undefined;
  /** A meter provider seen to hand out the API's no-op meter (none registered): not asked again. */
  #noopMeterProvider: unknown;
  /** Whether spans reach an SDK: a provider was given, or one was seen registered (it stays). */
  #tracing: boolean;

  /** The telemetry of a handler, or undefined when there is nothing to report to. */
  static create(
    options: false | TelemetryOptions | undefined,
    now: () => number,
  ): InteractionTelemetry | undefined {
    const api = options === false ? undefined : loadOpenTelemetry();
    if (api === undefined && interactionChannels === undefined) return undefined;
    return new InteractionTelemetry(api, options || {}, now);
  }

  private constructor(api: OpenTelemetryApi | undefined, options: TelemetryOptions, now: () => number) {
    this.api = api;
    this.now = now;
    this.tracer =
      api &&
      ((options.tracerProvider ?? api.trace.getTracerProvider()).getTracer(scope, SDKVersion) as Tracer);
    this.#meterProvider = options.meterProvider;
    this.#tracing = options.tracerProvider !== undefined;
    this.traceKey = api?.createContextKey('slashkit.interaction');
  }

  /** Whether a span started now reaches an SDK: asked again until one is registered, then remembered. */
  #tracesNow(api: OpenTelemetryApi): boolean {
    this.#tracing ||= globalTracerRegistered(api, scope, SDKVersion);
    return this.#tracing;
  }

  /**
   * Opens the trace of an interaction arriving now (a webhook request, with its HTTP method, or a
   * dispatch); undefined when nobody would see it.
   */
  begin(transport: InteractionTransport, method?: string): InteractionTrace | undefined {
    const api = this.api;
    if (api === undefined || !this.#tracesNow(api)) {
      // No span: the trace carries the metric points and the channel messages, when anyone takes them.
      if (this.#metrics(api) === undefined && !interactionListeners(interactionChannels)) return undefined;
      return new InteractionTrace(this, transport, this.now(), undefined);
    }
    const parent = api.context.active();
    const attributes: Attributes = { 'slashkit.interaction.transport': transport };
    if (method !== undefined) attributes['http.request.method'] = method;
    const span = this.tracer!.startSpan(
      transport === 'webhook' ? 'interaction webhook' : 'interaction',
      { kind: transport === 'webhook' ? api.SpanKind.SERVER : api.SpanKind.CONSUMER, attributes },
      parent,
    );
    const trace = new InteractionTrace(this, transport, this.now(), span);
    trace.enter(api.trace.setSpan(parent, span).setValue(this.traceKey!, trace));
    return trace;
  }

  /**
   * The instruments, made once a meter that records is there: the one given, or the global provider's
   * (which has no proxy, so a meter asked for before the application registered its SDK would stay a
   * no-op); undefined until then, so that nothing is recorded into the API's no-op meter.
   */
  #metrics(api: OpenTelemetryApi | undefined): Instruments | undefined {
    if (this.#instruments !== undefined || api === undefined) return this.#instruments;
    // Registering a global provider replaces the one returned here, so the same one is still a no-op.
    const provider = this.#meterProvider ?? api.metrics.getMeterProvider();
    if (provider === this.#noopMeterProvider) return undefined;
    const meter = provider.getMeter(scope, SDKVersion) as ReturnType<typeof api.metrics.getMeter>;
    if (meter === api.createNoopMeter()) {
      this.#noopMeterProvider = provider;
      return undefined;
    }
    const advice = { explicitBucketBoundaries: durationBuckets };
    this.#instruments = {
      interactions: meter.createCounter('slashkit.interactions', {
        unit: '{interaction}',
        description: 'Interactions received, by type, transport and outcome.',
      }),
      duration: meter.createHistogram('slashkit.interaction.duration', {
        unit: 's',
        description: 'From an interaction’s arrival until its handler is done, follow-ups included.',
        advice,
      }),
      firstAnswer: meter.createHistogram('slashkit.interaction.first_answer.duration', {
        unit: 's',
        description:
          'From an interaction’s arrival until its initial response left (the service allows 3 s).',
        advice,
      }),
      // The semantic conventions' HTTP server metric, so webhook answers sit beside the app's other servers.
      httpServer: meter.createHistogram('http.server.request.duration', {
        unit: 's',
        description: 'Duration of HTTP server requests.',
        advice: { explicitBucketBoundaries: httpBuckets },
      }),
    };
    return this.#instruments;
  }

  /** Counts an interaction that is done and records how long it took. */
  recordEnd(
    duration: number,
    type: number | undefined,
    transport: InteractionTransport,
    outcome: InteractionOutcome,
    route: string | undefined,
  ): void {
    const metrics = this.#metrics(this.api);
    if (metrics === undefined) return;
    const attributes: Attributes = {
      'slashkit.interaction.transport': transport,
      'slashkit.interaction.outcome': outcome,
    };
    if (type !== undefined) attributes['slashkit.interaction.type'] = type;
    if (route !== undefined) attributes['slashkit.interaction.route'] = route;
    metrics.interactions.add(1, attributes);
    metrics.duration.record(duration / 1000, attributes);
  }

  /** Records how long after its arrival an interaction's initial response left. */
  recordFirstAnswer(elapsed: number, type: number | undefined, transport: InteractionTransport): void {
    const metrics = this.#metrics(this.api);
    if (metrics === undefined) return;
    const attributes: Attributes = { 'slashkit.interaction.transport': transport };
    if (type !== undefined) attributes['slashkit.interaction.type'] = type;
    metrics.firstAnswer.record(elapsed / 1000, attributes);
  }

  /**
   * Records a webhook request's HTTP answer (any answer: PONG, a refusal, the initial response) as
   * `http.server.request.duration`, with its method and status (and `error.type` for a 5xx).
   */
  recordHttpAnswer(elapsed: number, method: string, status: number): void {
    const metrics = this.#metrics(this.api);
    if (metrics === undefined) return;
    const attributes: Attributes = {
      'http.request.method': httpMethods.has(method) ? method : '_OTHER',
      'http.response.status_code': status,
    };
    if (status >= 500) attributes['error.type'] = String(status);
    metrics.httpServer.record(elapsed / 1000, attributes);
  }
}
