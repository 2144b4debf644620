import type { Attributes, Histogram, Span, Tracer } from '@opentelemetry/api';
import { redactSecrets, SDKVersion } from '@slashkit/api';
import type { RateLimitEvent } from '../hooks.js';
import type { PreparedRequest, RawResponse, Send } from '../pipeline/prepared-request.js';
import type { RetryEvent } from '../pipeline/with-retries.js';
import { globalTracerRegistered } from './global-tracer-registered.js';
import { loadOpenTelemetry, type OpenTelemetryApi } from './load-open-telemetry.js';
import { publishRetry, type RESTRequestInfo, restChannels, subscribeRateLimits } from './rest-channels.js';
import type { TelemetryOptions } from './telemetry-options.js';

/** The instrumentation scope of every span and metric of this package. */
const scope = '@slashkit/rest';

/** OpenTelemetry's advised boundaries for `http.client.request.duration`, in seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** The spans of every client's calls in flight, so that the one rate-limit subscriber marks only theirs. */
const callSpans = new WeakSet<Span>();

/**
 * Whether the process-wide rate-limit subscriber is on: it hears every limiter, a shared `rateLimiter`
 * (whose hook is not the client's) as well as a client's own, and marks the call's span once.
 */
let hearingRateLimits = false;

function hearRateLimits(api: OpenTelemetryApi): void {
  if (hearingRateLimits) return;
  hearingRateLimits = subscribeRateLimits((event) => {
    // A limiter decides in the caller's context: the active span is the call's.
    const span = api.trace.getActiveSpan();
    if (span !== undefined && callSpans.has(span) && span.isRecording()) addRateLimitEvent(span, event);
  });
}

function addRateLimitEvent(span: Span, event: RateLimitEvent): void {
  span.addEvent(event.kind === '429' ? 'slashkit.rate_limit.refused' : 'slashkit.rate_limit.wait', {
    'slashkit.rate_limit.wait_ms': event.wait,
    'slashkit.rate_limit.scope': event.scope,
    'slashkit.rate_limit.global': event.global,
    ...(event.bucket ? { 'slashkit.rate_limit.bucket': event.bucket } : {}),
  });
}

/** What one call gathers across its attempts, for its span, its metric point and its channel messages. */
interface CallRecord {
  span: Span | undefined;
  info: RESTRequestInfo | undefined;
  started: number;
  /** Since when the limiter has held the current attempt. */
  mark: number;
  /** Milliseconds held by the rate limiter, ahead of time and after 429s. */
  wait: number;
  /** Times on the wire. */
  attempts: number;
  /** Replays by the retry layer (5xx, timeout, network). */
  retries: number;
  /** 429 answers. */
  refusals: number;
  scope: string | undefined;
  bucket: string | undefined;
}

/**
 * The client's spans, metrics and diagnostics-channel messages, as three thin layers of the pipeline:
 * `call` around everything (one CLIENT span per call, active while it runs, so a call made inside an
 * interaction's handler is its child), `held` around each attempt of the retry layer (where the limiter
 * starts holding it) and `wire` around each attempt on the wire (the 429s, the bucket, the time held).
 * A call nobody observes (no OpenTelemetry, no subscriber) passes straight through.
 */
export class RESTInstrumentation {
  readonly #api: OpenTelemetryApi | undefined;
  readonly #tracer: Tracer | undefined;
  readonly #meterProvider: TelemetryOptions['meterProvider'];
  #duration: Histogram | undefined;
  /** Whether spans reach an SDK: a provider was given, or one was seen registered (it stays). */
  #tracing: boolean;
  readonly #now: () => number;
  readonly #server: Attributes;
  readonly #baseUrl: string;
  readonly #calls = new WeakMap<PreparedRequest, CallRecord>();

  /** The instrumentation of a client, or undefined when there is nothing to report to (then: no layers). */
  static create(
    options: false | TelemetryOptions | undefined,
    baseUrl: string,
    now: () => number,
  ): RESTInstrumentation | undefined {
    const api = options === false ? undefined : loadOpenTelemetry();
    if (api === undefined && restChannels === undefined) return undefined;
    return new RESTInstrumentation(api, options || {}, baseUrl, now);
  }

