import { type APISelectMenuOption, type APIStringSelectComponent, ComponentType } from '@slashkit/api';
import { type ComponentEmojiInput, toComponentEmoji } from './component-emoji.js';
import type { ComponentTypeInfo } from './component-type-info.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';
import { SelectMenuBuilderBase } from './select-menu-builder-base.js';

/** One option of a string select, with the emoji in any form the emoji setters take. */
export interface StringSelectOptionInput<Value extends string = string>
  extends Omit<APISelectMenuOption, 'value' | 'emoji'> {
  /** 1-100 characters, unique in the menu; the handler's `values` carry it. */
  value: Value;
  emoji?: ComponentEmojiInput;
}

/**
 * A select menu of the app's own options (1-25), in a message's action row or a modal's label. The option
 * values build a literal union that types the handler's `values` (or, in a modal, its `fields` entry).
 * @example
 * new StringSelectMenuBuilder()
 *   .setCustomId('color')
 *   .addOptions({ label: 'Red', value: 'red' }, { label: 'Green', value: 'green' }); // values: ('red' | 'green')[]
 * @see {@link https://discord.com/developers/docs/components/reference#string-select | String select}
 */
export class StringSelectMenuBuilder<
  CustomId extends string = string,
  Values extends string = never,
> extends SelectMenuBuilderBase<APIStringSelectComponent> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'string', CustomId, Values>;
  /** Type-level facts for a modal's submit handler, in a label (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly Values[]>;

  constructor() {
    super(ComponentType.StringSelect);
    this.data.options = [];
  }

  /** Sets the id the choice sends back (1-100 characters, unique in the message). */
  setCustomId<const Id extends string>(customId: Id): StringSelectMenuBuilder<Id, Values> {
    this.putCustomId(customId);
    return this as unknown as StringSelectMenuBuilder<Id, Values>;
  }

  /** Adds options (a menu holds 1-25); their values join the handler's `values` type. */
  addOptions<const V extends string>(
    ...options: readonly StringSelectOptionInput<V>[]
  ): StringSelectMenuBuilder<CustomId, Values | V> {
    (this.data.options as APISelectMenuOption[]).push(...options.map(toOption));
    return this as unknown as StringSelectMenuBuilder<CustomId, Values | V>;
  }

  /** Replaces every option; the handler's `values` type becomes their values. */
  setOptions<const V extends string>(
    ...options: readonly StringSelectOptionInput<V>[]
  ): StringSelectMenuBuilder<CustomId, V> {
    this.data.options = options.map(toOption);
    return this as unknown as StringSelectMenuBuilder<CustomId, V>;
  }
}

function toOption(option: StringSelectOptionInput): APISelectMenuOption {
  if (typeof option !== 'object' || option === null)
    throw new TypeError('a select option must be an object such as { label: "Red", value: "red" }');
  const { emoji, ...rest } = option;
  return emoji === undefined ? { ...rest } : { ...rest, emoji: toComponentEmoji(emoji) };
}
