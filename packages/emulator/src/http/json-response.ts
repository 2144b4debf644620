/**
 * A JSON response with the given status; `undefined` bodies (204) send nothing.
 * @example
 * return jsonResponse(201, command);
 */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined || status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
