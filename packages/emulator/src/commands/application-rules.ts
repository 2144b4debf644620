import {
  ApplicationCommandType,
  FieldErrorCodes,
  type RESTPostAPIApplicationCommandJSONBody,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { hasActivities } from '../world/application-flags.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The rules that depend on the application's settings, checked after the body rules: entry-point commands
 * and `handler` only for apps with Activities (EMBEDDED flag), no age-restricted commands for apps with
 * discovery enabled, and `integration_types` only from the installation contexts the app supports.
 * Paths are prefixed with `prefix` (the item index in a bulk overwrite).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#agerestricted-commands | Age-restricted commands},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts}
 */
export function checkApplicationRules(
  body: RESTPostAPIApplicationCommandJSONBody,
  application: EmulatorApplication,
  prefix: (string | number)[] = [],
): FieldError[] {
  const errors: FieldError[] = [];
  const activities = hasActivities(application);
  if (body.type === ApplicationCommandType.PrimaryEntryPoint && !activities) {
    errors.push({
      path: [...prefix, 'type'],
      code: FieldErrorCodes.CommandFieldInvalid,
      message: `PRIMARY_ENTRY_POINT commands are only for apps with Activities enabled (EMBEDDED flag); application ${application.id} has none — enable Activities or use another type`,
    });
  }
  if (body.handler !== undefined && !activities) {
    errors.push({
      path: [...prefix, 'handler'],
      code: FieldErrorCodes.CommandFieldInvalid,
      message: `\`handler\` is only accepted for apps with Activities enabled (EMBEDDED flag); application ${application.id} has none — remove it`,
    });
  }
  if (body.nsfw === true && application.discoverable) {
    errors.push({
      path: [...prefix, 'nsfw'],
      code: FieldErrorCodes.CommandFieldInvalid,
      message: `Apps with discovery enabled cannot have age-restricted commands; application ${application.id} is discoverable — set nsfw to false or turn discovery off`,
    });
  }
  body.integration_types?.forEach((type, index) => {
    if (!application.integrationTypes.includes(type)) {
      errors.push({
        path: [...prefix, 'integration_types', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Installation context ${type} is not supported by application ${application.id} (it supports ${JSON.stringify(application.integrationTypes)}) — remove it or enable that install type for the app`,
      });
    }
  });
  return errors;
}
