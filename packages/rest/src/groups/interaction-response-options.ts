import type { MessageCallOptions } from '../files/message-call-options.js';

/**
 * Options of `rest.interactions.createInteractionResponse`: a reply (4) or an update (7) may carry `files`.
 */
export interface InteractionResponseOptions extends MessageCallOptions {
  /** Ask for the created resource (`with_response=true`): the call then resolves with it instead of `undefined`. */
  withResponse?: boolean;
}
