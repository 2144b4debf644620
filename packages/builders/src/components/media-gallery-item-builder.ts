import type { APIMediaGalleryItem } from '@slashkit/api';
import { expectBoolean, expectString } from '../internal/argument-checks.js';
import { assertValidGalleryItem } from './assert-valid-component.js';

/**
 * One picture of a media gallery: an https URL or `attachment://<filename>`, with alt text.
 * @example
 * new MediaGalleryItemBuilder().setURL('https://example.com/cat.png').setDescription('A cat');
 * @see {@link https://discord.com/developers/docs/components/reference#media-gallery | Media gallery}
 */
export class MediaGalleryItemBuilder {
  readonly #data: Partial<APIMediaGalleryItem> = {};

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

  /**
   * The item as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIMediaGalleryItem {
    const json = structuredClone(this.#data) as APIMediaGalleryItem;
    if (options.validate !== false) assertValidGalleryItem(json);
    return json;
  }
}
