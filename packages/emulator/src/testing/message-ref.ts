import { InteractionResponseType } from '@slashkit/api';
import type { AnsweredInteraction } from './interaction-result.js';
import { TestClientError } from './test-client-error.js';

/**
 * A message, as a test finds it: its id, the message itself (anything with its `id`), or an answered
 * interaction, meaning the message its user sees from it (a component's message after an update, else the
 * reply).
 */
export type MessageRef = string | { readonly id: string } | AnsweredInteraction;

/** The id of the message a {@link MessageRef} names. */
export function messageIdOf(ref: MessageRef): string {
  if (typeof ref === 'string') return ref;
  if (!('interactionId' in ref)) return ref.id;
  const message = ref.message ?? ref.messages[0];
  if (!message)
    throw new TestClientError(
      `interaction ${ref.interactionId} made no message (response type ${ref.responseType}); pass the message or its id`,
    );
  return message.id;
}

/**
 * The message an answered interaction's later edits change: a component's message after a deferred update
 * or an update (6, 7), else its reply.
 */
export function editedMessageOf(result: AnsweredInteraction) {
  const updatesComponent =
    result.responseType === InteractionResponseType.DeferredMessageUpdate ||
    result.responseType === InteractionResponseType.UpdateMessage;
  const message = updatesComponent ? result.message : result.messages[0];
  if (!message)
    throw new TestClientError(
      `interaction ${result.interactionId} has no message to edit (response type ${result.responseType})`,
    );
  return message;
}
