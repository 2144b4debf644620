import {
  type APIChannelSelectComponent,
  type APIMentionableSelectComponent,
  type APIRole,
  type APIRoleSelectComponent,
  type APIUserSelectComponent,
  type ChannelType,
  ComponentType,
} from '@slashkit/api';
import type { ResolvedChannel } from '../types/resolved-channel.js';
import type { ResolvedMentionable } from '../types/resolved-mentionable.js';
import type { ResolvedUser } from '../types/resolved-user.js';
import type { ComponentTypeInfo } from './component-type-info.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';
import { SelectMenuBuilderBase } from './select-menu-builder-base.js';

type DefaultKind = 'user' | 'role' | 'channel';

function addDefaults(data: Record<string, unknown>, type: DefaultKind, ids: readonly string[]): void {
  if (data.default_values === undefined) data.default_values = [];
  const list = data.default_values as { id: string; type: DefaultKind }[];
  for (const id of ids) {
    if (typeof id !== 'string')
      throw new TypeError(`a default ${type} id must be a string (got ${typeof id})`);
    list.push({ id, type });
  }
}

/**
 * A select menu of the server's users; the handler gets `users` (with members in guilds); in a modal's label, `fields` holds them.
 * @example
 * new UserSelectMenuBuilder().setCustomId('invite').setMaxValues(3).addDefaultUsers(ownerId);
 * @see {@link https://discord.com/developers/docs/components/reference#user-select | User select}
 */
export class UserSelectMenuBuilder<
  CustomId extends string = string,
> extends SelectMenuBuilderBase<APIUserSelectComponent> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'user', CustomId, string>;
  /** Type-level facts for a modal's submit handler, in a label (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly ResolvedUser[]>;
  constructor() {
    super(ComponentType.UserSelect);
  }
  /** Sets the id the choice sends back. */
  setCustomId<const Id extends string>(customId: Id): UserSelectMenuBuilder<Id> {
    this.putCustomId(customId);
    return this as unknown as UserSelectMenuBuilder<Id>;
  }
  /** Preselects users by id (as many as `max_values` at most). */
  addDefaultUsers(...ids: string[]): this {
    addDefaults(this.data, 'user', ids);
    return this;
  }
}

/**
 * A select menu of the server's roles; the handler gets `roles` (in a modal's label, `fields` holds them).
 * @example
 * new RoleSelectMenuBuilder().setCustomId('roles').setMinValues(0).setMaxValues(5);
 * @see {@link https://discord.com/developers/docs/components/reference#role-select | Role select}
 */
export class RoleSelectMenuBuilder<
  CustomId extends string = string,
> extends SelectMenuBuilderBase<APIRoleSelectComponent> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'role', CustomId, string>;
  /** Type-level facts for a modal's submit handler, in a label (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly APIRole[]>;
  constructor() {
    super(ComponentType.RoleSelect);
  }
  /** Sets the id the choice sends back. */
  setCustomId<const Id extends string>(customId: Id): RoleSelectMenuBuilder<Id> {
    this.putCustomId(customId);
    return this as unknown as RoleSelectMenuBuilder<Id>;
  }
  /** Preselects roles by id. */
  addDefaultRoles(...ids: string[]): this {
    addDefaults(this.data, 'role', ids);
    return this;
  }
}

/**
 * A select menu of users and roles; the handler gets `users` and `roles` (in a modal's label, `fields` holds them by `kind`).
 * @example
 * new MentionableSelectMenuBuilder().setCustomId('notify').setMaxValues(10);
 * @see {@link https://discord.com/developers/docs/components/reference#mentionable-select | Mentionable select}
 */
export class MentionableSelectMenuBuilder<
  CustomId extends string = string,
> extends SelectMenuBuilderBase<APIMentionableSelectComponent> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'mentionable', CustomId, string>;
  /** Type-level facts for a modal's submit handler, in a label (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly ResolvedMentionable[]>;
  constructor() {
    super(ComponentType.MentionableSelect);
  }
  /** Sets the id the choice sends back. */
  setCustomId<const Id extends string>(customId: Id): MentionableSelectMenuBuilder<Id> {
    this.putCustomId(customId);
    return this as unknown as MentionableSelectMenuBuilder<Id>;
  }
  /** Preselects users by id. */
  addDefaultUsers(...ids: string[]): this {
    addDefaults(this.data, 'user', ids);
    return this;
  }
  /** Preselects roles by id. */
  addDefaultRoles(...ids: string[]): this {
    addDefaults(this.data, 'role', ids);
    return this;
  }
}

/**
 * A select menu of the server's channels, optionally of some types only; the handler gets `channels` (in a modal's label, `fields` holds them).
 * @example
 * new ChannelSelectMenuBuilder().setCustomId('log-channel').setChannelTypes(ChannelType.GuildText);
 * @see {@link https://discord.com/developers/docs/components/reference#channel-select | Channel select}
 */
export class ChannelSelectMenuBuilder<
  CustomId extends string = string,
> extends SelectMenuBuilderBase<APIChannelSelectComponent> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'channel', CustomId, string>;
  /** Type-level facts for a modal's submit handler, in a label (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly ResolvedChannel[]>;
  constructor() {
    super(ComponentType.ChannelSelect);
  }
  /** Sets the id the choice sends back. */
  setCustomId<const Id extends string>(customId: Id): ChannelSelectMenuBuilder<Id> {
    this.putCustomId(customId);
    return this as unknown as ChannelSelectMenuBuilder<Id>;
  }
  /** Offers only channels of these types. */
  setChannelTypes(...types: ChannelType[]): this {
    this.data.channel_types = [...types];
    return this;
  }
  /** Preselects channels by id. */
  addDefaultChannels(...ids: string[]): this {
    addDefaults(this.data, 'channel', ids);
    return this;
  }
}
