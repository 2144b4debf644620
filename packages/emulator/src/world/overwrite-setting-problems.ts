import { isJsonObject, isSnowflake, ownValue } from '@slashkit/api';

const bitSet = (value: unknown): boolean => typeof value === 'string' && /^\d+$/.test(value);

/**
 * The problems of a world file channel's `permissionOverwrites`, each with its JSON path under `at`: a list
 * of `{ id, type, allow, deny }`, `type` 0 (a role) or 1 (a member), `allow` and `deny` decimal permission
 * bit sets as strings. Checked here because every permission the emulator computes reads them as BigInts.
 */
export function overwriteSettingProblems(channel: Record<string, unknown>, at: string): string[] {
  const overwrites = ownValue(channel, 'permissionOverwrites');
  if (overwrites === undefined) return [];
  if (!Array.isArray(overwrites)) return [`${at}.permissionOverwrites: expected a list of overwrites`];
  const problems: string[] = [];
  overwrites.forEach((overwrite: unknown, i) => {
    const oat = `${at}.permissionOverwrites[${i}]`;
    if (!isJsonObject(overwrite)) {
      problems.push(`${oat}: expected an object { id, type, allow, deny }`);
      return;
    }
    if (!isSnowflake(ownValue(overwrite, 'id'))) problems.push(`${oat}.id: expected a role or user id`);
    const type = ownValue(overwrite, 'type');
    if (type !== 0 && type !== 1) problems.push(`${oat}.type: expected 0 (a role) or 1 (a member)`);
    for (const key of ['allow', 'deny'] as const)
      if (!bitSet(ownValue(overwrite, key)))
        problems.push(`${oat}.${key}: expected a decimal permission bit set as a string, e.g. "2048"`);
  });
  return problems;
}
