// Node's Buffer where the runtime has one: allocUnsafe skips the zero-fill of a new Uint8Array, and a
// small one is a view of Node's shared pool, so that handing it to node:crypto creates no ArrayBuffer of
// its own (a small Uint8Array lives inside the JavaScript heap, and would be copied out of it first).
const nodeBuffer = (globalThis as { Buffer?: { allocUnsafe(size: number): Uint8Array } }).Buffer;

/** `size` bytes whose every byte the caller writes before use: their initial content is undefined. */
export const allocateBytes = (size: number): Uint8Array<ArrayBuffer> =>
  (nodeBuffer ? nodeBuffer.allocUnsafe(size) : new Uint8Array(size)) as Uint8Array<ArrayBuffer>;
