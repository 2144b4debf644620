import { type APITextDisplayComponent, ComponentType } from '@slashkit/api';
import { expectInteger, expectString } from '../internal/argument-checks.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';

/**
 * A text display: markdown text in an IS_COMPONENTS_V2 message (alone, in a section or in a container) or
 * in a modal. 1-4000 characters; a message's text displays hold 4000 in all.
 * @example
 * new TextDisplayBuilder().setContent('## Poll\nPick one **below**');
 * @see {@link https://discord.com/developers/docs/components/reference#text-display | Text display}
 */
export class TextDisplayBuilder {
  readonly #data: Partial<APITextDisplayComponent> & { type: 10 } = { type: ComponentType.TextDisplay };

  /** Sets the markdown text (1-4000 characters). */
  setContent(content: string): this {
    expectString(content, 'content');
    this.#data.content = content;
    return this;
  }

  /** Sets the component's `id` in its message or modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The text display as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APITextDisplayComponent {
    const json = { ...this.#data } as APITextDisplayComponent;
    if (options.validate !== false) assertValidLayoutComponent('text display', json);
    return json;
  }
}
