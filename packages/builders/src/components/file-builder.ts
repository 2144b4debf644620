import { type APIFileComponent, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectString } from '../internal/argument-checks.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';

/**
 * A file component: a file sent with the same message, shown as a download. Its URL is
 * `attachment://<filename>` (a link cannot be a file component).
 * @example
 * new FileBuilder().setURL('attachment://report.pdf');
 * @see {@link https://discord.com/developers/docs/components/reference#file | File}
 */
export class FileBuilder {
  readonly #data: Partial<APIFileComponent> & { type: 13 } = { type: ComponentType.File };

  /** Sets the file: `attachment://<filename>`, naming a file of the same request. */
  setURL(url: string): this {
    expectString(url, 'url');
    this.#data.file = { url };
    return this;
  }

  /** Blurs the file until clicked. */
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
   * The file component as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIFileComponent {
    const json = structuredClone(this.#data) as APIFileComponent;
    if (options.validate !== false) assertValidLayoutComponent('file', json);
    return json;
  }
}
