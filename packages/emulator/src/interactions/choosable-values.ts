import { ComponentType, RESTJSONErrorCodes } from '@slashkit/api';
import type { InteractionPlace } from '../access/interaction-place.js';
import { HttpError } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorUser } from '../world/world.js';
import { createOptionResolver } from './options/create-option-resolver.js';
import { checkSelectValues } from './requests/check-select-values.js';

/** One value a user can pick in an entity picker, with what the picker shows. */
export interface ChoosableValue {
  value: string;
  label: string;
}

const entitySelects: readonly number[] = [
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];

/**
 * What a user, role, mentionable or channel picker offers a user at a place (`type` is the select menu's
 * component type; user, role, mentionable and channel options use the same pickers): every candidate of
 * the world that `checkSelectValues`, the check a submitted choice gets, accepts there. The page lists them
 * and applies no rule of its own.
 */
export function choosableValues(
  emulator: EmulatorContext,
  place: InteractionPlace,
  user: EmulatorUser,
  type: number,
  channelTypes: number[] | undefined,
  origin: string,
): ChoosableValue[] {
  if (!entitySelects.includes(type))
    throw new HttpError(
      400,
      RESTJSONErrorCodes.GeneralError,
      `type: expected an entity select type (${entitySelects.join(', ')}); got ${type}`,
    );
  const resolver = createOptionResolver(
    place,
    emulator,
    origin,
    place.member ? { userId: user.id, roles: place.member.roles } : null,
  );
  const guild = place.guild;
  const candidates: ChoosableValue[] = [
    ...emulator.state.world.users.map((u) => ({ value: u.id, label: `@${u.username}` })),
    ...(guild?.roles ?? []).map((r) => ({ value: r.id, label: `@${r.name}` })),
    ...(guild
      ? guild.channels.map((c) => ({ value: c.id, label: `#${c.name}` }))
      : [{ value: place.channel.id, label: 'this DM' }]),
  ];
  const select = {
    type,
    custom_id: 'picker',
    ...(channelTypes ? { channel_types: channelTypes } : {}),
  };
  return candidates.filter((candidate) => {
    try {
      checkSelectValues(select, [candidate.value], resolver, guild !== null);
      return true;
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
  });
}
