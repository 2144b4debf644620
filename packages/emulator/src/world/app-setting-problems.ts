/**
 * The problems of a world file application's settings that `PATCH /applications/@me` also edits (`tags`,
 * `installParams`, `eventWebhooksUrl`, `eventWebhooksStatus`, `eventWebhooksTypes`, `roleConnectionsVerificationUrl`), each with its JSON
 * path under `at`. The values themselves are the service's rules, checked by the route; a world file is
 * held to their shapes.
 */
export function appSettingProblems(app: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const own = (key: string): unknown => (Object.hasOwn(app, key) ? app[key] : undefined);
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  for (const key of ['tags', 'eventWebhooksTypes'])
    if (own(key) !== undefined && !strings(own(key)))
      problems.push(`${at}.${key}: expected an array of strings`);
  const params = own('installParams');
  if (params !== undefined && params !== null) {
    const p = params as Record<string, unknown>;
    if (typeof params !== 'object' || !strings(p.scopes) || typeof p.permissions !== 'string')
      problems.push(
        `${at}.installParams: expected { scopes: string[], permissions: "decimal bit set" } or null`,
      );
  }
  for (const key of ['eventWebhooksUrl', 'roleConnectionsVerificationUrl']) {
    const url = own(key);
    if (url !== undefined && url !== null && (typeof url !== 'string' || !URL.canParse(url)))
      problems.push(`${at}.${key}: expected a URL or null`);
  }
  const status = own('eventWebhooksStatus');
  if (status !== undefined && status !== 1 && status !== 2 && status !== 3)
    problems.push(
      `${at}.eventWebhooksStatus: expected 1 (disabled), 2 (enabled) or 3 (disabled by the service)`,
    );
  return problems;
}
