import {
  type APIComponentInContainer,
  type APIContainerComponent,
  type APIFileComponent,
  type APIMediaGalleryComponent,
  type APIMessageActionRowComponent,
  type APISectionComponent,
  type APISeparatorComponent,
  type APITextDisplayComponent,
  ComponentType,
} from '@slashkit/api';
import { expectBoolean, expectInteger } from '../internal/argument-checks.js';
import { type ComponentInput, childOf, type JSONEncodable, jsonOf } from '../internal/component-input.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import { ActionRowBuilder, type MessageActionRowComponentInput } from './action-row-builder.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';
import { FileBuilder } from './file-builder.js';
import { MediaGalleryBuilder } from './media-gallery-builder.js';
import { SectionBuilder } from './section-builder.js';
import { SeparatorBuilder } from './separator-builder.js';
import { TextDisplayBuilder } from './text-display-builder.js';

/** An action row a container (or a message) takes: of buttons or one select menu. */
type MessageRow = ActionRowBuilder<MessageActionRowComponentInput>;

/**
 * A container: a box around action rows, text displays, sections, media galleries, separators and files,
 * with an accent colour bar; the usual outer component of an IS_COMPONENTS_V2 message. Children keep the
 * order in which they were added.
 * @example
 * new ContainerBuilder()
 *   .setAccentColor(0x5865f2)
 *   .addTextDisplayComponents((text) => text.setContent('# Release 2.0'))
 *   .addSeparatorComponents((separator) => separator)
 *   .addActionRowComponents((row) => row.addComponents(readMore));
 * @see {@link https://discord.com/developers/docs/components/reference#container | Container}
 */
export class ContainerBuilder {
  #id: number | undefined;
  #accentColor: number | null | undefined;
  #spoiler: boolean | undefined;
  readonly #components: (JSONEncodable<APIComponentInContainer> | APIComponentInContainer)[] = [];

  #add<B extends JSONEncodable<APIComponentInContainer>, J extends APIComponentInContainer>(
    inputs: RestOrArray<ComponentInput<B, J>>,
    create: () => B,
    method: string,
  ): this {
    for (const input of normalizeArray(inputs)) this.#components.push(childOf(input, create, `${method}()`));
    return this;
  }

  /** Adds action rows of buttons or of one select menu. */
  addActionRowComponents(
    ...rows: RestOrArray<ComponentInput<MessageRow, APIMessageActionRowComponent>>
  ): this {
    return this.#add(rows, () => new ActionRowBuilder() as MessageRow, 'addActionRowComponents');
  }

  /** Adds text displays. */
  addTextDisplayComponents(
    ...texts: RestOrArray<ComponentInput<TextDisplayBuilder, APITextDisplayComponent>>
  ): this {
    return this.#add(texts, () => new TextDisplayBuilder(), 'addTextDisplayComponents');
  }

  /** Adds sections. */
  addSectionComponents(...sections: RestOrArray<ComponentInput<SectionBuilder, APISectionComponent>>): this {
    return this.#add(sections, () => new SectionBuilder(), 'addSectionComponents');
  }

  /** Adds media galleries. */
  addMediaGalleryComponents(
    ...galleries: RestOrArray<ComponentInput<MediaGalleryBuilder, APIMediaGalleryComponent>>
  ): this {
    return this.#add(galleries, () => new MediaGalleryBuilder(), 'addMediaGalleryComponents');
  }

  /** Adds separators. */
  addSeparatorComponents(
    ...separators: RestOrArray<ComponentInput<SeparatorBuilder, APISeparatorComponent>>
  ): this {
    return this.#add(separators, () => new SeparatorBuilder(), 'addSeparatorComponents');
  }

  /** Adds file components (files sent with the message). */
  addFileComponents(...files: RestOrArray<ComponentInput<FileBuilder, APIFileComponent>>): this {
    return this.#add(files, () => new FileBuilder(), 'addFileComponents');
  }

  /** Sets the colour bar: an RGB integer (0-0xFFFFFF), or null for none. */
  setAccentColor(color: number | null): this {
    if (color !== null) expectInteger(color, 'accent_color');
    this.#accentColor = color;
    return this;
  }

  /** Blurs the container until clicked. */
  setSpoiler(spoiler = true): this {
    expectBoolean(spoiler, 'spoiler');
    this.#spoiler = spoiler;
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#id = id;
    return this;
  }

  /**
   * The container as the wire carries it, a fresh object each call, checked as a whole with the rules of
   * an IS_COMPONENTS_V2 message (40 components, 4000 characters of text, unique ids and custom_ids; paths
   * such as `components[2].accessory.custom_id`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIContainerComponent {
    const json: APIContainerComponent = {
      type: ComponentType.Container,
      components: this.#components.map((child) => jsonOf(child)),
    };
    if (this.#id !== undefined) json.id = this.#id;
    if (this.#accentColor !== undefined) json.accent_color = this.#accentColor;
    if (this.#spoiler !== undefined) json.spoiler = this.#spoiler;
    if (options.validate !== false) assertValidLayoutComponent('container', json);
    return json;
  }
}
