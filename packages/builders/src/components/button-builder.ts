import {
  type APIButtonComponent,
  type APIMessageComponentEmoji,
  type ButtonStyle,
  ComponentType,
} from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber, expectString } from '../internal/argument-checks.js';
import { assertValidMessageComponent } from './assert-valid-component.js';
import { type ComponentEmojiInput, toComponentEmoji } from './component-emoji.js';
import type { ComponentTypeInfo } from './component-type-info.js';

interface ButtonData {
  type: 2;
  style?: ButtonStyle;
  custom_id?: string;
  label?: string;
  emoji?: APIMessageComponentEmoji;
  url?: string;
  sku_id?: string;
  disabled?: boolean;
  id?: number;
}

/**
 * A button. PRIMARY..DANGER send their `custom_id` when clicked; LINK opens a URL; PREMIUM shows a SKU.
 * `toJSON()` checks every rule of its style. The `custom_id` literal (a plain id, or a pattern such as
 * `'poll:{pollId}:vote'` when registered) types the handler.
 * @example
 * new ButtonBuilder().setCustomId('vote').setLabel('Vote').setStyle(ButtonStyle.Primary);
 * new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('Docs').setURL('https://example.com');
 * @see {@link https://discord.com/developers/docs/components/reference#button | Button}
 */
export class ButtonBuilder<CustomId extends string = string> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~component'?: ComponentTypeInfo<'button', CustomId, never>;
  readonly #data: ButtonData = { type: ComponentType.Button };

  /**
   * Sets the style: Primary 1, Secondary 2, Success 3, Danger 4 (these need a custom_id), Link 5 (a url),
   * Premium 6 (a SKU id).
   */
  setStyle(style: ButtonStyle): this {
    expectNumber(style, 'style');
    this.#data.style = style;
    return this;
  }

  /** Sets the id the click sends back (1-100 characters, unique in the message). */
  setCustomId<const Id extends string>(customId: Id): ButtonBuilder<Id> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as ButtonBuilder<Id>;
  }

  /** Sets the text on the button (at most 80 characters). */
  setLabel(label: string): this {
    expectString(label, 'label');
    this.#data.label = label;
    return this;
  }

  /** Sets the emoji: `'🔥'`, `'<:name:id>'` or `{ id, name, animated }`. */
  setEmoji(emoji: ComponentEmojiInput): this {
    this.#data.emoji = toComponentEmoji(emoji);
    return this;
  }

  /** Sets the URL a LINK button opens (http, https or discord). */
  setURL(url: string): this {
    expectString(url, 'url');
    this.#data.url = url;
    return this;
  }

  /** Sets the SKU a PREMIUM button shows. */
  setSKUId(skuId: string): this {
    expectString(skuId, 'sku_id');
    this.#data.sku_id = skuId;
    return this;
  }

  /** Greys the button out (no clicks). */
  setDisabled(disabled = true): this {
    expectBoolean(disabled, 'disabled');
    this.#data.disabled = disabled;
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The button as the wire carries it, a fresh object each call, checked against the rules of its style.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIButtonComponent {
    const json = { ...this.#data } as APIButtonComponent;
    if (this.#data.emoji) (json as { emoji?: object }).emoji = { ...this.#data.emoji };
    if (options.validate !== false) assertValidMessageComponent('button', json);
    return json;
  }
}
