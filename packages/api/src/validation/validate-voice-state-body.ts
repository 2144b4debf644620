import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** A checked voice state edit: each field absent (undefined) when the body left it out. */
export interface CheckedVoiceStateBody {
  channelId?: Snowflake;
  suppress?: boolean;
  /** Epoch milliseconds, or null to withdraw a request to speak (the bot's own state only). */
  requestToSpeakAt?: number | null;
}

/** Which voice state a body edits: the bot's own (`self`, which may ask to speak) or a member's. */
export interface VoiceStateBodyOptions {
  self: boolean;
  /** The clock's now (epoch ms): a request to speak may not be in the past. */
  now: number;
}

/**
 * Checks the body of `PATCH /guilds/{id}/voice-states/@me` (`self`) or `…/{user_id}` as the service does:
 * `channel_id` a snowflake, `suppress` a boolean (null: unchanged), and for the bot's own state
 * `request_to_speak_timestamp` an ISO 8601 timestamp not in the past, or null; any other field is ignored.
 * @example
 * validateVoiceStateBody({ suppress: false }, { self: true, now: Date.now() });
 * @see {@link https://discord.com/developers/docs/resources/voice#modify-current-user-voice-state | Modify Current User Voice State}
 */
export function validateVoiceStateBody(
  body: unknown,
  options: VoiceStateBodyOptions,
): ValidationResult<CheckedVoiceStateBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedVoiceStateBody = {};
  const channelId = f.snowflake('channel_id', { nullable: true });
  if (typeof channelId === 'string') data.channelId = channelId;
  const suppress = f.boolean('suppress', { nullable: true });
  if (typeof suppress === 'boolean') data.suppress = suppress;
  if (options.self && f.has('request_to_speak_timestamp')) {
    const at = f.string('request_to_speak_timestamp', { nullable: true });
    if (at === null) data.requestToSpeakAt = null;
    else if (typeof at === 'string') {
      const time = Date.parse(at);
      if (Number.isNaN(time))
        c.add(
          'request_to_speak_timestamp',
          FieldErrorCodes.InvalidValue,
          `${JSON.stringify(at)} is not an ISO 8601 timestamp`,
        );
      // A second of slack: the caller's clock and the emulator's may differ by a request's time.
      else if (time < options.now - 1000)
        c.add(
          'request_to_speak_timestamp',
          FieldErrorCodes.InvalidValue,
          `Request to speak timestamp must be the present or a future time, not ${at}`,
        );
      else data.requestToSpeakAt = time;
    }
  }
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}
