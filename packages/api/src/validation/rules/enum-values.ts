import { ApplicationCommandType } from '../../enums/application-command-type.js';

/** Whether `value` is one of the values of a numeric enum object (e.g. `ApplicationCommandType`). */
export function isEnumValue<E extends Record<string, number>>(
  enumObject: E,
  value: unknown,
): value is E[keyof E] {
  return typeof value === 'number' && Object.values(enumObject).includes(value);
}

/** The values of a numeric enum object as messages write a set of them: `{1, 2, 3, 4}`. */
export function enumValueList(enumObject: Record<string, number>): string {
  return `{${Object.values(enumObject).join(', ')}}`;
}

/** Command type names as Discord's docs write them, for messages. */
export const commandTypeNames: Readonly<Record<number, string>> = {
  [ApplicationCommandType.ChatInput]: 'CHAT_INPUT',
  [ApplicationCommandType.User]: 'USER',
  [ApplicationCommandType.Message]: 'MESSAGE',
  [ApplicationCommandType.PrimaryEntryPoint]: 'PRIMARY_ENTRY_POINT',
};
