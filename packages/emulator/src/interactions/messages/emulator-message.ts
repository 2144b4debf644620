import type { APIMessage, Snowflake } from '@slashkit/api';

/** What the service attaches to a message an interaction created: who ran what. */
export interface EmulatorMessageInteractionMetadata {
  /** The interaction's id. */
  id: Snowflake;
  /** The interaction type (2 for a command). */
  type: number;
  /** The user who ran the command. */
  user: APIMessage['author'];
  /** The installations that authorized the interaction, as on the interaction. */
  authorizing_integration_owners: Record<string, Snowflake>;
  /** On follow-ups: the id of the original response. */
  original_response_message_id?: Snowflake;
  /** Component interactions: the message that held the component. */
  interacted_message_id?: Snowflake;
}

/**
 * A message as the emulator records it: the wire message plus the interaction that produced it (absent on
 * messages seeded through `POST /_emulator/messages`).
 */
export interface EmulatorMessage extends APIMessage {
  /** The guild of the channel; absent in DMs. */
  guild_id?: Snowflake;
  interaction_metadata?: EmulatorMessageInteractionMetadata;
}
