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
  /** USER commands: the user the command was run on. */
  target_user?: APIMessage['author'];
  /** MESSAGE commands: the message the command was run on. */
  target_message_id?: Snowflake;
  /** Modal submits: the metadata of the interaction (a command or a component) that opened the modal. */
  triggering_interaction_metadata?: EmulatorMessageInteractionMetadata;
}

/**
 * The deprecated `interaction` of a message an interaction created (the service still sends it beside
 * `interaction_metadata`): the interaction's id, type and name, and its user.
 */
export interface EmulatorMessageInteraction {
  /** The interaction's id. */
  id: Snowflake;
  /** The interaction type (2 for a command, 3 a component, 5 a modal submit). */
  type: number;
  /** The command with its subcommand group and subcommand (`tag admin clear`), or the `custom_id`. */
  name: string;
  /** The user who ran the command (or clicked, or submitted). */
  user: APIMessage['author'];
}

/**
 * A message as the emulator records it: the wire message plus the interaction that produced it (absent on
 * messages seeded through `POST /_emulator/messages`).
 */
export interface EmulatorMessage extends APIMessage {
  /** The guild of the channel; absent in DMs. */
  guild_id?: Snowflake;
  interaction_metadata?: EmulatorMessageInteractionMetadata;
  /** Deprecated by the service, which still sends it: see {@link EmulatorMessageInteraction}. */
  interaction?: EmulatorMessageInteraction;
}
