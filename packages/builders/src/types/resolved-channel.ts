import type { APIInteractionDataResolvedChannel, ChannelType } from '@slashkit/api';

/**
 * The value of a CHANNEL option in a handler: the partial channel, its `type` narrowed to the option's
 * `channel_types` (every channel type when the option names none).
 * @example
 * type TextOrVoice = ResolvedChannel<typeof ChannelType.GuildText | typeof ChannelType.GuildVoice>;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`channel_types`)
 */
export type ResolvedChannel<T extends ChannelType = ChannelType> = APIInteractionDataResolvedChannel & {
  type: T;
};
