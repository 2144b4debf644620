import { appPermissionsAt, resolvePlace } from '../../access/interaction-place.js';
import type { InvocationRefusal } from '../../access/invocation-refusal.js';
import { badRequest } from '../../http/http-error.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { DmChannels } from '../../state/dm-channels.js';
import type { EmulatorMessage } from '../../state/emulator-message.js';
import type { MessageStore } from '../../state/message-store.js';
import type { OpenModal, OpenModals } from '../../state/open-modals.js';
import { createOptionResolver } from '../options/create-option-resolver.js';
import { checkModalFields } from './check-modal-fields.js';
import type { InteractionSource } from './interaction-source.js';
import type { ModalSubmitRequest } from './modal-submit-request.js';

/** Everything a MODAL_SUBMIT interaction is built from, once every check has passed. */
export interface PreparedModalSubmit extends InteractionSource {
  modal: OpenModal;
  /** The message of the component the modal was opened from, when it was. */
  message: EmulatorMessage | null;
  /** `{ custom_id, components: [{ type: 18, id, component: { type, id, custom_id, value } }, …], resolved? }`. */
  data: Record<string, unknown>;
}

/** What preparing a modal submission needs besides the request. */
export interface PrepareModalSubmitOptions {
  emulator: EmulatorContext;
  messages: MessageStore;
  modals: OpenModals;
  dmChannels: DmChannels;
  /** The emulator's origin, for the URLs of the files a file upload attaches. */
  origin: string;
}

/**
 * Runs the checks the client makes before a modal is submitted: the user has this modal open (a modal is
 * submitted once), still sees where it was opened, and filled it as the client allows (`checkModalFields`).
 * Returns what the interaction is built from, or why nothing was sent; a value the client would not let
 * through is a 400 naming `fields.<custom_id>`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export function prepareModalSubmit(
  request: ModalSubmitRequest,
  options: PrepareModalSubmitOptions,
): PreparedModalSubmit | InvocationRefusal {
  const { emulator } = options;
  const user = emulator.findUser(request.userId);
  if (!user) throw badRequest(`userId: no user ${request.userId} in the world; see GET /_emulator/world`);
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
    throw badRequest(`customId: the open modal's custom_id is ${JSON.stringify(modal.modal.custom_id)}`);
  const application = emulator.findApplication(modal.applicationId);
  if (!application) throw badRequest(`the application ${modal.applicationId} of this modal no longer exists`);

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
  const submission = checkModalFields(modal.modal, request.fields, {
    resolver: createOptionResolver(
      place,
      emulator,
      options.origin,
      place.member ? { userId: user.id, roles: place.member.roles } : null,
    ),
    inGuild: place.guild !== null,
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
    appPermissions: appPermissionsAt(application, place, modal.owners),
    modal,
    message,
    data: { custom_id: modal.modal.custom_id, ...submission },
  };
}
