/** `.` and `..`, spelled plainly or percent-encoded (`%2e`, `%2E`), in any mix. */
const dotSegment = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a raw request target (path and query as sent) has a `.` or `..` path segment, plainly or
 * percent-encoded, or a backslash (which URL parsers read as `/`). The URL parser would resolve such
 * segments, so `/api/v10/%2e%2e/%2e%2e/_emulator/world` would reach `/_emulator/world`: through a proxy
 * that exposes only `/api/`, that is the admin API. No route has such a path, so they are refused.
 * @example
 * hasDotSegment('/api/v10/%2e%2e/_emulator/world'); // true
 */
export function hasDotSegment(target: string): boolean {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (path.includes('\\') || /%5c/i.test(path)) return true;
  return path.split('/').some((segment) => dotSegment.test(segment));
}

/** What a request (or WebSocket upgrade) whose path has a dot segment is told. */
export const dotSegmentMessage = 'The path has a . or .. segment (possibly percent-encoded); none is allowed';
