import { constants, createDeflate, type Deflate } from 'node:zlib';
import { GatewayCompression } from '@slashkit/api';
import type { WebSocket } from 'ws';
import { ZstdRawStream } from './zstd-raw-stream.js';

/** The transport compression a connection asked for in its URL (`compress=`), or none. */
export type TransportCompression = (typeof GatewayCompression)[keyof typeof GatewayCompression] | false;

/**
 * How one gateway connection puts frames on its socket: JSON text frames; with `compress=zlib-stream` one
 * zlib deflate context for the whole connection, every payload written and flushed with Z_SYNC_FLUSH and
 * sent as one binary frame (ending in `00 00 ff ff`); with `compress=zstd-stream` one zstd frame for the
 * connection, each payload a binary frame of raw blocks ({@link ZstdRawStream}). Compressed frames leave in the order they were
 * written; `afterWrites` runs once every frame written so far has reached the socket, so a close never
 * overtakes the frames before it.
 * @see {@link https://discord.com/developers/docs/events/gateway#transport-compression | Transport compression}
 */
export class GatewayTransport {
  readonly #socket: WebSocket;
  readonly #deflate: Deflate | null;
  readonly #zstd: ZstdRawStream | null;
  #chunks: Buffer[] = [];
  /** Payloads written to the deflate context whose flush has not come back yet. */
  #pending = 0;
  /** The characters of those payloads. */
  #pendingLength = 0;
  #waiting: (() => void)[] = [];

  /** @param compress the transport compression the connection asked for, or false */
  constructor(socket: WebSocket, compress: TransportCompression) {
    this.#socket = socket;
    // Every write is flushed with Z_SYNC_FLUSH: one pass through zlib per payload, its output complete at once.
    this.#deflate =
      compress === GatewayCompression.ZlibStream ? createDeflate({ flush: constants.Z_SYNC_FLUSH }) : null;
    this.#zstd = compress === GatewayCompression.ZstdStream ? new ZstdRawStream() : null;
    this.#deflate?.on('data', (chunk: Buffer) => this.#chunks.push(chunk));
    // A zlib failure is a broken connection: the peer sees the socket end rather than the process crash.
    this.#deflate?.on('error', () => socket.terminate());
  }

  /** Whether frames are compressed (zlib-stream or zstd-stream). */
  get compressed(): boolean {
    return this.#deflate !== null || this.#zstd !== null;
  }

  /** Sends one payload (JSON text); dropped once the socket is no longer open. */
  write(text: string): void {
    const deflate = this.#deflate;
    if (this.#zstd) {
      // Synchronous: the frame is complete at once, in order with every other.
      if (this.#open()) this.#socket.send(this.#zstd.encode(Buffer.from(text)), { binary: true });
      return;
    }
    if (!deflate) {
      if (this.#open()) this.#socket.send(text);
      return;
    }
    this.#pending += 1;
    this.#pendingLength += text.length;
    deflate.write(text, () => {
      this.#pendingLength -= text.length;
      // Every byte of this payload's output was emitted before its write callback runs.
      const frame = Buffer.concat(this.#chunks);
      this.#chunks = [];
      if (this.#open()) this.#socket.send(frame, { binary: true });
      this.#pending -= 1;
      if (this.#pending === 0) for (const run of this.#waiting.splice(0)) run();
    });
  }

  /**
   * About how many bytes were written and have not left yet: the socket's buffer (`bufferedAmount`) plus
   * payloads still in the deflate context. Grows while the peer does not read.
   */
  get queuedBytes(): number {
    return this.#socket.bufferedAmount + this.#pendingLength;
  }

  /** Runs `then` once every payload written so far is on the socket (at once when nothing is pending). */
  afterWrites(then: () => void): void {
    if (this.#pending === 0) then();
    else this.#waiting.push(then);
  }

  /** Frees the deflate context (the socket has closed). */
  dispose(): void {
    this.#waiting = [];
    this.#deflate?.close();
  }

  #open(): boolean {
    return this.#socket.readyState === this.#socket.OPEN;
  }
}
