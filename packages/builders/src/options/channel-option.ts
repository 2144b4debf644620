import type { ChannelOptionJSON, OptionChannelType } from '@slashkit/api';
import { ApplicationCommandOptionType, type ChannelType } from '@slashkit/api';
import { describe } from '../internal/argument-checks.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import type { OptionEntry } from '../types/option-entry.js';
import type { ResolvedChannel } from '../types/resolved-channel.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A CHANNEL option. Its handler value is a `ResolvedChannel` whose `type` is narrowed to the channel types
 * added with `addChannelTypes` (every channel type when none were added).
 * @example
 * new SlashCommandChannelOption()
 *   .setName('where')
 *   .setDescription('Channel to post in')
 *   .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement); // type: 0 | 5
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`channel_types`),
 *   {@link https://discord.com/developers/docs/resources/channel#channel-object-channel-types | Channel types}
 */
export class SlashCommandChannelOption<
  Name extends string = string,
  Required extends boolean = false,
  Types extends ChannelType = never,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Channel, Name, Required, Types> {
  /** Always CHANNEL (7). */
  readonly type = ApplicationCommandOptionType.Channel;
  /** The channel types the client offers; every type when left out. */
  readonly channel_types: OptionChannelType[] | undefined = undefined;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<
    Name,
    Required,
    ResolvedChannel<[Types] extends [never] ? ChannelType : Types>,
    false
  >;

  /**
   * Restricts the channels offered to these types; the handler value's `type` narrows to them.
   * @example
   * option.addChannelTypes(ChannelType.GuildText, ChannelType.GuildVoice);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`channel_types`)
   */
  addChannelTypes<const T extends OptionChannelType>(
    ...channelTypes: RestOrArray<T>
  ): SlashCommandChannelOption<Name, Required, Types | T> {
    const list = this.channel_types ?? [];
    for (const channelType of normalizeArray(channelTypes)) {
      if (typeof channelType !== 'number') {
        throw new TypeError(
          `a channel type must be a number such as ChannelType.GuildText (got ${describe(channelType)})`,
        );
      }
      list.push(channelType);
    }
    (this as { channel_types: OptionChannelType[] }).channel_types = list;
    return this as unknown as SlashCommandChannelOption<Name, Required, Types | T>;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 7, name: 'where', description: 'Channel to post in', channel_types: [0, 5] }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): ChannelOptionJSON {
    const json: ChannelOptionJSON = this.baseJSON();
    if (this.channel_types !== undefined) json.channel_types = [...this.channel_types];
    return json;
  }
}
