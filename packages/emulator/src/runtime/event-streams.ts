import { RedactedMarker, redactSecrets } from '@slashkit/api';
import type { EmulatorEvent, EventBus } from '../events/event-bus.js';
import type { EmulatorApplication } from '../world/world.js';
import type { ActivityEntry, ActivityLog } from './activity-log.js';

/** Limits of the web client's event streams (`GET /_emulator/client/stream`). */
export interface EventStreamLimits {
  /** Streams open at once; one more is answered 503. Default 32 (a stream per open tab of the client). */
  maxStreams?: number;
  /**
   * Bytes a stream may hold for a reader that does not read (its history aside); an event that would go past
   * it closes the stream instead, and the reader (an EventSource) reconnects and reads the state again.
   * Default 1 MiB.
   */
  maxQueueBytes?: number;
}

/** What the event streams hold now (tests check that a reader that stopped reading costs a bounded amount). */
export interface EventStreamResources {
  /** Streams open now. */
  streams: number;
  /** Bytes queued for their readers, in all. */
  queuedBytes: number;
  /** Bytes queued for the stream that holds the most. */
  largestQueueBytes: number;
}

/**
 * What the streams follow: the emulator's bus and activity log, its log for closed streams, and its
 * applications, whose credentials are redacted from every event (a narrow view of the emulator context).
 */
export interface EventStreamSource {
  readonly events: Pick<EventBus, 'list' | 'subscribe'>;
  readonly activity: Pick<ActivityLog, 'list' | 'subscribe'>;
  log(line: string): void;
  readonly state: { readonly world: { readonly applications: readonly EmulatorApplication[] } };
}

/** Keys whose values never leave the emulator in the event stream. */
const secretKey = /token|secret|verifier|private_?key/i;

interface OpenStream {
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** The most bytes it may hold: the larger of its history and the queue limit. */
  allowance: number;
}

/**
 * The event bus as server-sent events, for every open tab of the web client: the logged events after `after`,
 * the kept activity, then live events and activity until the reader leaves. Each live event is encoded once
 * (secrets redacted) and shared by every stream; a stream whose reader stopped reading is closed once its
 * queue is full, and the number of streams is bounded, so neither a slow reader nor many of them can grow the
 * emulator without limit or slow its requests down.
 */
export class EventStreams {
  readonly #source: () => EventStreamSource;
  readonly #maxStreams: number;
  readonly #maxQueueBytes: number;
  readonly #open = new Set<OpenStream>();
  readonly #encoder = new TextEncoder();
  #unsubscribe: (() => void) | null = null;

  /**
   * @param source the emulator the streams follow (read when a stream opens, so the runtime can be made
   *   before the context it belongs to)
   * @param limits checked by {@link checkEventStreamLimits}, defaults applied
   */
  constructor(source: () => EventStreamSource, limits: Required<EventStreamLimits>) {
    this.#source = source;
    this.#maxStreams = limits.maxStreams;
    this.#maxQueueBytes = limits.maxQueueBytes;
  }

  /** How many streams may be open at once. */
  get maxStreams(): number {
    return this.#maxStreams;
  }

  /**
   * Opens a stream for one reader, or answers null when as many as allowed are open (the route answers 503:
   * the runtime keeps the streams, the HTTP floor above it says no).
   */
  open(request: Request, after: number): Response | null {
    if (this.#open.size >= this.#maxStreams) return null;
    let stream: OpenStream | undefined;
    const emulator = this.#source();
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          const history = [
            // A comment line first, so the browser's EventSource opens at once.
            ': slashkit emulator events\n\n',
            ...emulator.events
              .list(Number.isFinite(after) ? { afterSeq: after } : {})
              .map((event) => this.#eventText(event)),
            // The traffic goes as named `activity` events: the kept entries first, then live ones.
            ...emulator.activity.list().map((entry) => this.#activityText(entry)),
            // The history ends here: a page that read the current state need not act on what came before.
            'event: live\ndata: {}\n\n',
          ].map((text) => this.#encoder.encode(text));
          let bytes = 0;
          for (const chunk of history) {
            controller.enqueue(chunk);
            bytes += chunk.byteLength;
          }
          const opened = { controller, allowance: Math.max(bytes, this.#maxQueueBytes) };
          stream = opened;
          this.#add(opened);
          request.signal.addEventListener('abort', () => this.#remove(opened));
        },
        cancel: () => {
          if (stream) this.#remove(stream);
        },
      },
      // Counted in bytes, with no buffer of its own: desiredSize is minus what the reader has not read.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    });
  }

  /** Streams open now and what they hold. */
  resources(): EventStreamResources {
    let queuedBytes = 0;
    let largestQueueBytes = 0;
    for (const stream of this.#open) {
      const queued = queuedOf(stream);
      queuedBytes += queued;
      largestQueueBytes = Math.max(largestQueueBytes, queued);
    }
    return { streams: this.#open.size, queuedBytes, largestQueueBytes };
  }

  #add(stream: OpenStream): void {
    this.#open.add(stream);
    // One subscription for all streams, while any is open.
    if (this.#unsubscribe) return;
    const stops = [
      this.#source().events.subscribe((event) => this.#broadcast(this.#eventText(event))),
      this.#source().activity.subscribe((entry) => this.#broadcast(this.#activityText(entry))),
    ];
    this.#unsubscribe = () => {
      for (const stop of stops) stop();
    };
  }

  #remove(stream: OpenStream): void {
    if (!this.#open.delete(stream) || this.#open.size > 0) return;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #broadcast(text: string): void {
    const chunk = this.#encoder.encode(text);
    for (const stream of [...this.#open]) {
      if (queuedOf(stream) + chunk.byteLength <= stream.allowance) {
        stream.controller.enqueue(chunk);
        continue;
      }
      // A reader this far behind has stopped reading: close its stream rather than keep its backlog.
      const unread = queuedOf(stream);
      this.#remove(stream);
      stream.controller.error(new Error('event stream reader too slow'));
      this.#source().log(
        `client stream closed: its reader left ${unread} bytes unread (limit ${stream.allowance})`,
      );
    }
  }

  #eventText(event: EmulatorEvent): string {
    return `id: ${event.seq}\ndata: ${this.#redacted(event)}\n\n`;
  }

  #activityText(entry: ActivityEntry): string {
    return `event: activity\ndata: ${this.#redacted(entry)}\n\n`;
  }

  /** JSON without tokens, secrets or keys: by key, then any credential of the world in any value. */
  #redacted(value: EmulatorEvent | ActivityEntry): string {
    const json = JSON.stringify(value, (key, item) =>
      secretKey.test(key) && typeof item === 'string' ? RedactedMarker : item,
    );
    const secrets = this.#source().state.world.applications.flatMap((a) => [
      a.botToken,
      a.clientSecret,
      a.privateKey,
    ]);
    return redactSecrets(json, secrets);
  }
}

/**
 * The limits with their defaults (32 streams, 1 MiB a reader), each checked to be a positive integer.
 * @throws RangeError naming the bad limit (`client.maxStreams`)
 */
export function checkEventStreamLimits(limits: EventStreamLimits = {}): Required<EventStreamLimits> {
  const checked = { maxStreams: limits.maxStreams ?? 32, maxQueueBytes: limits.maxQueueBytes ?? 1024 * 1024 };
  for (const [name, value] of Object.entries(checked))
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`client.${name} must be a positive integer; got ${value}`);
  return checked;
}

/** Bytes a stream holds that its reader has not read (0 once it errored). */
function queuedOf(stream: OpenStream): number {
  return Math.max(0, -(stream.controller.desiredSize ?? 0));
}
