/**
 * `@slashkit/interactions`
 * @packageDocumentation
 * @module @slashkit/interactions
 */
// @slashkit/interactions: verify -> parse -> route -> respond, as a Fetch handler (`fetch(Request)`), with a
// node:http adapter under `@slashkit/interactions/node`. Importing it loads neither zod nor undici.

export { attachmentUrl } from './attachment-url.js';
export {
  type AutocompleteHandler,
  type AutocompleteHandlerMap,
  type CommandHandler,
  type CommandHandlers,
  type CommandRegistration,
  command,
  type NoAutocompleteOptionError,
} from './command.js';
export type { CommandDefinition } from './command-definition.js';
export {
  type ComponentContextOf,
  type ComponentDefinition,
  type ComponentHandler,
  type ComponentHandlers,
  type ComponentIdDefinition,
  type ComponentRegistration,
  component,
} from './component.js';
export type { AutocompleteContext } from './context/autocomplete-context.js';
export type { BaseInteractionContext } from './context/base-interaction-context.js';
export type { ChatInputContext } from './context/chat-input-context.js';
export type { AwaitComponentOptions, ComponentContext } from './context/component-context.js';
export type { EntryPointContext } from './context/entry-point-context.js';
export type { FocusedOption } from './context/focused-option.js';
export type { InteractionContext } from './context/interaction-context.js';
export type { MessageAnswers } from './context/message-answers.js';
export type { MessageCommandContext } from './context/message-command-context.js';
export type { MessageReplies } from './context/message-replies.js';
export type { ModalContext } from './context/modal-context.js';
export type { RepliableContext } from './context/repliable-context.js';
export type { UserCommandContext } from './context/user-command-context.js';
export {
  createInteractionHandler,
  type DispatchOptions,
  type InteractionHandler,
  type InteractionHandlerOptions,
} from './create-interaction-handler.js';
export {
  createSignatureVerifier,
  type Ed25519Backend,
  type RawBody,
  type SignatureVerifier,
  type SignatureVerifierOptions,
} from './create-signature-verifier.js';
export { type CustomIdParams, formatCustomId } from './custom-id-pattern.js';
export { defaultMaxTimestampAgeSeconds } from './default-max-timestamp-age.js';
export type { AutoDeferKind } from './handler-registration.js';
export type { WaitUntil } from './http/handle-http-request.js';
export type { InteractionHttpRequest } from './http/interaction-http-request.js';
export type { InteractionHttpResponse } from './http/interaction-http-response.js';
export type {
  AutocompleteContextOf,
  AutocompleteFocusOf,
  AutocompleteOptionsOf,
  CommandContextOf,
  CommandOptionsOf,
  CommandTypeOf,
} from './infer-command.js';
export { InteractionError, type InteractionErrorCode } from './interaction-error.js';
export type { InteractionErrorInfo } from './interaction-error-info.js';
export {
  type ModalContextOf,
  type ModalDefinition,
  type ModalHandler,
  type ModalHandlers,
  type ModalRegistration,
  modal,
} from './modal.js';
export type { DeferOptions } from './respond/defer-options.js';
export type { InteractionMessage } from './respond/interaction-message.js';
export type {
  InteractionFileOptions,
  InteractionRestClient,
  InteractionRestMethods,
} from './respond/interaction-rest-client.js';
export type { MessageComponentInput } from './respond/message-components.js';
export type { ModalInput } from './respond/modal-input.js';
export type { RespondFunction } from './respond/respond-function.js';
export type { ResolvedChannel, ResolvedMentionable, ResolvedUser } from './routing/resolved-values.js';
export {
  InteractionChannels,
  type InteractionEndMessage,
  type InteractionErrorMessage,
  type InteractionInfo,
  type InteractionOutcome,
  type InteractionRespondMessage,
  type InteractionStartMessage,
  type InteractionTransport,
} from './telemetry/interaction-channels.js';
export { verifySignature } from './verify-signature.js';
export {
  createWebhookEventHandler,
  type UnknownWebhookEvent,
  type WebhookEventErrorInfo,
  type WebhookEventHandler,
  type WebhookEventHandlerOptions,
} from './webhook-events/create-webhook-event-handler.js';
export type { WebhookEvent, WebhookEventHandlers } from './webhook-events/webhook-event.js';
