import { connect } from 'node:net';

/** Host names that are this machine: an endpoint there is served by a process on it. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|::1|0\.0\.0\.0|::)$/i;

/**
 * Before exec starts its command: whether something already accepts connections at the endpoint's host and
 * port on this machine. Resolves with that `host:port` when it does, else null. An endpoint elsewhere (a
 * tunnel's public address) is not checked: it may well answer before the bot runs, forwarding to it later.
 */
export function portTakenBefore(endpoint: string): Promise<string | null> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!loopback.test(host)) return Promise.resolve(null);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(url.host);
    });
    // Refused, unreachable or silent: nothing serves it yet.
    socket.once('timeout', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', () => resolve(null));
  });
}
