/** A promise with its settle functions, for a result that arrives through events. */
export interface Deferred<T, E = unknown> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: E): void;
}

/** Creates a {@link Deferred}. */
export function createDeferred<T, E = unknown>(): Deferred<T, E> {
  let resolve!: (value: T) => void;
  let reject!: (error: E) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
