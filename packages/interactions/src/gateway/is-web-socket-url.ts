/** Whether `value` is a ws:// or wss:// URL that parses (a hostile READY must not make the next connect throw). */
export function isWebSocketUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^wss?:\/\/\S+$/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
