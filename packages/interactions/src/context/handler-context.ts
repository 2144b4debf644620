import type {
  APIApplicationCommandOptionChoice,
  APIInteraction,
  APIInteractionGuildMember,
  APIMessage,
  APIUser,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  Locale,
} from '@slashkit/api';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { RepliableContext } from './repliable-context.js';

const parsePermissions = (value: unknown): bigint => {
  try {
    return typeof value === 'string' ? BigInt(value) : 0n;
  } catch {
    return 0n;
  }
};

/**
 * The one runtime class behind every handler context. Methods live on the prototype rather than as
 * closures per interaction: it keeps a request to a few allocations. The public context types show each
 * kind of handler only the members that apply to it.
 */
export class HandlerContext implements RepliableContext {
  readonly interaction: APIInteraction;
  readonly id: string;
  readonly type: InteractionType;
  readonly applicationId: string;
  readonly commandId: string;
  readonly commandName: string;
  readonly commandType: ApplicationCommandType;
  readonly user: APIUser;
  readonly member: APIInteractionGuildMember | undefined;
  readonly guildId: string | undefined;
  readonly channelId: string | undefined;
  readonly channel: APIInteraction['channel'];
  readonly locale: Locale | undefined;
  readonly guildLocale: Locale | undefined;
  readonly appPermissions: bigint;
  readonly context: InteractionContextType | undefined;
  readonly #responder: InteractionResponder;

  constructor(interaction: APIInteraction, responder: InteractionResponder) {
    const data = interaction.data!;
    const member = interaction.member;
    this.interaction = interaction;
    this.id = interaction.id;
    this.type = interaction.type;
    this.applicationId = interaction.application_id;
    this.commandId = data.id;
    this.commandName = data.name;
    this.commandType = data.type;
    this.user = member?.user ?? interaction.user!;
    this.member = member;
    this.guildId = interaction.guild_id;
    this.channelId = interaction.channel_id ?? interaction.channel?.id;
    this.channel = interaction.channel;
    this.locale = interaction.locale;
    this.guildLocale = interaction.guild_locale;
    this.appPermissions = parsePermissions(interaction.app_permissions);
    this.context = interaction.context;
    this.#responder = responder;
  }

  get acknowledged(): boolean {
    return this.#responder.acknowledged;
  }

  get deferred(): boolean {
    return this.#responder.deferred;
  }

  get signal(): AbortSignal {
    return this.#responder.signal;
  }

  reply(message: InteractionMessage): Promise<void> {
    return this.#responder.reply(message);
  }

  defer(options?: { ephemeral?: boolean }): Promise<void> {
    return this.#responder.defer(options);
  }

  followUp(message: InteractionMessage): Promise<APIMessage> {
    return this.#responder.followUp(message);
  }

  editReply(message: InteractionMessage): Promise<APIMessage> {
    return this.#responder.editReply(message);
  }

  deleteReply(): Promise<void> {
    return this.#responder.deleteReply();
  }

  respond(choices: readonly APIApplicationCommandOptionChoice[]): Promise<void> {
    return this.#responder.respond(choices);
  }

  launchActivity(): Promise<void> {
    return this.#responder.launchActivity();
  }
}
