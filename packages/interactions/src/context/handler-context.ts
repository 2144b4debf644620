import type {
  APIApplicationCommandOptionChoice,
  APIEntitlement,
  APIInteraction,
  APIInteractionGuildMember,
  APIMessage,
  APIUser,
  InteractionContextType,
  InteractionType,
  Locale,
} from '@slashkit/api';
import type { DeferOptions } from '../respond/defer-options.js';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { ModalInput } from '../respond/modal-input.js';
import type { BaseInteractionContext } from './base-interaction-context.js';
import type { AwaitComponentOptions, ComponentContext } from './component-context.js';

const parsePermissions = (value: unknown): bigint => {
  try {
    return typeof value === 'string' ? BigInt(value) : 0n;
  } catch {
    return 0n;
  }
};

/**
 * The runtime base of every handler context: the fields all kinds share (documented once, in
 * {@link BaseInteractionContext}) and the answer methods. Each kind of handler gets a class of its own
 * (commands, autocomplete, components, modals) that adds its members in its constructor, so that every
 * context of a kind has one shape, and that implements the kind's public type.
 *
 * Answer methods are getters that return a function bound to the interaction, so that destructuring works
 * (`({ reply }) => reply('x')`) while a context that never uses a method allocates nothing for it. They are
 * all here, on every kind: the public types show each kind only the answers that apply to it, and a
 * JavaScript caller that uses another one anyway gets the responder's error saying why (e.g. `showModal`
 * from a modal submission), not "is not a function".
 */
export abstract class HandlerContext implements BaseInteractionContext {
  readonly interaction: APIInteraction;
  readonly id: string;
  readonly type: InteractionType;
  readonly applicationId: string;
  readonly user: APIUser;
  readonly member: APIInteractionGuildMember | undefined;
  readonly guildId: string | undefined;
  readonly channelId: string | undefined;
  readonly channel: APIInteraction['channel'];
  readonly locale: Locale | undefined;
  readonly guildLocale: Locale | undefined;
  readonly appPermissions: bigint;
  readonly context: InteractionContextType | undefined;
  readonly entitlements: readonly APIEntitlement[];
  readonly #responder: InteractionResponder;

  constructor(interaction: APIInteraction, responder: InteractionResponder) {
    const member = interaction.member;
    this.interaction = interaction;
    this.id = interaction.id;
    this.type = interaction.type;
    this.applicationId = interaction.application_id;
    this.user = member?.user ?? interaction.user!;
    this.member = member;
    this.guildId = interaction.guild_id;
    this.channelId = interaction.channel_id ?? interaction.channel?.id;
    this.channel = interaction.channel;
    this.locale = interaction.locale;
    this.guildLocale = interaction.guild_locale;
    this.appPermissions = parsePermissions(interaction.app_permissions);
    this.context = interaction.context;
    // Untrusted like the rest of the payload: anything but an array is no entitlements.
    const { entitlements } = interaction as { entitlements?: unknown };
    this.entitlements = Array.isArray(entitlements) ? (entitlements as APIEntitlement[]) : [];
    this.#responder = responder;
  }

  hasEntitlement(skuId: string, owner?: 'user' | 'guild'): boolean {
    return this.entitlements.some(
      (entitlement) =>
        entitlement !== null &&
        typeof entitlement === 'object' &&
        entitlement.sku_id === skuId &&
        entitlement.deleted !== true &&
        entitlement.consumed !== true &&
        (owner === 'guild'
          ? this.guildId !== undefined && entitlement.guild_id === this.guildId
          : owner === 'user'
            ? entitlement.user_id === this.user.id && entitlement.guild_id == null
            : entitlement.user_id === this.user.id ||
              (this.guildId !== undefined && entitlement.guild_id === this.guildId)),
    );
  }

  get signal(): AbortSignal {
    return this.#responder.lifetime.signal;
  }

  get acknowledged(): boolean {
    return this.#responder.acknowledged;
  }

  get deferred(): boolean {
    return this.#responder.deferred;
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

  get awaitComponent(): (options?: AwaitComponentOptions) => Promise<ComponentContext> {
    const responder = this.#responder;
    return (options) => responder.awaitComponent<ComponentContext>(options ?? {});
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

  get respond(): (choices: readonly APIApplicationCommandOptionChoice[]) => Promise<void> {
    const responder = this.#responder;
    return (choices) => responder.respond(choices);
  }

  get launchActivity(): () => Promise<void> {
    const responder = this.#responder;
    return () => responder.launchActivity();
  }
}
