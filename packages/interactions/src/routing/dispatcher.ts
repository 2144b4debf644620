import {
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteraction,
  type APIApplicationCommandInteractionData,
  type APIInteraction,
  type APIMessage,
  type APIPingInteraction,
  ApplicationCommandType,
  InteractionResponseType,
  InteractionType,
  type Timers,
} from '@slashkit/api';
import type { AutocompleteContext } from '../context/autocomplete-context.js';
import { AutocompleteHandlerContext } from '../context/autocomplete-handler-context.js';
import { ChatInputHandlerContext } from '../context/chat-input-handler-context.js';
import { CommandHandlerContext } from '../context/command-handler-context.js';
import type { RepliableContext } from '../context/repliable-context.js';
import { TargetHandlerContext } from '../context/target-handler-context.js';
import { InteractionError } from '../interaction-error.js';
import { errorInfo, type InteractionErrorInfo } from '../interaction-error-info.js';
import type { DeferKind } from '../respond/acknowledgement.js';
import { ComponentCollectors } from '../respond/component-collectors.js';
import { sendErrorReply } from '../respond/error-reply.js';
import type { InteractionMessage } from '../respond/interaction-message.js';
import { InteractionResponder } from '../respond/interaction-responder.js';
import type { InteractionRestClient } from '../respond/interaction-rest-client.js';
import type { RespondFunction } from '../respond/respond-function.js';
import type { ResponderSettings } from '../respond/responder-settings.js';
import { interactionRoute } from '../telemetry/interaction-route.js';
import type { InteractionTelemetry } from '../telemetry/interaction-telemetry.js';
import type { InteractionTrace } from '../telemetry/interaction-trace.js';
import { checkInteraction } from './check-interaction.js';
import { type CommandRegistry, commandTypeLabel, type RoutedCommand } from './command-registry.js';
import type { ComponentRegistry, RoutedComponent } from './component-registry.js';
import type { RoutedModal } from './component-routes.js';
import type { CustomIdMatch, CustomIdRegistry } from './custom-id-registry.js';
import { ownEntry } from './own-entry.js';
import { parseOptions } from './parse-options.js';
import type { ResolvedUser } from './resolved-values.js';
import { runComponent, runModal, unknownComponentMessage } from './run-component.js';

/** The handler's settings the dispatcher needs. */
export interface DispatcherOptions {
  registry: CommandRegistry;
  components: ComponentRegistry;
  modals: CustomIdRegistry<RoutedModal>;
  rest: () => Promise<InteractionRestClient>;
  applicationId: string | undefined;
  autoDeferMs: number | false;
  timers: Timers;
  /** The timers of the warning for a handler still running at the 3 s deadline after the automatic deferral. */
  stillRunningTimers: Timers;
  /** The timers of each token's 15-minute lifetime (`ctx.signal`). */
  tokenTimers: Timers;
  onError: (error: unknown, info: InteractionErrorInfo) => void | Promise<void>;
  /** Receives the warning of a handler that returned with its interaction still "thinking…". */
  warn: (line: string) => void;
  onUnknownCommand: ((ctx: RepliableContext) => unknown) | undefined;
  errorMessage: (error: unknown) => InteractionMessage;
  /** Spans, metrics and channel messages of each interaction; undefined when nothing would see them. */
  telemetry: InteractionTelemetry | undefined;
}

type Handler = (ctx: never) => unknown;

/** An interaction that is routed to a handler: any but a PING, which is answered with a PONG. */
export type Routable = Exclude<APIInteraction, APIPingInteraction>;

const unknownCommandMessage: InteractionMessage = {
  content: 'This command is not available any more; it may have been removed or renamed.',
  ephemeral: true,
};

/** Options that do not match the definition (a module-level function: no closure per interaction). */
const invalidOptions = (name: string, issues: readonly string[]): InteractionError =>
  new InteractionError(
    'INVALID_OPTIONS',
    `/${name}: what arrived does not match the command's definition: ${issues.join('; ')}. The command registered with the service probably differs from the one in code; sync your commands.`,
    { issues },
  );

