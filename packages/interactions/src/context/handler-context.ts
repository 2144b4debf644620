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
import type { ModalInput } from '../respond/modal-input.js';
import type { BaseInteractionContext } from './base-interaction-context.js';
import type { ComponentContext } from './component-context.js';
import type { AwaitComponentOptions, DeferOptions } from './message-replies.js';

const parsePermissions = (value: unknown): bigint => {
  try {
    return typeof value === 'string' ? BigInt(value) : 0n;
  } catch {
    return 0n;
  }
};

/**
 * The one runtime class behind every handler context (commands, autocomplete, components, modals). The
 * answer methods are getters that return a function bound to this interaction, so that destructuring
 * works (`({ reply }) => reply('x')`) while a context that never uses a method allocates nothing for it.
 * The public context types show each kind of handler only the members that apply to it; the fields every
 * kind shares are declared once, with their documentation, in {@link BaseInteractionContext}.
 */
export class HandlerContext implements BaseInteractionContext {
  readonly interaction: APIInteraction;
  readonly id: string;
  readonly type: InteractionType;
  readonly applicationId: string;
  /** Commands and autocomplete only. */
  readonly commandId: string | undefined;
  readonly commandName: string | undefined;
  readonly commandType: ApplicationCommandType | undefined;
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
    const member = interaction.member;
    this.interaction = interaction;
    this.id = interaction.id;
    this.type = interaction.type;
    this.applicationId = interaction.application_id;
    if (interaction.type === 2 || interaction.type === 4) {
      const data = interaction.data;
      this.commandId = data.id;
      this.commandName = data.name;
      this.commandType = data.type;
    } else {
      this.commandId = undefined;
      this.commandName = undefined;
      this.commandType = undefined;
    }
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

  get reply(): (message: InteractionMessage) => Promise<void> {
    const responder = this.#responder;
    return (message) => responder.reply(message);
  }

  get defer(): (options?: DeferOptions) => Promise<void> {
    const responder = this.#responder;
    return (options) => responder.defer(options);
  }

  get followUp(): (message: InteractionMessage) => Promise<APIMessage> {
    const responder = this.#responder;
    return (message) => responder.followUp(message);
  }

  get editReply(): (message: InteractionMessage) => Promise<APIMessage> {
    const responder = this.#responder;
    return (message) => responder.editReply(message);
  }

  get deleteReply(): () => Promise<void> {
    const responder = this.#responder;
    return () => responder.deleteReply();
  }

  get update(): (message: InteractionMessage) => Promise<void> {
    const responder = this.#responder;
    return (message) => responder.update(message);
  }

  get deferUpdate(): () => Promise<void> {
    const responder = this.#responder;
    return () => responder.deferUpdate();
  }

  get showModal(): (modal: ModalInput) => Promise<void> {
    const responder = this.#responder;
    return (modal) => responder.showModal(modal);
  }

  get awaitComponent(): (options?: AwaitComponentOptions) => Promise<ComponentContext> {
    const responder = this.#responder;
    return (options) => responder.awaitComponent(options);
  }

  get respond(): (choices: readonly APIApplicationCommandOptionChoice[]) => Promise<void> {
    const responder = this.#responder;
    return (choices) => responder.respond(choices);
  }

  get launchActivity(): () => Promise<void> {
    const responder = this.#responder;
    return () => responder.launchActivity();
  }
}
