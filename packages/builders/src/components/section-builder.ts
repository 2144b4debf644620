import {
  type APIButtonComponent,
  type APISectionComponent,
  type APITextDisplayComponent,
  type APIThumbnailComponent,
  ComponentType,
} from '@slashkit/api';
import { expectInteger } from '../internal/argument-checks.js';
import { type ComponentInput, childOf, jsonOf } from '../internal/component-input.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';
import { ButtonBuilder } from './button-builder.js';
import { TextDisplayBuilder } from './text-display-builder.js';
import { ThumbnailBuilder } from './thumbnail-builder.js';

/**
 * A section: 1-3 text displays with an accessory beside them, a thumbnail or a button.
 * @example
 * new SectionBuilder()
 *   .addTextDisplayComponents((text) => text.setContent('**Ada** joined'))
 *   .setThumbnailAccessory((thumbnail) => thumbnail.setURL('attachment://ada.png'));
 * @see {@link https://discord.com/developers/docs/components/reference#section | Section}
 */
export class SectionBuilder {
  #id: number | undefined;
  readonly #texts: (TextDisplayBuilder | APITextDisplayComponent)[] = [];
  #accessory: ButtonBuilder | ThumbnailBuilder | APIButtonComponent | APIThumbnailComponent | undefined;

  /** Adds text displays (a section holds 1-3). */
  addTextDisplayComponents(
    ...texts: RestOrArray<ComponentInput<TextDisplayBuilder, APITextDisplayComponent>>
  ): this {
    for (const text of normalizeArray(texts))
      this.#texts.push(childOf(text, () => new TextDisplayBuilder(), 'addTextDisplayComponents()'));
    return this;
  }

  /** Sets a thumbnail beside the text (replacing any accessory). */
  setThumbnailAccessory(thumbnail: ComponentInput<ThumbnailBuilder, APIThumbnailComponent>): this {
    this.#accessory = childOf(thumbnail, () => new ThumbnailBuilder(), 'setThumbnailAccessory()');
    return this;
  }

  /** Sets a button beside the text (replacing any accessory); its handler is registered as any button's. */
  setButtonAccessory(button: ComponentInput<ButtonBuilder, APIButtonComponent>): this {
    this.#accessory = childOf(button, () => new ButtonBuilder(), 'setButtonAccessory()');
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#id = id;
    return this;
  }

  /**
   * The section as the wire carries it, a fresh object each call, checked as a whole (paths such as
   * `components[0].content` or `accessory.media.url`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APISectionComponent {
    const json = {
      type: ComponentType.Section,
      components: this.#texts.map((text) => jsonOf(text)),
      accessory: this.#accessory === undefined ? undefined : jsonOf(this.#accessory),
    } as APISectionComponent;
    if (json.accessory === undefined) delete (json as { accessory?: unknown }).accessory;
    if (this.#id !== undefined) json.id = this.#id;
    if (options.validate !== false) assertValidLayoutComponent('section', json);
    return json;
  }
}
