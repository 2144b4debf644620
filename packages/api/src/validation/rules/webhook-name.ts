import { FieldErrorCodes } from '../../error-codes.js';
import { WebhookLimits } from '../../webhook-limits.js';
import type { ErrorCollector } from './collector.js';
import { checkText } from './component-fields.js';

// Nicknames may not be these, whole: a webhook's name and username follow the nickname rules.
const reservedNames: readonly string[] = ['everyone', 'here'];

/**
 * Checks a webhook's `name` or an execution's `username`: 1-80 characters, not "everyone" or "here", and
 * without "clyde" or "discord" anywhere in it (any case). Returns the name when it is valid.
 * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
 */
export function checkWebhookName(
  c: ErrorCollector,
  key: string,
  value: unknown,
  required?: string,
): string | undefined {
  const name = checkText(c, key, value, WebhookLimits.nameMinLength, WebhookLimits.nameMaxLength, required);
  if (name === undefined) return undefined;
  const lower = name.toLowerCase();
  const part = WebhookLimits.reservedNameParts.find((reserved) => lower.includes(reserved));
  if (part !== undefined) {
    c.add(key, FieldErrorCodes.UsernameInvalid, `Username cannot contain "${part}" — pick another name`);
    return undefined;
  }
  if (reservedNames.includes(lower.trim())) {
    c.add(key, FieldErrorCodes.UsernameInvalid, `Username cannot be "${lower.trim()}" — pick another name`);
    return undefined;
  }
  return name;
}
