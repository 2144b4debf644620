import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** A checked prune: the days of inactivity, the roles whose holders may go too, whether to count. */
export interface CheckedGuildPrune {
  days: number;
  includeRoles: Snowflake[];
  computePruneCount: boolean;
  /** The deprecated `reason` of the body (the `X-Audit-Log-Reason` header wins over it). */
  reason: string | null;
}

/**
 * Checks the body of `POST /guilds/{id}/prune` as the service does (an absent body is an empty one):
 * `days` 1-30 (7 by default), `compute_prune_count` a boolean (true by default), `include_roles` at most
 * 250 role ids, each once, the deprecated `reason` 1-512 characters.
 * @example
 * validateGuildPruneBody({ days: 30, include_roles: ['1'] });
 * @see {@link https://discord.com/developers/docs/resources/guild#begin-guild-prune | Begin Guild Prune}
 */
export function validateGuildPruneBody(body: unknown): ValidationResult<CheckedGuildPrune> {
  const c = new ErrorCollector();
  if (body === undefined) body = {};
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const days = f.integer('days', { min: 1, max: GuildLimits.pruneDaysMax, nullable: true });
  const compute = f.boolean('compute_prune_count', { nullable: true });
  const roles = f.snowflakes('include_roles', { max: GuildLimits.rolesMax, unique: true, nullable: true });
  const reason = f.string('reason', { min: 1, max: GuildLimits.auditLogReasonMaxLength, nullable: true });
  return c.errors.length === 0
    ? {
        success: true,
        data: {
          days: days ?? GuildLimits.pruneDaysDefault,
          includeRoles: roles ?? [],
          computePruneCount: compute ?? true,
          reason: reason ?? null,
        },
      }
    : { success: false, errors: c.errors };
}
