import { ComponentLimits, ComponentType, RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorContext } from '../emulator-context.js';
import { HttpError } from '../http/http-error.js';
import type { DmChannels } from './dm-channels.js';
import type { EmulatorMessage } from './emulator-message.js';
import { walkComponents } from './find-component.js';
import { appPermissionsAt, resolvePlace } from './interaction-place.js';
import type { InteractionSource } from './interaction-source.js';
import type { InvocationRefusal } from './invocation-refusal.js';
import type { MessageStore } from './message-store.js';
import type { ModalSubmitRequest } from './modal-submit-request.js';
import type { OpenModal, OpenModals } from './open-modals.js';

const { ActionRow, TextInput, Label } = ComponentType;

/** Everything a MODAL_SUBMIT interaction is built from, once every check has passed. */
export interface PreparedModalSubmit extends InteractionSource {
  modal: OpenModal;
  /** The message of the component the modal was opened from, when it was. */
  message: EmulatorMessage | null;
  /** `{ custom_id, components: [{ type: 1, components: [{ type: 4, custom_id, value }] }] }`. */
  data: Record<string, unknown>;
}

/** What preparing a modal submission needs besides the request. */
export interface PrepareModalSubmitOptions {
  emulator: EmulatorContext;
  messages: MessageStore;
  modals: OpenModals;
  dmChannels: DmChannels;
}

/**
 * Runs the checks the client makes before a modal is submitted: the user has this modal open (a modal is
 * submitted once), every field named is a text input of the modal, required inputs are filled and every
 * value is within its input's `min_length`..`max_length` (an empty optional input is not checked). Inputs
 * left out keep their prefilled `value`. Returns what the interaction is built from, or why nothing was
 * sent; a value the client would not let through is a 400 naming `fields.<custom_id>`.
 * @see service-facts "Message components and modals"
 */
export function prepareModalSubmit(
  request: ModalSubmitRequest,
  options: PrepareModalSubmitOptions,
): PreparedModalSubmit | InvocationRefusal {
  const { emulator } = options;
  const bad = (message: string) => new HttpError(400, RESTJSONErrorCodes.GeneralError, message);
  const user = emulator.findUser(request.userId);
  if (!user) throw bad(`userId: no user ${request.userId} in the world; see GET /_emulator/world`);
  const modal = options.modals.find(user.id, request.interactionId);
  if (!modal || modal.state === 'submitted')
    return {
      status: 404,
      reason: 'NO_OPEN_MODAL',
      message: modal
        ? `the modal ${modal.modal.custom_id} opened by interaction ${modal.interactionId} was already submitted; a modal is submitted once`
        : `${user.username} has no open modal${request.interactionId ? ` from interaction ${request.interactionId}` : ''}; an app opens one by answering with type 9 (MODAL)`,
    };
  if (request.customId !== undefined && request.customId !== modal.modal.custom_id)
    throw bad(`customId: the open modal's custom_id is ${JSON.stringify(modal.modal.custom_id)}`);
  const application = emulator.findApplication(modal.applicationId);
  if (!application) throw bad(`the application ${modal.applicationId} of this modal no longer exists`);

  // ── The fields ───────────────────────────────────────────────────────────────────────────────────
  const inputs = [...walkComponents(modal.modal.components)]
    .map(({ component }) => component)
    .filter((c) => c.type === TextInput);
  const ids = inputs.map((c) => c.custom_id);
  for (const id of Object.keys(request.fields))
    if (!ids.includes(id))
      throw bad(
        `fields.${id}: the modal ${modal.modal.custom_id} has no text input ${JSON.stringify(id)}; its inputs: ${ids.map((i) => JSON.stringify(i)).join(', ')}`,
      );
  const values = new Map<unknown, string>();
  for (const input of inputs) {
    const id = String(input.custom_id);
    const value = request.fields[id] ?? (typeof input.value === 'string' ? input.value : '');
    const length = [...value].length;
    const label = typeof input.label === 'string' ? ` (${input.label})` : '';
    if (length === 0 && input.required !== false)
      throw bad(`fields.${id}: the text input${label} is required; type something in it`);
    const min = typeof input.min_length === 'number' ? input.min_length : 0;
    const max =
      typeof input.max_length === 'number' ? input.max_length : ComponentLimits.textInputMaxLengthMax;
    if (length > 0 && (length < min || length > max))
      throw bad(`fields.${id}: the text input${label} takes ${min} to ${max} characters; got ${length}`);
    values.set(input.custom_id, value);
  }

  // ── The place and the message ────────────────────────────────────────────────────────────────────
  const place = resolvePlace(
    modal.guildId === null
      ? { context: modal.context }
      : { guildId: modal.guildId, channelId: modal.channelId },
    { application, user },
    emulator,
    (app, who, context) => options.dmChannels.idOf(app, who, context),
    'submit a modal there',
  );
  if ('reason' in place) return place;
  const message = modal.messageId === null ? null : (options.messages.get(modal.messageId) ?? null);
  if (modal.messageId !== null && !message)
    return {
      status: 404,
      reason: 'UNKNOWN_MESSAGE',
      message: `the message ${modal.messageId} the modal was opened from was deleted`,
    };
  const submitted = (c: Record<string, unknown>) => ({
    type: TextInput,
    custom_id: c.custom_id,
    value: values.get(c.custom_id) ?? '',
  });
  const components = modal.modal.components.flatMap((value): Record<string, unknown>[] => {
    const row = value as Record<string, unknown>;
    if (row.type === ActionRow && Array.isArray(row.components))
      return [{ type: ActionRow, components: (row.components as Record<string, unknown>[]).map(submitted) }];
    if (row.type === Label && typeof row.component === 'object' && row.component !== null)
      return [{ type: Label, component: submitted(row.component as Record<string, unknown>) }];
    return [];
  });
  return {
    application,
    user,
    guild: place.guild,
    member: place.member,
    channel: place.channel,
    context: place.context,
    memberPermissions: place.memberPermissions,
    locale: request.locale ?? modal.locale,
    owners: modal.owners,
    appPermissions: appPermissionsAt(place, modal.owners),
    modal,
    message,
    data: { custom_id: modal.modal.custom_id, components },
  };
}