/** Routes interactions to their handlers and runs them under the deadline rules. */
export class Dispatcher {
  readonly #options: DispatcherOptions;
  readonly #responderSettings: ResponderSettings;

  constructor(options: DispatcherOptions) {
    this.#options = options;
    this.#responderSettings = {
      rest: options.rest,
      autoDeferMs: options.autoDeferMs,
      timers: options.timers,
      stillRunningTimers: options.stillRunningTimers,
      tokenTimers: options.tokenTimers,
      report: (error, interaction) => void this.#report(error, interaction),
      collectors: new ComponentCollectors(),
      warn: options.warn,
    };
  }

  /** Reports to onError; a failing onError must not take the handler down with it. */
  async #report(error: unknown, interaction: Partial<APIInteraction> | undefined): Promise<void> {
    try {
      await this.#options.onError(error, errorInfo(interaction));
    } catch {
      // Nothing sensible is left to do with an error from the error hook itself.
    }
  }

  /**
   * Runs one interaction to completion: routes it, runs its handler, and makes sure exactly one initial
   * response goes through `respond` (the handler's, the automatic deferral, or an error reply). Never
   * rejects; failures go to onError. A dispatch from the gateway or the caller's code opens its own trace.
   */
  dispatch(value: unknown, respond: RespondFunction): Promise<void> {
    const traced = this.#options.telemetry?.begin('gateway');
    if (traced === undefined) return this.#dispatch(value, respond, undefined);
    return traced.dispatching(() => this.#dispatch(value, traced.respond(respond), traced));
  }

  /**
   * {@link dispatch} for the webhook, whose HTTP core has already checked the interaction and answered a
   * PING: under the request's trace (undefined when nobody would see it, so no second one is opened).
   */
  dispatchChecked(
    interaction: Routable,
    respond: RespondFunction,
    trace: InteractionTrace | undefined,
  ): Promise<void> {
    if (trace === undefined) return this.#runInteraction(interaction, respond, undefined);
    return trace.dispatching(() => this.#runInteraction(interaction, trace.respond(respond), trace));
  }

  async #dispatch(
    value: unknown,
    respond: RespondFunction,
    trace: InteractionTrace | undefined,
  ): Promise<void> {
    const problem = checkInteraction(value);
    if (problem) {
      await this.#report(
        new InteractionError('INVALID_INTERACTION', `Not an interaction: ${problem}.`),
        undefined,
      );
      return;
    }
    const interaction = value as APIInteraction;
    if (interaction.type === InteractionType.Ping) {
      trace?.routed(interaction, interactionRoute(interaction, undefined));
      try {
        await respond({ type: InteractionResponseType.Pong });
      } catch (error) {
        await this.#report(error, interaction);
      }
      return;
    }
    await this.#runInteraction(interaction, respond, trace);
  }

  /** Routes a checked interaction other than a PING and runs it under its responder's clocks. */
  async #runInteraction(
    interaction: Routable,
    respond: RespondFunction,
    trace: InteractionTrace | undefined,
  ): Promise<void> {
    const autocomplete = interaction.type === InteractionType.ApplicationCommandAutocomplete;
    let command: RoutedCommand | undefined;
    let componentRoute: CustomIdMatch<RoutedComponent> | undefined;
    let modalRoute: CustomIdMatch<RoutedModal> | undefined;
    let deferKind: DeferKind;
    if (interaction.type === InteractionType.MessageComponent) {
      componentRoute = this.#options.components.match(interaction.data.custom_id, interaction.data.id);
      deferKind = componentRoute?.entry.autoDefer ?? 'update';
    } else if (interaction.type === InteractionType.ModalSubmit) {
      modalRoute = this.#options.modals.match(interaction.data.custom_id);
      deferKind = modalRoute?.entry.autoDefer ?? 'reply';
    } else {
      const data = interaction.data;
      command = this.#options.registry.get(data.type, data.name);
      deferKind = command?.handlers.deferEphemeral ? 'ephemeral' : 'reply';
    }
    trace?.routed(interaction, interactionRoute(interaction, (componentRoute ?? modalRoute)?.entry.route));
    const responder = new InteractionResponder(
      this.#responderSettings,
      interaction,
      respond,
      this.#options.applicationId ?? interaction.application_id,
      autocomplete,
      deferKind,
    );
    responder.start();
    try {
      // Without a trace, no closure: its context would hold this function's variables on every request.
      // What #route throws at once is caught below, as a rejection would be.
      await (trace === undefined
        ? this.#route(interaction, responder, command, componentRoute, modalRoute, autocomplete, undefined)
        : // async: what #route throws at once (a click that does not match its definition) ends the span too
          trace.handler(async () =>
            this.#route(interaction, responder, command, componentRoute, modalRoute, autocomplete, trace),
          ));
      // Only here, where the handler returned: one that threw already had its deferral edited into the
      // error message below, and one cut off by the token's expiry was reported as TOKEN_EXPIRED.
      responder.warnIfLeftDeferred();
    } catch (error) {
      trace?.failed(error);
      await this.#report(error, interaction);
      try {
        await sendErrorReply(responder, this.#options.errorMessage(error));
      } catch (sendError) {
        await this.#report(sendError, interaction);
      }
    } finally {
      responder.finish();
    }
  }

  // Runs what the interaction was routed to: a component or modal handler, a command, or the answer for
  // an unknown command. (Not async: a command's run is the promise itself, one layer fewer per request.)
  #route(
    interaction: APIInteraction,
    responder: InteractionResponder,
    command: RoutedCommand | undefined,
    componentRoute: CustomIdMatch<RoutedComponent> | undefined,
    modalRoute: CustomIdMatch<RoutedModal> | undefined,
    autocomplete: boolean,
    trace: InteractionTrace | undefined,
  ): Promise<void> {
    if (
      interaction.type === InteractionType.MessageComponent ||
      interaction.type === InteractionType.ModalSubmit
    ) {
      const running =
        interaction.type === InteractionType.MessageComponent
          ? runComponent(interaction, componentRoute, responder, this.#responderSettings.collectors)
          : runModal(interaction, modalRoute, responder);
      // A promise is a handler running; anything else is the error of a custom_id no handler matches.
      // (Not `instanceof InteractionError`: its cross-copy check is a call, on every click.)
      if (!(running instanceof Promise)) return this.#unrouted(running, interaction, responder, trace);
      // As for commands: a handler that never settles is let go when its token expires.
      return responder.lifetime.race(running);
    }
    if (!command) {
      trace?.unrouted();
      return this.#unknown(interaction, responder, autocomplete);
    }
    // A handler that never settles is let go when its token expires (its signal aborts then).
    return responder.lifetime.race(this.#run(interaction, command, responder, autocomplete));
  }

  /** A click or a modal no handler matches: reported, and answered unless something answered already. */
  async #unrouted(
    missing: InteractionError,
    interaction: APIInteraction,
    responder: InteractionResponder,
    trace: InteractionTrace | undefined,
  ): Promise<void> {
    trace?.unrouted();
    await this.#report(missing, interaction);
    if (!responder.acknowledged) await sendErrorReply(responder, unknownComponentMessage);
  }

  async #unknown(
    interaction: APIInteraction,
    responder: InteractionResponder,
    autocomplete: boolean,
  ): Promise<void> {
    if (autocomplete) {
      await responder.respond([]);
      return;
    }
    const { onUnknownCommand } = this.#options;
    if (onUnknownCommand) {
      await onUnknownCommand(
        new CommandHandlerContext(interaction as APIApplicationCommandInteraction, responder),
      );
    } else {
      const data = interaction.data as APIApplicationCommandInteractionData;
      await this.#report(
        new InteractionError(
          'UNKNOWN_COMMAND',
          `No handler is registered for the ${commandTypeLabel(data.type)} command "${data.name}"; register it with command(...) in createInteractionHandler({ commands }), or remove it from the service.`,
        ),
        interaction,
      );
    }
    if (!responder.acknowledged) await sendErrorReply(responder, unknownCommandMessage);
  }

  async #run(
    interaction: APIInteraction,
    command: RoutedCommand,
    responder: InteractionResponder,
    autocomplete: boolean,
  ): Promise<void> {
    const data = interaction.data as APIApplicationCommandInteractionData;
    const run = command.handlers.run as Handler as (ctx: unknown) => unknown;

    if (data.type === ApplicationCommandType.ChatInput) {
      const parsed = parseOptions(command.body.options, data, autocomplete);
      if (parsed.issues.length) throw invalidOptions(data.name, parsed.issues);
      if (autocomplete) {
        const focused = parsed.focused!;
        const handlers = command.handlers.autocomplete;
        const handler = (typeof handlers === 'function' ? handlers : handlers?.[focused.name]) as
          | ((ctx: AutocompleteContext) => unknown)
          | undefined;
        if (!handler)
          throw new InteractionError(
            'NO_AUTOCOMPLETE_HANDLER',
            `/${data.name}: no autocomplete handler for the option "${focused.name}"; add one with command(builder, { run, autocomplete: { ${focused.name}: (ctx) => [...] } }).`,
          );
        const result = await handler(
          new AutocompleteHandlerContext(
            interaction as APIApplicationCommandAutocompleteInteraction,
            responder,
            parsed.options,
            focused,
          ),
        );
        if (!responder.acknowledged && Array.isArray(result)) await responder.respond(result);
      } else {
        await run(
          new ChatInputHandlerContext(
            interaction as APIApplicationCommandInteraction,
            responder,
            parsed.options,
          ),
        );
      }
    } else if (autocomplete) {
      throw new InteractionError(
        'UNSUPPORTED_INTERACTION',
        `/${data.name}: autocomplete arrived for a ${commandTypeLabel(data.type)} command, which has no options.`,
      );
    } else if (data.type === ApplicationCommandType.User || data.type === ApplicationCommandType.Message) {
      const targetId = data.target_id;
      const map = data.type === ApplicationCommandType.User ? 'users' : 'messages';
      let target: ResolvedUser | APIMessage | undefined;
      if (typeof targetId === 'string') {
        if (data.type === ApplicationCommandType.User) {
          const user = ownEntry(data.resolved?.users, targetId);
          const member = ownEntry(data.resolved?.members, targetId);
          target = user && (member ? { user, member } : { user });
        } else {
          target = ownEntry(data.resolved?.messages, targetId);
        }
      }
      if (!target || typeof targetId !== 'string')
        throw invalidOptions(data.name, [`target_id ${String(targetId)}: missing from data.resolved.${map}`]);
      await run(
        new TargetHandlerContext(
          interaction as APIApplicationCommandInteraction,
          responder,
          targetId,
          target,
        ),
      );
    } else if (data.type === ApplicationCommandType.PrimaryEntryPoint) {
      await run(new CommandHandlerContext(interaction as APIApplicationCommandInteraction, responder));
    } else {
      throw new InteractionError(
        'UNSUPPORTED_INTERACTION',
        `/${data.name}: unknown command type ${data.type}.`,
      );
    }

    if (!responder.acknowledged)
      throw new InteractionError(
        'NO_RESPONSE',
        autocomplete
          ? `/${data.name}: the autocomplete handler finished without suggestions; call ctx.respond(choices) or return the choices.`
          : `/${data.name}: the handler finished without answering; call ctx.reply(), ctx.defer()${data.type === ApplicationCommandType.PrimaryEntryPoint ? ' or ctx.launchActivity()' : ''} before it returns.`,
      );
  }
}
