/**
 * Whether a `Host` header names this emulator: `127.0.0.1`, `localhost`, `[::1]` and the bound host on
 * its port, or a name of `allowed` (`name:port` exactly, `name` with any port, `*` any name). Anything else
 * is refused, so a page whose own name resolves to 127.0.0.1 (DNS rebinding) cannot read the emulator.
 * @example
 * hostAllowList(8787, '127.0.0.1', ['emulator.internal'])('emulator.internal:8787'); // true
 */
export function hostAllowList(
  port: number,
  bound: string,
  allowed: readonly string[],
): (host: string) => boolean {
  const exact = new Set<string>();
  const names = new Set<string>();
  const boundName = bound.includes(':') ? `[${bound}]` : bound;
  for (const name of ['127.0.0.1', 'localhost', '[::1]', boundName])
    exact.add(`${name}:${port}`.toLowerCase());
  for (const entry of allowed) {
    const lower = entry.toLowerCase();
    // `name:port` or `[v6]:port` is exact; a bare name (or [v6]) allows any port.
    if (/:\d+$/.test(lower)) exact.add(lower);
    else names.add(lower);
  }
  return (host) => {
    const lower = host.toLowerCase();
    if (exact.has(lower) || names.has('*')) return true;
    const name = lower.replace(/:\d+$/, '');
    return names.has(name);
  };
}

/**
 * The default `Host` check when no allow-list is given: `127.0.0.1`, `localhost` and `[::1]` on `port`.
 * @example
 * loopbackHost('localhost:8787', 8787); // true
 */
export function loopbackHost(host: string, port: number): boolean {
  const lower = host.toLowerCase();
  return lower === `127.0.0.1:${port}` || lower === `localhost:${port}` || lower === `[::1]:${port}`;
}

/** What a request with a `Host` the emulator does not answer to is told (HTTP requests and upgrades alike). */
export const unknownHostMessage =
  'Unknown Host; the emulator answers only its own names (add others with allowedHosts)';
