import { ButtonStyle, ComponentType, isSelectMenuType } from '@slashkit/api';
import { appPermissionsAt, resolvePlace } from '../../access/interaction-place.js';
import type { InvocationRefusal } from '../../access/invocation-refusal.js';
import { badRequest } from '../../http/http-error.js';
import { messageApplication } from '../../messages/message-application.js';
import { messageHiddenFrom } from '../../messages/message-visibility.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { DmChannels } from '../../state/dm-channels.js';
import type { EmulatorMessage } from '../../state/emulator-message.js';
import type { MessageStore } from '../../state/message-store.js';
import { createOptionResolver } from '../options/create-option-resolver.js';
import { checkSelectValues } from './check-select-values.js';
import type { ComponentRequest } from './component-request.js';
import { findComponent, walkComponents } from './find-component.js';
import type { InteractionSource } from './interaction-source.js';

const { Button } = ComponentType;
const LinkStyle = ButtonStyle.Link;
const PremiumStyle = ButtonStyle.Premium;

/** Everything a MESSAGE_COMPONENT interaction is built from, once every check has passed. */
export interface PreparedComponentInteraction extends InteractionSource {
  /** The message that holds the component. */
  message: EmulatorMessage;
  /** `{ custom_id, component_type, values?, resolved? }`. */
  data: Record<string, unknown>;
}

/** A link button was clicked: the client opens the URL and sends nothing. */
export interface OpenedLink {
  opened: string;
}

/**
 * A premium button was clicked: the client opens the SKU's purchase sheet and sends nothing; the user buys
 * the SKU (in the guild of the message, for a guild subscription).
 */
export interface PremiumPurchase {
  purchase: { skuId: string; userId: string; guildId: string | undefined };
}

/** What preparing a component interaction needs besides the request. */
export interface PrepareComponentOptions {
  emulator: EmulatorContext;
  messages: MessageStore;
  dmChannels: DmChannels;
  /** The emulator's origin (entity selects resolve through the option resolver). */
  origin: string;
}

/**
 * Runs the checks the client and the service make before a component interaction exists: the message
 * exists and the user can see it (an ephemeral message only its user, a DM only its user, a guild channel
 * its members with View Channel), the component is on that message and enabled, a link button only opens
 * its URL, buttons send no values, and a select menu's values are allowed (see `checkSelectValues`).
 * Returns what the interaction is built from, the link that was opened, or why nothing was sent.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-message-component-data-structure | Message component data structure}
 */
