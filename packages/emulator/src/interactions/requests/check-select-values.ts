import { type APIInteractionDataResolved, ComponentLimits, ComponentType } from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';
import type { OptionResolver } from '../options/option-resolver.js';

const { StringSelect, UserSelect, RoleSelect, MentionableSelect, ChannelSelect } = ComponentType;

/** What a select menu sends: the values in the order chosen and, for entity selects, what they are. */
export interface SelectChoice {
  values: string[];
  resolved?: APIInteractionDataResolved;
}

/**
 * Checks what a user chose in a select menu as the client allows it: between `min_values` (default 1) and
 * `max_values` (default 1) distinct values, each an option's value (string selects) or the id of a user
 * (a member, in guilds), role or channel (of an allowed `channel_types`, and one the user can view) that the
 * user could pick here.
 * Entity selects resolve their values as the service does. Throws a 400 naming `values[i]` and the fix.
 */
export function checkSelectValues(
  select: Record<string, unknown>,
  values: readonly string[] | undefined,
  resolver: OptionResolver,
  inGuild: boolean,
  /** How the request names the values, for messages: `values`, or `fields.<custom_id>` in a modal. */
  at = 'values',
): SelectChoice {
  const customId = String(select.custom_id);
  if (values === undefined)
    throw badRequest(`${at}: select menu ${customId} needs the chosen values, e.g. "values": ["…"]`);
  const min = typeof select.min_values === 'number' ? select.min_values : ComponentLimits.selectValuesDefault;
  const max = typeof select.max_values === 'number' ? select.max_values : ComponentLimits.selectValuesDefault;
  if (values.length < min || values.length > max)
    throw badRequest(
      `${at}: select menu ${customId} takes ${min === max ? min : `${min} to ${max}`} value(s) (min_values ${min}, max_values ${max}); got ${values.length}`,
    );
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (seen.has(value)) throw badRequest(`${at}[${i}]: ${JSON.stringify(value)} is chosen twice`);
    seen.add(value);
  });
  const type = select.type;
  if (type === StringSelect) {
    const options = Array.isArray(select.options) ? (select.options as { value?: unknown }[]) : [];
    const allowed = options.map((o) => o.value);
    values.forEach((value, i) => {
      if (!allowed.includes(value))
        throw badRequest(
          `${at}[${i}]: ${JSON.stringify(value)} is not an option of select menu ${customId}; its values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
        );
    });
    return { values: [...values] };
  }
  const resolved: APIInteractionDataResolved = {};
  const channelTypes = Array.isArray(select.channel_types) ? (select.channel_types as number[]) : undefined;
  values.forEach((value, i) => {
    const user = type === UserSelect || type === MentionableSelect ? resolver.user(value) : undefined;
    if (user && (!inGuild || user.member)) {
      resolved.users = { ...resolved.users, [value]: user.user };
      if (user.member) resolved.members = { ...resolved.members, [value]: user.member };
      return;
    }
    const role = type === RoleSelect || type === MentionableSelect ? resolver.role(value) : undefined;
    if (role) {
      resolved.roles = { ...resolved.roles, [value]: role };
      return;
    }
    const channel = type === ChannelSelect ? resolver.channel(value) : undefined;
    if (channel && (channelTypes === undefined || channelTypes.includes(channel.type))) {
      resolved.channels = { ...resolved.channels, [value]: channel };
      return;
    }
    const hidden = type === ChannelSelect ? resolver.hiddenChannel(value) : undefined;
    if (hidden)
      throw badRequest(
        `${at}[${i}]: ${JSON.stringify(value)} is ${hidden}, so select menu ${customId} cannot offer it`,
      );
    const what =
      type === UserSelect
        ? inGuild
          ? 'a member of this guild'
          : 'a user of the world'
        : type === RoleSelect
          ? 'a role of this guild'
          : type === MentionableSelect
            ? `${inGuild ? 'a member' : 'a user'} or a role of this guild`
            : `a channel ${inGuild ? 'of this guild' : '(here: this DM)'}${channelTypes ? ` of type ${channelTypes.join(', ')} (channel_types)` : ''}`;
    throw badRequest(
      `${at}[${i}]: ${JSON.stringify(value)} is not ${what}, so select menu ${customId} cannot offer it`,
    );
  });
  return { values: [...values], resolved };
}
