import type { APIMessageComponentInteraction, APIModalSubmitInteraction } from '@slashkit/api';
import type { ComponentContext } from '../context/component-context.js';
import { ComponentHandlerContext } from '../context/component-handler-context.js';
import { ModalHandlerContext } from '../context/modal-handler-context.js';
import { InteractionError } from '../interaction-error.js';
import type { ComponentCollectors } from '../respond/component-collectors.js';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import { componentData } from './component-data.js';
import type { RoutedComponent } from './component-registry.js';
import type { RoutedModal } from './component-routes.js';
import type { CustomIdMatch } from './custom-id-registry.js';
import { modalFields } from './modal-fields.js';

const noParams: Readonly<Record<string, string>> = Object.freeze({});

/** What the user sees when a component or modal has no handler (e.g. a message older than the code). */
export const unknownComponentMessage: InteractionMessage = {
  content: 'This is not active any more; run the command again.',
  ephemeral: true,
};

const mismatch = (what: string, customId: string, issues: readonly string[]): InteractionError =>
  new InteractionError(
    'INVALID_OPTIONS',
    `${what} "${customId}": what arrived does not match the registered definition: ${issues.join('; ')}. The message was probably sent by an older version of the code; send it again.`,
    { issues },
  );

const unknown = (what: string, customId: string, list: string): InteractionError =>
  new InteractionError(
    'UNKNOWN_COMPONENT',
    `No handler is registered for the ${what} custom_id "${customId}"; register one with ${what}(...) in createInteractionHandler({ ${list} }).`,
  );

const noResponse = (what: string, customId: string, hint: string): InteractionError =>
  new InteractionError(
    'NO_RESPONSE',
    `${what} "${customId}": the handler finished without answering; call ${hint} before it returns.`,
  );

/**
 * Starts a click: reads its values and resolved entities, hands it to a pending `awaitComponent()` if one
 * claims it (the promise then waits for that code's answer), else runs the registered handler. Returns, at
 * once, the error to report (and answer with `unknownComponentMessage`) when no handler matches; throws
 * when what arrived does not match the registered definition.
 */
export function runComponent(
  interaction: APIMessageComponentInteraction,
  route: CustomIdMatch<RoutedComponent> | undefined,
  responder: InteractionResponder,
  collectors: ComponentCollectors,
): Promise<void> | InteractionError {
  const data = interaction.data;
  const parsed = componentData(interaction, route?.entry.values);
  if (parsed.issues.length) throw mismatch('component', data.custom_id, parsed.issues);
  const ctx = new ComponentHandlerContext(interaction, responder, route?.params ?? noParams, parsed);
  if (collectors.size > 0) {
    const waiter = collectors.take(interaction, ctx);
    if (waiter) {
      // The waiting code answers this click, after this returns: no left-deferred warning can be right here.
      responder.answersLater();
      waiter.resolve(ctx);
      return responder.whenAcknowledged();
    }
  }
  if (!route) return unknown('component', data.custom_id, 'components');
  const expected = route.entry.componentType;
  if (expected !== undefined && expected !== data.component_type)
    throw mismatch('component', data.custom_id, [
      `data.component_type: ${data.component_type} arrived, the registered builder is of type ${expected}`,
    ]);
  return runHandler(
    route.entry.run as (ctx: ComponentContext) => unknown,
    ctx,
    responder,
    'component',
    data.custom_id,
    'ctx.update(), ctx.deferUpdate(), ctx.reply() or ctx.showModal()',
  );
}

/**
 * Starts a modal submission: checks its fields against the registered modal and runs its handler. As
 * {@link runComponent}, returns the error to report when no handler matches.
 */
export function runModal(
  interaction: APIModalSubmitInteraction,
  route: CustomIdMatch<RoutedModal> | undefined,
  responder: InteractionResponder,
): Promise<void> | InteractionError {
  const data = interaction.data;
  if (!route) return unknown('modal', data.custom_id, 'modals');
  const parsed = modalFields(interaction, route.entry.inputs);
  if (parsed.issues.length) throw mismatch('modal', data.custom_id, parsed.issues);
  return runHandler(
    route.entry.run as (ctx: ModalHandlerContext) => unknown,
    new ModalHandlerContext(interaction, responder, route.params, parsed.fields),
    responder,
    'modal',
    data.custom_id,
    'ctx.reply(), ctx.defer() or ctx.update()',
  );
}

/** Runs a matched handler; one that returns without an initial response is an error. */
async function runHandler<Context>(
  run: (ctx: Context) => unknown,
  ctx: Context,
  responder: InteractionResponder,
  what: string,
  customId: string,
  hint: string,
): Promise<void> {
  await run(ctx);
  if (!responder.acknowledged) throw noResponse(what, customId, hint);
}
