/**
 * Where an error reported to `onError` happened. It never carries the interaction token.
 */
export interface InteractionErrorInfo {
  /** The interaction's id, when the payload had one. */
  interactionId: string | undefined;
  /** The interaction type (2 command, 4 autocomplete, …). */
  interactionType: number | undefined;
  /** The command's name. */
  commandName: string | undefined;
  /** The command's type (1-4). */
  commandType: number | undefined;
  /** The component's or modal's custom_id, for component and modal submit interactions. */
  customId?: string | undefined;
  /** The guild, if any. */
  guildId: string | undefined;
  /** The invoking user's id. */
  userId: string | undefined;
}
