import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { InviteTargetType } from '../types/invite.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** An invite's settings as the service stores them, defaults applied. */
export interface CheckedInviteBody {
  maxAge: number;
  maxUses: number;
  temporary: boolean;
  unique: boolean;
  targetType: InviteTargetType | null;
  targetUserId: Snowflake | null;
  targetApplicationId: Snowflake | null;
}

/**
 * Checks the body of `POST /channels/{id}/invites` as the service does (an absent body is an empty one):
 * `max_age` 0-604800 (86400), `max_uses` 0-100 (0), `temporary` and `unique` booleans, `target_type` 1
 * (a stream: `target_user_id` required) or 2 (an embedded application: `target_application_id`
 * required); each nullable. Returns the settings with their defaults.
 * @example
 * validateInviteBody({ max_age: 3600, max_uses: 1 }); // { success: true, data: { maxAge: 3600, maxUses: 1, … } }
 * @see {@link https://discord.com/developers/docs/resources/channel#create-channel-invite | Create Channel Invite}
 */
export function validateInviteBody(body: unknown): ValidationResult<CheckedInviteBody> {
  const c = new ErrorCollector();
  const given = body === undefined ? {} : body;
  if (!isJsonObject(given)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(given)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, given);
  const maxAge = f.integer('max_age', { min: 0, max: GuildLimits.inviteMaxAgeMax, nullable: true });
  const maxUses = f.integer('max_uses', { min: 0, max: GuildLimits.inviteMaxUsesMax, nullable: true });
  const temporary = f.boolean('temporary', { nullable: true });
  const unique = f.boolean('unique', { nullable: true });
  const targetType = f.integer('target_type', { min: 1, max: 2, nullable: true }) as
    | InviteTargetType
    | null
    | undefined;
  const targetUserId = f.snowflake('target_user_id', { nullable: true });
  const targetApplicationId = f.snowflake('target_application_id', { nullable: true });
  if (targetType === 1 && !targetUserId)
    c.add('target_user_id', FieldErrorCodes.Required, 'A stream invite (target_type 1) needs target_user_id');
  if (targetType === 2 && !targetApplicationId)
    c.add(
      'target_application_id',
      FieldErrorCodes.Required,
      'An embedded application invite (target_type 2) needs target_application_id',
    );
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  return {
    success: true,
    data: {
      maxAge: maxAge ?? GuildLimits.inviteMaxAgeDefault,
      maxUses: maxUses ?? 0,
      temporary: temporary ?? false,
      unique: unique ?? false,
      targetType: targetType ?? null,
      targetUserId: targetType === 1 ? (targetUserId ?? null) : null,
      targetApplicationId: targetType === 2 ? (targetApplicationId ?? null) : null,
    },
  };
}