  private constructor(
    api: OpenTelemetryApi | undefined,
    options: TelemetryOptions,
    baseUrl: string,
    now: () => number,
  ) {
    this.#api = api;
    if (api !== undefined) hearRateLimits(api);
    this.#now = now;
    this.#baseUrl = baseUrl;
    this.#tracer =
      api &&
      ((options.tracerProvider ?? api.trace.getTracerProvider()).getTracer(scope, SDKVersion) as Tracer);
    this.#meterProvider = options.meterProvider;
    this.#tracing = options.tracerProvider !== undefined;
    let url: URL | undefined;
    try {
      url = new URL(baseUrl);
    } catch {
      url = undefined;
    }
    const port = url && (url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443);
    this.#server = url ? { 'server.address': url.hostname, 'server.port': port } : {};
  }

  /**
   * Whether a span started now reaches an SDK (with the API installed and none registered, every span would
   * be a no-op, and calls skip them): asked again until one is registered, then remembered.
   */
  #tracesNow(api: OpenTelemetryApi): boolean {
    this.#tracing ||= globalTracerRegistered(api, scope, SDKVersion);
    return this.#tracing;
  }

  /**
   * The histogram, made once a meter that records is there: the one given, or the global provider's
   * (which has no proxy, so one asked for before the application registered its SDK would stay a no-op);
   * undefined until then, so that nothing is recorded into the API's no-op meter.
   */
  #histogram(api: OpenTelemetryApi): Histogram | undefined {
    if (this.#duration !== undefined) return this.#duration;
    const provider = this.#meterProvider ?? api.metrics.getMeterProvider();
    const meter = provider.getMeter(scope, SDKVersion) as ReturnType<typeof api.metrics.getMeter>;
    if (meter === api.createNoopMeter()) return undefined;
    this.#duration = meter.createHistogram('http.client.request.duration', {
      unit: 's',
      description: 'Duration of HTTP client requests: one call, its rate-limit waits and retries included.',
      advice: { explicitBucketBoundaries: durationBuckets },
    });
    return this.#duration;
  }

  /** The outermost layer: one span, one metric point and the start, end and error messages per call. */
  call(next: Send): Send {
    return (request, attempt) => {
      const api = this.#api;
      const channels = restChannels;
      const listening =
        channels !== undefined &&
        (channels.requestStart.hasSubscribers ||
          channels.requestEnd.hasSubscribers ||
          channels.requestError.hasSubscribers);
      const tracing = api !== undefined && this.#tracesNow(api);
      if (!tracing && (api === undefined || this.#histogram(api) === undefined) && !listening)
        return next(request, attempt);
      const started = this.#now();
      const record: CallRecord = {
        span: undefined,
        info: listening ? infoOf(request, this.#baseUrl) : undefined,
        started,
        mark: started,
        wait: 0,
        attempts: 0,
        retries: 0,
        refusals: 0,
        scope: undefined,
        bucket: undefined,
      };
      if (record.info !== undefined && channels!.requestStart.hasSubscribers)
        channels!.requestStart.publish({ request: record.info });
      this.#calls.set(request, record);
      let sending: Promise<RawResponse>;
      if (tracing) {
        const parent = api.context.active();
        const span = this.#tracer!.startSpan(
          `${request.method} ${request.route}`,
          {
            kind: api.SpanKind.CLIENT,
            attributes: {
              'http.request.method': request.method,
              ...this.#server,
              'url.full': redactSecrets(request.url, request.secrets),
              'url.template': request.route,
            },
          },
          parent,
        );
        record.span = span;
        callSpans.add(span);
        sending = api.context.with(api.trace.setSpan(parent, span), next, undefined, request, attempt);
      } else {
        sending = next(request, attempt);
      }
      return sending.then(
        (response) => {
          this.#end(record, request, response.status, undefined);
          return response;
        },
        (error: unknown) => {
          this.#end(record, request, undefined, error);
          throw error;
        },
      );
    };
  }

  /** Around each attempt of the retry layer: the limiter starts holding it now. */
  held(next: Send): Send {
    return (request, attempt) => {
      const record = this.#calls.get(request);
      if (record !== undefined) {
        record.mark = this.#now();
        record.retries = attempt - 1;
      }
      return next(request, attempt);
    };
  }

  /** Around each attempt on the wire: the time the limiter held it, the bucket, and 429s. */
  wire(next: Send): Send {
    return (request, attempt) => {
      const record = this.#calls.get(request);
      if (record === undefined) return next(request, attempt);
      record.wait += this.#now() - record.mark;
      record.attempts++;
      return next(request, attempt).then((response) => {
        record.mark = this.#now();
        const bucket = response.header('x-ratelimit-bucket');
        if (bucket) record.bucket = bucket;
        if (response.status === 429) {
          record.refusals++;
          record.scope =
            response.header('x-ratelimit-scope') ??
            (response.header('x-ratelimit-global') === 'true' ? 'global' : 'user');
        }
        return response;
      });
    };
  }

  /**
   * A wait or a 429 of the client's own limiter, where the runtime has no diagnostics channels (elsewhere
   * the process-wide subscriber hears it): an event on the call's span (the active one).
   */
  rateLimited(event: RateLimitEvent): void {
    if (hearingRateLimits) return;
    const span = this.#api?.trace.getActiveSpan();
    if (span?.isRecording()) addRateLimitEvent(span, event);
  }

  /** A retry: published, and an event on the call's span (the active one). */
  retried(event: RetryEvent): void {
    publishRetry(event);
    const span = this.#api?.trace.getActiveSpan();
    if (span === undefined || !span.isRecording()) return;
    span.addEvent('slashkit.retry', {
      'slashkit.rest.attempt': event.attempt,
      'slashkit.rest.retry_delay_ms': Math.round(event.delay),
      'slashkit.rest.retry_reason': String(event.reason),
    });
  }

  #end(record: CallRecord, request: PreparedRequest, status: number | undefined, error: unknown): void {
    const duration = this.#now() - record.started;
    const errorType = status === undefined ? errorTypeOf(error) : status >= 400 ? String(status) : undefined;
    const api = this.#api;
    const span = record.span;
    if (span !== undefined) {
      if (span.isRecording()) {
        const attributes: Attributes = {
          'slashkit.rest.retries': record.retries,
          'slashkit.rate_limit.wait_ms': Math.round(record.wait),
        };
        if (status !== undefined) attributes['http.response.status_code'] = status;
        if (record.attempts > 1) attributes['http.request.resend_count'] = record.attempts - 1;
        if (record.bucket !== undefined) attributes['slashkit.rate_limit.bucket'] = record.bucket;
        if (record.refusals > 0) {
          attributes['slashkit.rate_limit.refusals'] = record.refusals;
          attributes['slashkit.rate_limit.scope'] = record.scope!;
        }
        if (errorType !== undefined) attributes['error.type'] = errorType;
        span.setAttributes(attributes);
        if (error !== undefined) span.recordException(redactedException(error, request.secrets));
        if (errorType !== undefined) span.setStatus({ code: api!.SpanStatusCode.ERROR });
      }
      span.end();
      callSpans.delete(span);
    }
    const histogram = api === undefined ? undefined : this.#histogram(api);
    if (histogram !== undefined) {
      const point: Attributes = {
        'http.request.method': request.method,
        'url.template': request.route,
        ...this.#server,
      };
      if (status !== undefined) point['http.response.status_code'] = status;
      if (errorType !== undefined) point['error.type'] = errorType;
      histogram.record(duration / 1000, point);
    }
    const info = record.info;
    if (info === undefined) return;
    if (status !== undefined) {
      const channel = restChannels!.requestEnd;
      if (channel.hasSubscribers)
        channel.publish({ request: info, status, duration, attempts: record.attempts });
    } else {
      const channel = restChannels!.requestError;
      if (channel.hasSubscribers) channel.publish({ request: info, error, duration });
    }
  }
}

/** What the channels say about a call: never its URL or headers, which may hold tokens. */
function infoOf(request: PreparedRequest, baseUrl: string): RESTRequestInfo {
  const path = redactSecrets(request.url.slice(baseUrl.length), request.secrets);
  return { method: request.method, route: request.route, path };
}

/** `error.type`: the error's stable code (`NETWORK_ERROR`, `TIMEOUT`, `RATE_LIMITED`…), else its name. */
function errorTypeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : '_OTHER';
}

/** The exception event of a failed call, with the call's secrets redacted from its message and stack. */
function redactedException(
  error: unknown,
  secrets: readonly string[],
): { name: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { name: 'Error', message: redactSecrets(String(error), secrets) };
  return {
    name: error.name,
    message: redactSecrets(error.message, secrets),
    ...(error.stack ? { stack: redactSecrets(error.stack, secrets) } : {}),
  };
}
