import { type APISeparatorComponent, ComponentType, type SeparatorSpacingSize } from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber } from '../internal/argument-checks.js';
import { assertValidLayoutComponent } from './assert-valid-component.js';

/**
 * A separator: space between components, with a line unless `setDivider(false)`.
 * @example
 * new SeparatorBuilder().setSpacing(SeparatorSpacingSize.Large).setDivider(false);
 * @see {@link https://discord.com/developers/docs/components/reference#separator | Separator}
 */
export class SeparatorBuilder {
  readonly #data: APISeparatorComponent = { type: ComponentType.Separator };

  /** Whether a line is drawn (the service's default is true). */
  setDivider(divider = true): this {
    expectBoolean(divider, 'divider');
    this.#data.divider = divider;
    return this;
  }

  /** Sets the space: `SeparatorSpacingSize.Small` (1, the default) or `Large` (2). */
  setSpacing(spacing: SeparatorSpacingSize): this {
    expectNumber(spacing, 'spacing');
    this.#data.spacing = spacing;
    return this;
  }

  /** Sets the component's `id` in its message (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The separator as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APISeparatorComponent {
    const json = { ...this.#data };
    if (options.validate !== false) assertValidLayoutComponent('separator', json);
    return json;
  }
}
