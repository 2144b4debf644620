import {
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  InteractionResponseType,
  Limits,
  MessageFlags,
} from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';

/**
 * What the automatic deferral sends: a deferred reply (5), ephemeral or not, or a deferred update (6,
 * components and modals opened from one).
 */
export type DeferKind = 'reply' | 'ephemeral' | 'update';

/** Which call (or which automatic answer) became an interaction's one initial response. */
export type Acknowledgement =
  | 'reply'
  | 'defer'
  | 'auto-defer'
  | 'auto-deferUpdate'
  | 'respond'
  | 'auto-respond'
  | 'launchActivity'
  | 'update'
  | 'deferUpdate'
  | 'showModal';

/** The body of a deferral of `kind`: a deferred reply (5), ephemeral or not, or a deferred update (6). */
export function deferBody(kind: DeferKind): APIInteractionResponse {
  if (kind === 'update') return { type: InteractionResponseType.DeferredMessageUpdate };
  return kind === 'ephemeral'
    ? {
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: { flags: MessageFlags.Ephemeral },
      }
    : { type: InteractionResponseType.DeferredChannelMessageWithSource };
}

/**
 * What is sent when the deadline comes with nothing sent: an empty list of suggestions for autocomplete
 * (which cannot be deferred), else the deferral of `kind`.
 */
export function automaticAnswer(
  autocomplete: boolean,
  kind: DeferKind,
): { ack: Acknowledgement; body: APIInteractionResponse } {
  if (autocomplete)
    return {
      ack: 'auto-respond',
      body: { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } },
    };
  return { ack: kind === 'update' ? 'auto-deferUpdate' : 'auto-defer', body: deferBody(kind) };
}

/** `data` without the EPHEMERAL flag, which an edit cannot change. */
export function stripEphemeral(data: APIInteractionResponseMessageData): APIInteractionResponseMessageData {
  // Visibility is fixed by the initial response; an edit that asks for EPHEMERAL cannot change it.
  if (data.flags === undefined || (data.flags & MessageFlags.Ephemeral) === 0) return data;
  return { ...data, flags: data.flags & ~MessageFlags.Ephemeral };
}

/**
 * The error for `method()` called as an initial response after `ack` already was one, saying what was sent
 * and what to call instead.
 */
export function alreadyAcknowledged(
  method: string,
  ack: Acknowledgement | undefined,
  autoDeferMs: number | false,
): InteractionError {
  if (ack === 'auto-respond')
    return new InteractionError(
      'DEADLINE_PASSED',
      `${method}(): too late: no suggestions came within ${autoDeferMs} ms, so an empty list was sent. Autocomplete cannot be deferred; answer faster (e.g. from a cache).`,
    );
  if (ack === 'auto-defer' || ack === 'auto-deferUpdate')
    return new InteractionError(
      'ALREADY_ACKNOWLEDGED',
      `${method}(): the interaction was already deferred automatically after ${autoDeferMs} ms, and ${method}() only works as the initial response. Call it sooner, or raise autoDeferMs (keep it well under ${Limits.interactionResponseDeadlineMs}).`,
    );
  return new InteractionError(
    'ALREADY_ACKNOWLEDGED',
    `${method}(): this interaction was already answered by ${ack}(); an interaction takes exactly one initial response. Use followUp() to send another message, or editReply() to change the first one.`,
  );
}

/** The error for `method()` (an edit or a follow-up) called before any initial response. */
export function notAcknowledged(method: string): InteractionError {
  return new InteractionError(
    'NOT_ACKNOWLEDGED',
    `${method}(): nothing has been sent yet; call reply(), update() or defer() first.`,
  );
}
