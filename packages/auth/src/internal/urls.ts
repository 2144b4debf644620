import { DefaultBaseUrl } from '@slashkit/api';
import { AuthError } from '../auth-error.js';

/** Parses an absolute URL option or throws a message naming the option and the expected form. */
export function parseUrlOption(value: string, name: string, example: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new AuthError(
      'INVALID_ARGUMENT',
      `${name} must be an absolute URL such as ${example}; got ${JSON.stringify(value)}.`,
    );
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Secrets travel to this URL, so plain http is allowed only to this machine (the emulator). */
export function requireSecureUrl(url: URL, name: string): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return;
  throw new AuthError(
    'INVALID_ARGUMENT',
    `${name} must use https (plain http is allowed only for 127.0.0.1, localhost or [::1], e.g. the emulator); got ${url.origin}.`,
  );
}

/**
 * Checks the `apiBaseUrl` option (the service's by default) and returns it without trailing slashes. Token
 * calls send secrets there, so it must be https (plain http only to this machine) and carry no credentials,
 * which would otherwise travel, and be shown, with every request URL.
 */
export function parseApiBaseUrl(value: string | undefined): string {
  const url = parseUrlOption(value ?? DefaultBaseUrl, 'apiBaseUrl', 'https://discord.com/api/v10');
  requireSecureUrl(url, 'apiBaseUrl');
  if (url.username !== '' || url.password !== '') {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'apiBaseUrl must not contain a user name or password (they would be sent and shown with every request); remove them and authenticate with clientSecret.',
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** The URL without query and fragment, for comparing a callback with the redirect URI it should hit. */
export function withoutQuery(url: URL): string {
  const copy = new URL(url.href);
  copy.search = '';
  copy.hash = '';
  return copy.href;
}
