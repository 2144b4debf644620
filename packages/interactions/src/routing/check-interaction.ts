import { type APIInteraction, InteractionType, isJsonObject } from '@slashkit/api';

/**
 * Checks the fields routing relies on, so that a malformed payload is refused up front instead of
 * failing inside a handler. Returns what is wrong, or undefined.
 */
export function checkInteraction(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'the body is not a JSON object';
  if (typeof value.type !== 'number') return 'type: expected an interaction type number';
  if (value.type === InteractionType.Ping) return undefined;
  if (typeof value.id !== 'string') return 'id: expected a snowflake string';
  if (typeof value.application_id !== 'string') return 'application_id: expected a snowflake string';
  if (typeof value.token !== 'string') return 'token: expected a string';
  const { data } = value;
  if (
    value.type === InteractionType.ApplicationCommand ||
    value.type === InteractionType.ApplicationCommandAutocomplete
  ) {
    if (!isJsonObject(data)) return 'data: expected an object';
    if (typeof data.name !== 'string') return 'data.name: expected a string';
    if (typeof data.type !== 'number') return 'data.type: expected a command type number';
    if (data.options !== undefined && !Array.isArray(data.options)) return 'data.options: expected an array';
  } else if (value.type === InteractionType.MessageComponent) {
    if (!isJsonObject(data)) return 'data: expected an object';
    if (typeof data.custom_id !== 'string') return 'data.custom_id: expected a string';
    if (typeof data.component_type !== 'number')
      return 'data.component_type: expected a component type number';
    if (!isJsonObject(value.message) || typeof value.message.id !== 'string')
      return 'message: expected the message that holds the component';
  } else if (value.type === InteractionType.ModalSubmit) {
    if (!isJsonObject(data)) return 'data: expected an object';
    if (typeof data.custom_id !== 'string') return 'data.custom_id: expected a string';
    if (!Array.isArray(data.components)) return 'data.components: expected an array';
    if (value.message !== undefined && !isJsonObject(value.message)) return 'message: expected an object';
  } else {
    return undefined;
  }
  if (data.resolved !== undefined && !isJsonObject(data.resolved)) return 'data.resolved: expected an object';
  const member = value.member;
  const user = isJsonObject(member) ? member.user : value.user;
  if (!isJsonObject(user) || typeof user.id !== 'string')
    return 'member.user or user: expected the invoking user';
  return undefined;
}

/** Narrows a checked value. */
export const isInteraction = (value: unknown): value is APIInteraction =>
  checkInteraction(value) === undefined;
