import { constants, createInflate } from 'node:zlib';
import { WebSocket } from 'ws';
import type { Json } from './harness.js';

// A raw gateway client for the emulator's gateway tests: speaks the protocol frame by frame.

export interface Frame {
  op: number;
  d: Json;
  s: number | null;
  t: string | null;
}

/**
 * A raw gateway client: frames queue up until a test takes them, in order. With `zlib`, it reads the
 * zlib-stream transport as a library does: one inflate context for the connection, fed every binary frame
 * and flushed at each; the raw frames stay in `binary` for tests to inspect.
 */
export class RawClient {
  readonly frames: Frame[] = [];
  /** With `zlib`: every frame as received (the test checks they are binary and end in 00 00 ff ff). */
  readonly binary: { isBinary: boolean; bytes: Buffer }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  #wake: (() => void) | undefined;

  private constructor(
    readonly ws: WebSocket,
    zlib: boolean,
  ) {
    const inflate = zlib ? createInflate() : null;
    const inflated: Buffer[] = [];
    inflate?.on('data', (chunk: Buffer) => inflated.push(chunk));
    ws.on('message', (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[]);
      if (!inflate) {
        this.frames.push(JSON.parse(bytes.toString()) as Frame);
        this.#wake?.();
        return;
      }
      this.binary.push({ isBinary, bytes });
      inflate.write(bytes);
      inflate.flush(constants.Z_SYNC_FLUSH, () => {
        this.frames.push(JSON.parse(Buffer.concat(inflated.splice(0)).toString()) as Frame);
        this.#wake?.();
      });
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.#wake?.();
      });
    });
  }

  static async open(url: string, options: { zlib?: boolean } = {}): Promise<RawClient> {
    const ws = new WebSocket(url);
    const client = new RawClient(ws, options.zlib === true);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** The next frame (optionally the next with this op), removing it and every frame before it. */
  async next(op?: number): Promise<Frame> {
    for (;;) {
      const index = this.frames.findIndex((f) => op === undefined || f.op === op);
      if (index >= 0) return this.frames.splice(0, index + 1).at(-1)!;
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed while waiting for op ${op}`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close(4000);
    await this.closed;
  }
}
