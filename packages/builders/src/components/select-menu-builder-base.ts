import type { APISelectMenuComponent } from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber, expectString } from '../internal/argument-checks.js';
import { assertValidMessageComponent } from './assert-valid-component.js';

/** The fields every select menu builder fills in. @internal */
export interface SelectMenuData {
  type: 3 | 5 | 6 | 7 | 8;
  custom_id?: string;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  disabled?: boolean;
  required?: boolean;
  id?: number;
  [field: string]: unknown;
}

const KINDS: Record<number, string> = {
  3: 'string select',
  5: 'user select',
  6: 'role select',
  7: 'mentionable select',
  8: 'channel select',
};

/**
 * What every select menu builder has: the custom_id (typed by each subclass's `setCustomId`), the
 * placeholder, how many values may be chosen, and `toJSON()` checked against every select menu rule.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 * @internal
 */
export abstract class SelectMenuBuilderBase<Json extends APISelectMenuComponent> {
  /** The wire fields so far. @internal */
  protected readonly data: SelectMenuData;

  protected constructor(type: SelectMenuData['type']) {
    this.data = { type };
  }

  /** @internal Shared by each subclass's typed `setCustomId`. */
  protected putCustomId(customId: string): void {
    expectString(customId, 'custom_id');
    this.data.custom_id = customId;
  }

  /** Sets the grey text shown while nothing is chosen (at most 150 characters). */
  setPlaceholder(placeholder: string): this {
    expectString(placeholder, 'placeholder');
    this.data.placeholder = placeholder;
    return this;
  }

  /** Sets the fewest values the user must choose (0-25, default 1). */
  setMinValues(minValues: number): this {
    expectNumber(minValues, 'min_values');
    this.data.min_values = minValues;
    return this;
  }

  /** Sets the most values the user may choose (1-25, default 1). */
  setMaxValues(maxValues: number): this {
    expectNumber(maxValues, 'max_values');
    this.data.max_values = maxValues;
    return this;
  }

  /** Greys the menu out. */
  setDisabled(disabled = true): this {
    expectBoolean(disabled, 'disabled');
    this.data.disabled = disabled;
    return this;
  }

  /** Sets the component's `id` in its message or modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.data.id = id;
    return this;
  }

  /** In a modal's label: whether an answer is needed (default true). */
  setRequired(required = true): this {
    expectBoolean(required, 'required');
    this.data.required = required;
    return this;
  }

  /**
   * The menu as the wire carries it, a fresh object each call, checked against every select menu rule.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): Json {
    const json = structuredClone(this.data) as unknown as Json;
    if (options.validate !== false) assertValidMessageComponent(KINDS[this.data.type] ?? 'select menu', json);
    return json;
  }
}
