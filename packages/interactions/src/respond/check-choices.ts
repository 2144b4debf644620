import { type APIApplicationCommandOptionChoice, Limits } from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';

/** Checks suggestions the way the service would, so a bad list fails in the handler with a clear message. */
export const checkChoices = (choices: readonly APIApplicationCommandOptionChoice[]): void => {
  if (!Array.isArray(choices))
    throw new InteractionError(
      'INVALID_RESPONSE',
      'respond(): expected an array of { name, value } choices.',
    );
  const issues: string[] = [];
  if (choices.length > Limits.autocompleteChoices)
    issues.push(
      `${choices.length} choices given; at most ${Limits.autocompleteChoices} are allowed (use choices.slice(0, ${Limits.autocompleteChoices}))`,
    );
  choices.forEach((choice, i) => {
    const name = choice?.name;
    if (
      typeof name !== 'string' ||
      name.length < Limits.choiceNameMinLength ||
      name.length > Limits.choiceNameMaxLength
    )
      issues.push(
        `choices[${i}].name: must be a string of ${Limits.choiceNameMinLength}-${Limits.choiceNameMaxLength} characters`,
      );
    const value = choice?.value;
    if (
      typeof value === 'string'
        ? value.length > Limits.choiceStringValueMaxLength
        : typeof value !== 'number' || !Number.isFinite(value)
    )
      issues.push(
        `choices[${i}].value: must be a string of at most ${Limits.choiceStringValueMaxLength} characters or a finite number`,
      );
  });
  if (issues.length)
    throw new InteractionError('INVALID_RESPONSE', `respond(): ${issues.join('; ')}.`, { issues });
};
