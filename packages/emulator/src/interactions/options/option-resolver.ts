import type {
  APIAttachment,
  APIInteractionDataResolvedChannel,
  APIInteractionDataResolvedGuildMember,
  APIRole,
  APIUser,
} from '@slashkit/api';

/**
 * Looks up what option values point at, in the place a command runs (a guild, or a DM): users with their
 * membership, roles, channels, and new attachments. Built per invocation by the interactions feature.
 */
export interface OptionResolver {
  /** A user of the world, with their member object when the command runs in a guild they are in. */
  user(id: string): { user: APIUser; member?: APIInteractionDataResolvedGuildMember } | undefined;
  /** A role of the guild (none in DMs). */
  role(id: string): APIRole | undefined;
  /** A channel the user may name: a channel of the guild they can view, or the DM itself. */
  channel(id: string): APIInteractionDataResolvedChannel | undefined;
  /**
   * For messages: a channel of the guild that `channel` does not give because the user cannot view it,
   * described (`#staff, which member cannot view (no View Channel there)`); undefined for any other id.
   */
  hiddenChannel(id: string): string | undefined;
  /** The attachment an ATTACHMENT option names (an uploaded file, or one given inline), or what is wrong. */
  attachment(input: unknown): APIAttachment | string;
}
