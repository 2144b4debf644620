import { type APIMediaGalleryComponent, type APIMediaGalleryItem, ComponentType } from '@slashkit/api';
import { expectInteger } from '../internal/argument-checks.js';
import { type ComponentInput, childOf, jsonOf } from '../internal/component-input.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';
import { MediaGalleryItemBuilder } from './media-gallery-item-builder.js';

/**
 * A media gallery: 1-10 pictures in a grid, in an IS_COMPONENTS_V2 message (alone or in a container).
 * @example
 * new MediaGalleryBuilder().addItems(
 *   (item) => item.setURL('attachment://one.png'),
 *   new MediaGalleryItemBuilder().setURL('https://example.com/two.png').setSpoiler(),
 * );
 * @see {@link https://discord.com/developers/docs/components/reference#media-gallery | Media gallery}
 */
export class MediaGalleryBuilder {
  #id: number | undefined;
  readonly #items: (MediaGalleryItemBuilder | APIMediaGalleryItem)[] = [];

  /** Adds pictures (a gallery holds 1-10): builders, JSON items, or functions that fill a fresh builder. */
  addItems(...items: RestOrArray<ComponentInput<MediaGalleryItemBuilder, APIMediaGalleryItem>>): this {
    for (const item of normalizeArray(items))
      this.#items.push(childOf(item, () => new MediaGalleryItemBuilder(), 'addItems()'));
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#id = id;
    return this;
  }

  /**
   * The gallery as the wire carries it, a fresh object each call, checked as a whole (paths such as
   * `items[0].media.url`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIMediaGalleryComponent {
    const json: APIMediaGalleryComponent = {
      type: ComponentType.MediaGallery,
      items: this.#items.map((item) => jsonOf(item)),
    };
    if (this.#id !== undefined) json.id = this.#id;
    if (options.validate !== false) assertValidLayoutComponent('media gallery', json);
    return json;
  }
}
