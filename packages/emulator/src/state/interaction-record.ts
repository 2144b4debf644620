import type { APIInteraction, APIInteractionResponse, Snowflake } from '@slashkit/api';

/** Where an interaction stands: waiting for its first response, answered, or failed (deadline, bad answer). */
export type InteractionState = 'pending' | 'acknowledged' | 'failed';

/**
 * The emulator's record of one interaction it delivered: the payload, its token's deadlines on the emulator
 * clock, the initial response and the messages it produced.
 */
export interface InteractionRecord {
  readonly id: Snowflake;
  /** Secret: never logged, never put in a message. */
  readonly token: string;
  readonly applicationId: Snowflake;
  /** The delivered payload (it holds the token too). */
  readonly interaction: APIInteraction;
  /** Emulator time of creation, in epoch ms. */
  readonly createdAt: number;
  /** The first response must come before this emulator time (creation + 3 s). */
  readonly respondBy: number;
  /** The token works for edits and follow-ups until this emulator time (creation + 15 min). */
  readonly expiresAt: number;
  state: InteractionState;
  /** The initial response, once acknowledged. */
  response: APIInteractionResponse | null;
  /** How the initial response came: inline as the HTTP answer, or through the callback endpoint. */
  respondedVia: 'inline' | 'callback' | null;
  /** Why the interaction failed, for the caller of `POST /_emulator/interactions`. */
  failure: string | null;
  /**
   * The original response message, when there is one: the reply (4, 5), or for components answered with
   * 6 or 7, the message that holds the component.
   */
  originalMessageId: Snowflake | null;
  /**
   * Component interactions, and modal submits of a modal opened from a component: the message that holds
   * the component (what 6 and 7 answer); null otherwise.
   */
  componentMessageId: Snowflake | null;
  /** Follow-up message ids, in order (deleted ones leave the list). */
  followUpIds: Snowflake[];
  /** Follow-ups sent so far, deleted ones included: what the follow-up limit counts. */
  followUpsSent: number;
  /** The Activity instance a LAUNCH_ACTIVITY response started. */
  activityInstanceId: string | null;
  /** Modal submits: the interaction (a command or a component) that opened the modal. */
  triggeringInteractionId?: Snowflake;
}
