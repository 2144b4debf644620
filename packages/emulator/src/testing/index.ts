/**
 * `@slashkit/emulator/testing`: a typed client that drives a bot through a running emulator as the users of
 * its world would: run commands by their builders (options typed as handlers get them), type into
 * autocomplete, use context menus, click buttons, choose in selects, submit modals, read the messages a
 * user sees and wait for edits and follow-ups. Results say whether the app answered, failed, or never saw
 * the interaction (a refusal, with the emulator's reason); `assertAnswered` fails a test with that reason.
 * Works from any test runner (vitest, Jest, `node:test`).
 * @packageDocumentation
 * @module @slashkit/emulator/testing
 */

export { EmulatorError, type EmulatorErrorCode } from '../errors/emulator-error.js';
export type { InvocationOutcome } from '../interactions/delivery/invocation-outcome.js';
export type { EmulatorMessage } from '../state/emulator-message.js';
export type { OpenModal } from '../state/open-modals.js';
export { assertAnswered, assertRefused } from './assert-answered.js';
export type { AttachmentInput } from './attachment-input.js';
export type {
  ChatInputCommandRef,
  CommandInput,
  CommandInputArgs,
  MessageCommandRef,
  OptionInput,
  OptionName,
  OptionValuesInput,
  PartialCommandInput,
  UserCommandRef,
} from './command-input.js';
export type { ComponentRef, SelectValuesInput } from './component-ref.js';
export type { EmulatorTarget } from './emulator-target.js';
export { InteractionAssertionError } from './interaction-assertion-error.js';
export type {
  AnsweredInteraction,
  ComponentResult,
  FailedInteraction,
  InteractionResult,
  OpenedLink,
  PurchasedSku,
  RefusalReason,
  RefusedInteraction,
} from './interaction-result.js';
export type { MessageRef } from './message-ref.js';
export type { WaitOptions } from './message-waits.js';
export type { ModalFieldInput, ModalInput, ModalRef } from './modal-input.js';
export {
  connectTestClient,
  type EntitlementGrant,
  TestClient,
  type TestClientOptions,
} from './test-client.js';
export { TestClientError } from './test-client-error.js';
export {
  type ModerationOptions,
  TestGuild,
  type TimeoutInput,
  type UserRef,
} from './test-guild.js';
export type { PlaceInput, TestPlace } from './test-place.js';
export { type ActionOptions, TestUser } from './test-user.js';
export type { StartedThread, StartThreadOptions, ThreadRef } from './thread-input.js';
