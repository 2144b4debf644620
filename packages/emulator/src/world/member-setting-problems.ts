/**
 * The problems of a world file member's optional state (`nick`, `joinedAt`, `communicationDisabledUntil`,
 * `mute`, `deaf`, `flags`), each with its JSON path under `at`.
 */
export function memberSettingProblems(member: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const own = (key: string): unknown => (Object.hasOwn(member, key) ? member[key] : undefined);
  const nick = own('nick');
  if (nick !== undefined && nick !== null && typeof nick !== 'string')
    problems.push(`${at}.nick: expected a string or null`);
  for (const key of ['joinedAt', 'communicationDisabledUntil']) {
    const time = own(key);
    if (time === undefined || (time === null && key !== 'joinedAt')) continue;
    if (typeof time !== 'string' || Number.isNaN(Date.parse(time)))
      problems.push(`${at}.${key}: expected an ISO 8601 timestamp, e.g. "2025-01-01T12:00:00.000Z"`);
  }
  for (const key of ['mute', 'deaf']) {
    const flag = own(key);
    if (flag !== undefined && typeof flag !== 'boolean')
      problems.push(`${at}.${key}: expected true or false`);
  }
  const flags = own('flags');
  if (flags !== undefined && !(Number.isInteger(flags) && (flags as number) >= 0))
    problems.push(`${at}.flags: expected a non-negative integer bit set`);
  return problems;
}
