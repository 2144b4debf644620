import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type {
  RESTAPIRoleColors,
  RESTPatchAPIGuildRolePositionsJSONBody,
  RESTPostAPIGuildRoleJSONBody,
} from '../types/role-bodies.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { readObjectItems } from './rules/object-items.js';

// An image sent as image data: a data URI of a PNG, JPEG, GIF or WebP.
const imageData = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks the body of `POST /guilds/{id}/roles` and `PATCH /guilds/{id}/roles/{role_id}` as the service
 * does: `name` 1-100 characters, `permissions` a decimal bit set, `color` and each of `colors` an RGB value
 * (`colors.primary_color` required in it), `hoist` and `mentionable` booleans, `icon` image data,
 * `unicode_emoji` a string; every field may be null (left as it is, or the default). Returns the body
 * with numbers as numbers and the permissions as sent.
 * @example
 * validateGuildRoleBody({ name: 'mods', color: 0x3498db, hoist: true });
 * // { success: true, data: { name: 'mods', color: 3447003, hoist: true } }
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-role | Create Guild Role}
 */
export function validateGuildRoleBody(body: unknown): ValidationResult<RESTPostAPIGuildRoleJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: RESTPostAPIGuildRoleJSONBody = {};
  const name = f.string('name', { min: 1, max: GuildLimits.roleNameMaxLength, nullable: true });
  if (name !== undefined) data.name = name;
  const permissions = f.permissions('permissions', { nullable: true });
  if (permissions !== undefined) data.permissions = permissions === null ? null : permissions.toString();
  const color = f.integer('color', { min: 0, max: GuildLimits.colorMax, nullable: true });
  if (color !== undefined) data.color = color;
  const colors = f.object('colors', { nullable: true });
  if (colors === null) data.colors = null;
  else if (colors !== undefined) {
    c.path.push('colors');
    const read = readColors(new BodyFields(c, colors));
    c.path.pop();
    if (read) data.colors = read;
  }
  for (const key of ['hoist', 'mentionable'] as const) {
    const flag = f.boolean(key, { nullable: true });
    if (flag !== undefined) data[key] = flag;
  }
  const icon = f.string('icon', { nullable: true });
  if (typeof icon === 'string' && !imageData.test(icon))
    c.add(
      'icon',
      FieldErrorCodes.InvalidValue,
      'Expected image data: data:image/png;base64,… (PNG, JPEG, GIF or WebP)',
    );
  else if (icon !== undefined) data.icon = icon;
  const emoji = f.string('unicode_emoji', { min: 1, max: 32, nullable: true });
  if (emoji !== undefined) data.unicode_emoji = emoji;
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

function readColors(f: BodyFields): RESTAPIRoleColors | undefined {
  const range = { min: 0, max: GuildLimits.colorMax };
  if (!f.required('primary_color')) return undefined;
  const primary = f.integer('primary_color', range);
  const secondary = f.integer('secondary_color', { ...range, nullable: true });
  const tertiary = f.integer('tertiary_color', { ...range, nullable: true });
  if (primary === undefined || primary === null) return undefined;
  return {
    primary_color: primary,
    ...(secondary !== undefined ? { secondary_color: secondary } : {}),
    ...(tertiary !== undefined ? { tertiary_color: tertiary } : {}),
  };
}

/**
 * Checks the body of `PATCH /guilds/{id}/roles` (role positions): an array of at most 250 `{ id,
 * position }`, each id a snowflake listed once, each position an integer from 0 to 250 (or null: left as it is).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role-positions | Modify Guild Role Positions}
 */
export function validateRolePositions(
  body: unknown,
): ValidationResult<RESTPatchAPIGuildRolePositionsJSONBody> {
  const c = new ErrorCollector();
  if (!Array.isArray(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ListType,
      `Expected an array of { id, position }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  if (body.length > GuildLimits.rolesMax) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${GuildLimits.rolesMax} or fewer in length (got ${body.length})`,
    );
    return { success: false, errors: c.errors };
  }
  const seen = new Set<string>();
  const data: RESTPatchAPIGuildRolePositionsJSONBody = readObjectItems(c, body, (f) => {
    const id = f.required('id') ? f.snowflake('id') : undefined;
    const position = f.integer('position', { min: 0, max: GuildLimits.rolesMax, nullable: true });
    if (typeof id !== 'string') return undefined;
    if (seen.has(id)) {
      c.add('id', FieldErrorCodes.InvalidValue, `Role ${id} comes twice — list each role once`);
      return undefined;
    }
    seen.add(id);
    return { id, ...(position !== undefined ? { position } : {}) };
  });
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}