export function prepareComponentInteraction(
  request: ComponentRequest,
  options: PrepareComponentOptions,
): PreparedComponentInteraction | OpenedLink | PremiumPurchase | InvocationRefusal {
  const { emulator } = options;
  const refuse = (status: 403 | 404, reason: InvocationRefusal['reason'], message: string) =>
    ({ status, reason, message }) satisfies InvocationRefusal;

  const user = emulator.findUser(request.userId);
  if (!user) throw badRequest(`userId: no user ${request.userId} in the world; see GET /_emulator/world`);
  if (user.bot) throw badRequest(`userId: ${user.username} is a bot, and bots cannot use components`);
  const message = options.messages.get(request.messageId);
  if (!message)
    return refuse(404, 'UNKNOWN_MESSAGE', `no message ${request.messageId}; see GET /_emulator/messages`);

  // ── Who can see the message ──────────────────────────────────────────────────────────────────────
  const author = message.interaction_metadata?.user;
  const hidden = messageHiddenFrom(message, user.id, options.dmChannels);
  if (hidden === 'ephemeral')
    return refuse(
      403,
      'CANNOT_SEE_MESSAGE',
      `message ${message.id} is ephemeral: only ${author?.username ?? 'the user it answered'} sees it, so ${user.username} cannot use its components`,
    );
  // A component belongs to the app that wrote its message: a reply, a follow-up, or its bot's own post.
  const application = messageApplication(emulator.state.world, message);
  if (!application)
    return refuse(
      404,
      'UNKNOWN_COMPONENT',
      `message ${message.id} was not sent by an application, so it has no components`,
    );
  const dm = options.dmChannels.ownerOf(message.channel_id);
  if (hidden === 'private')
    return refuse(
      403,
      'CANNOT_SEE_MESSAGE',
      `message ${message.id} is in a private conversation of another user with the app, so ${user.username} cannot see it`,
    );
  const place = resolvePlace(
    dm ? { context: dm.context } : { guildId: message.guild_id ?? '', channelId: message.channel_id },
    { application, user },
    emulator,
    (app, who, context) => options.dmChannels.idOf(app, who, context),
    'see its messages',
  );
  if ('reason' in place) return place;

  // ── The component ────────────────────────────────────────────────────────────────────────────────
  const found =
    request.url !== undefined
      ? findComponent(
          message.components,
          (c) => c.type === Button && c.style === LinkStyle && c.url === request.url,
        )
      : request.skuId !== undefined
        ? findComponent(
            message.components,
            (c) => c.type === Button && c.style === PremiumStyle && c.sku_id === request.skuId,
          )
        : findComponent(
            message.components,
            (c) => (c.type === Button || isSelectMenuType(c.type)) && c.custom_id === request.customId,
          );
  if (!found) {
    const ids = [...walkComponents(message.components)]
      .map(({ component }) => component.custom_id ?? component.url ?? component.sku_id)
      .filter((id) => typeof id === 'string');
    return refuse(
      404,
      'UNKNOWN_COMPONENT',
      `message ${message.id} has no ${request.url !== undefined ? `link button to ${request.url}` : request.skuId !== undefined ? `premium button for SKU ${request.skuId}` : `button or select menu with custom_id ${JSON.stringify(request.customId)}`}; its components: ${ids.length > 0 ? ids.map((id) => JSON.stringify(id)).join(', ') : 'none'}`,
    );
  }
  const component = found.component;
  if (component.disabled === true)
    return refuse(
      403,
      'COMPONENT_DISABLED',
      `${request.customId ?? request.url ?? request.skuId} is disabled on message ${message.id}, so the client does not let ${user.username} use it`,
    );
  if (component.type === Button && component.style === LinkStyle) {
    if (request.values !== undefined)
      throw badRequest('values: a link button sends nothing, so it takes no values');
    return { opened: request.url! };
  }
  if (component.type === Button && component.style === PremiumStyle) {
    if (request.values !== undefined)
      throw badRequest('values: a premium button opens a purchase, so it takes no values');
    return { purchase: { skuId: request.skuId!, userId: user.id, guildId: message.guild_id ?? undefined } };
  }
  const resolver = createOptionResolver(
    place,
    emulator,
    options.origin,
    place.member ? { userId: user.id, roles: place.member.roles } : null,
  );
  const data: Record<string, unknown> = {
    custom_id: component.custom_id,
    component_type: component.type,
    // The component's number in its message, as the service sends it.
    ...(typeof component.id === 'number' ? { id: component.id } : {}),
  };
  if (component.type === Button) {
    if (request.values !== undefined)
      throw badRequest('values: a button sends no values; only select menus take them');
  } else {
    const choice = checkSelectValues(component, request.values, resolver, place.guild !== null);
    data.values = choice.values;
    if (choice.resolved && Object.keys(choice.resolved).length > 0) data.resolved = choice.resolved;
  }

  // The installations that authorized the interaction that sent the message authorize this one too.
  const owners = message.interaction_metadata
    ? { ...message.interaction_metadata.authorizing_integration_owners }
    : place.guild
      ? { '0': place.guild.id }
      : { '0': '0' };
  return {
    application,
    user,
    guild: place.guild,
    member: place.member,
    channel: place.channel,
    context: place.context,
    memberPermissions: place.memberPermissions,
    locale: request.locale ?? user.locale,
    owners,
    appPermissions: appPermissionsAt(application, place, owners),
    message,
    data,
  };
}
