import { redactSecrets } from '@slashkit/api';
import type { RESTHooks } from '../hooks.js';
import type { Send } from '../pipeline/prepared-request.js';

/**
 * The innermost observer: reports every attempt to the hooks and the debug logger, with tokens redacted
 * from the path; returns `next` itself when nobody listens, so an unobserved client pays nothing.
 */
export function observeAttempts(
  next: Send,
  baseUrl: string,
  hooks: RESTHooks,
  debug: ((line: string) => void) | undefined,
  now: () => number,
): Send {
  if (!hooks.onRequest && !hooks.onResponse && !debug) return next;
  return async (request, attempt) => {
    const path = redactSecrets(request.url.slice(baseUrl.length), request.secrets);
    const base = { method: request.method, route: request.route, path, attempt };
    hooks.onRequest?.(base);
    debug?.(`→ ${request.method} ${path}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    const started = now();
    const response = await next(request, attempt);
    const duration = now() - started;
    const bucket = response.header('x-ratelimit-bucket') ?? undefined;
    hooks.onResponse?.({ ...base, status: response.status, duration, bucket });
    debug?.(`← ${response.status} ${request.method} ${path} in ${Math.round(duration)} ms`);
    return response;
  };
}
