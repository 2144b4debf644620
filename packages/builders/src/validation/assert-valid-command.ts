import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { validateApplicationCommand } from '@slashkit/api/validation';
import { CommandValidationError } from './command-validation-error.js';

/**
 * The one validation seam of the package: checks a built command body with `@slashkit/api/validation`
 * (dependency-free, so importing the builders stays cheap) and throws every problem at once.
 * @internal
 */
export function assertValidCommand(
  body: RESTPostAPIApplicationCommandJSONBody,
  scope: 'global' | 'guild',
): void {
  const result = validateApplicationCommand(body, { scope, mode: 'create' });
  if (!result.success) {
    const subject = body.name ? `command ${JSON.stringify(body.name)}` : 'command';
    throw new CommandValidationError(result.errors, scope === 'guild' ? `guild ${subject}` : subject);
  }
}
