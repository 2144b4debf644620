import type { APIInteraction } from '@slashkit/api';

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

/**
 * Where an error happened, from whatever part of the interaction is known: every field is read defensively,
 * since the payload may be the malformed one that caused the error. Never the token.
 */
export function errorInfo(interaction: Partial<APIInteraction> | undefined): InteractionErrorInfo {
  const data = interaction?.data as { name?: unknown; type?: unknown; custom_id?: unknown } | undefined;
  const user = interaction?.member?.user ?? interaction?.user;
  return {
    interactionId: typeof interaction?.id === 'string' ? interaction.id : undefined,
    interactionType: typeof interaction?.type === 'number' ? interaction.type : undefined,
    commandName: typeof data?.name === 'string' ? data.name : undefined,
    commandType: typeof data?.type === 'number' ? data.type : undefined,
    customId: typeof data?.custom_id === 'string' ? data.custom_id : undefined,
    guildId: typeof interaction?.guild_id === 'string' ? interaction.guild_id : undefined,
    userId: typeof user?.id === 'string' ? user.id : undefined,
  };
}
