import {
  type APIEntitlement,
  compareSnowflakes,
  FieldErrorCodes,
  isSnowflake,
  type Snowflake,
} from '@slashkit/api';
import { throwIfInvalid } from '../http/http-error.js';
import { QueryValues } from '../http/query-values.js';
import { hasEnded } from '../premium/active-entitlements.js';

/** The most SKU ids `sku_ids` takes (the document's `maxItems`). */
const maxSkuIds = 100;

/**
 * The page of List Entitlements that `url` asks for, from `all` (an app's entitlements in order of id):
 * filtered by `user_id`, `guild_id` and `sku_ids` (comma-separated), without ended ones when
 * `exclude_ended`, without deleted ones unless `exclude_deleted=false`; `after` the first `limit` (1-100,
 * 100) after an id, `before` the last `limit` before one, in order of id. A malformed parameter is a
 * 400/50035 at its name.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#list-entitlements | List Entitlements}
 */
export function entitlementPage(all: readonly APIEntitlement[], url: URL, now: number): APIEntitlement[] {
  const query = new QueryValues(url);
  const userId = query.snowflake('user_id');
  const guildId = query.snowflake('guild_id');
  const before = query.snowflake('before');
  const after = query.snowflake('after');
  const limit = query.integer('limit', 100, 1, 100);
  const excludeEnded = query.boolean('exclude_ended', false);
  const excludeDeleted = query.boolean('exclude_deleted', true);
  const skuIds = skuIdList(url, query);
  throwIfInvalid(query.errors);
  const matching = all.filter(
    (e) =>
      (userId === undefined || e.user_id === userId) &&
      (guildId === undefined || e.guild_id === guildId) &&
      (skuIds === undefined || skuIds.has(e.sku_id)) &&
      !(excludeDeleted && e.deleted) &&
      !(excludeEnded && hasEnded(e, now)) &&
      (before === undefined || compareSnowflakes(e.id, before) < 0) &&
      (after === undefined || compareSnowflakes(e.id, after) > 0),
  );
  const page =
    before !== undefined && after === undefined ? matching.slice(-limit) : matching.slice(0, limit);
  return page.map((e) => structuredClone(e));
}

/** `sku_ids`: comma-separated snowflakes (at most 100), or undefined when absent. */
function skuIdList(url: URL, query: QueryValues): Set<Snowflake> | undefined {
  const text = url.searchParams.get('sku_ids');
  if (text === null) return undefined;
  const ids = text.split(',').filter((id) => id !== '');
  ids.forEach((id, index) => {
    if (!isSnowflake(id))
      query.errors.push({
        path: ['sku_ids', index],
        code: FieldErrorCodes.Snowflake,
        message: `Value "${String(id).slice(0, 40)}" is not snowflake.`,
      });
  });
  if (ids.length > maxSkuIds)
    query.errors.push({
      path: ['sku_ids'],
      code: FieldErrorCodes.MaxLength,
      message: `Must be ${maxSkuIds} or fewer in length.`,
    });
  return new Set(ids);
}
