import { GuildLimits } from '@slashkit/api';

/**
 * The problems of a world file role's optional settings (`position`, `color`, `secondaryColor`,
 * `tertiaryColor`, `hoist`, `mentionable`, `icon`, `unicodeEmoji`), each with its JSON path under `at`.
 */
export function roleSettingProblems(role: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const own = (key: string): unknown => (Object.hasOwn(role, key) ? role[key] : undefined);
  const position = own('position');
  if (position !== undefined && !(Number.isInteger(position) && (position as number) >= 0))
    problems.push(`${at}.position: expected a non-negative integer`);
  for (const key of ['color', 'secondaryColor', 'tertiaryColor']) {
    const color = own(key);
    if (color === undefined || (color === null && key !== 'color')) continue;
    if (!(Number.isInteger(color) && (color as number) >= 0 && (color as number) <= GuildLimits.colorMax))
      problems.push(`${at}.${key}: expected an RGB value from 0 to ${GuildLimits.colorMax} (0xffffff)`);
  }
  for (const key of ['hoist', 'mentionable']) {
    const flag = own(key);
    if (flag !== undefined && typeof flag !== 'boolean')
      problems.push(`${at}.${key}: expected true or false`);
  }
  for (const key of ['icon', 'unicodeEmoji']) {
    const text = own(key);
    if (text !== undefined && text !== null && typeof text !== 'string')
      problems.push(`${at}.${key}: expected a string or null`);
  }
  return problems;
}
