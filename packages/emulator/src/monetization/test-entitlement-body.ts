import {
  EntitlementOwnerType,
  FieldErrorCodes,
  isJsonObject,
  isSnowflake,
  lenientInteger,
  ownValue,
  type RESTPostAPITestEntitlementJSONBody,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { invalidForm } from '../http/http-error.js';

const ownerTypes: readonly number[] = Object.values(EntitlementOwnerType);

/**
 * The body of Create Test Entitlement, read as the service reads it (own properties only; `owner_type`
 * as an integer or a string of one), or a 400/50035 naming each bad field.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#create-test-entitlement | Create Test Entitlement}
 */
export function readTestEntitlementBody(body: unknown): RESTPostAPITestEntitlementJSONBody {
  if (!isJsonObject(body))
    throw invalidForm([{ path: [], code: FieldErrorCodes.ModelType, message: 'Expected an object.' }]);
  const fields = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const id = (name: 'sku_id' | 'owner_id'): string => {
    const value = ownValue(fields, name);
    if (isSnowflake(value)) return value;
    errors.push(
      value === undefined
        ? { path: [name], code: FieldErrorCodes.Required, message: 'This field is required' }
        : { path: [name], code: FieldErrorCodes.Snowflake, message: 'Value is not snowflake.' },
    );
    return '';
  };
  const skuId = id('sku_id');
  const ownerId = id('owner_id');
  const rawType = ownValue(fields, 'owner_type');
  const ownerType = lenientInteger(rawType);
  if (rawType === undefined)
    errors.push({ path: ['owner_type'], code: FieldErrorCodes.Required, message: 'This field is required' });
  else if (ownerType === undefined || !ownerTypes.includes(ownerType))
    errors.push({
      path: ['owner_type'],
      code: FieldErrorCodes.Choices,
      message: 'Value must be one of (1, 2): 1 for a guild, 2 for a user.',
    });
  if (errors.length > 0) throw invalidForm(errors);
  return { sku_id: skuId, owner_id: ownerId, owner_type: ownerType as EntitlementOwnerType };
}
