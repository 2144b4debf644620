import { type APIThumbnailComponent, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectString } from '../internal/argument-checks.js';
import { assertValidThumbnail } from './assert-valid-component.js';

/**
 * A thumbnail: a small picture beside a section's text (its accessory). The picture is an https URL or
 * `attachment://<filename>` for a file sent with the message.
 * @example
 * new ThumbnailBuilder().setURL('attachment://avatar.png').setDescription('The avatar');
 * @see {@link https://discord.com/developers/docs/components/reference#thumbnail | Thumbnail}
 */
export class ThumbnailBuilder {
  readonly #data: Partial<APIThumbnailComponent> & { type: 11 } = { type: ComponentType.Thumbnail };

  /** Sets the picture: `https://…` or `attachment://<filename>` (at most 2048 characters). */
  setURL(url: string): this {
    expectString(url, 'url');
    this.#data.media = { url };
    return this;
  }

  /** Sets the alt text (1-1024 characters). */
  setDescription(description: string): this {
    expectString(description, 'description');
    this.#data.description = description;
    return this;
  }

  /** Blurs the picture until clicked. */
  setSpoiler(spoiler = true): this {
    expectBoolean(spoiler, 'spoiler');
    this.#data.spoiler = spoiler;
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The thumbnail as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIThumbnailComponent {
    const json = structuredClone(this.#data) as APIThumbnailComponent;
    if (options.validate !== false) assertValidThumbnail(json);
    return json;
  }
}
