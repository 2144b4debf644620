import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkButton } from './component-button.js';
import { checkFlag, checkObject } from './component-fields.js';
import { checkMessageActionRow } from './component-layout.js';
import { checkFile, checkMediaGallery, checkThumbnail } from './component-media.js';
import { checkTextDisplay } from './component-text-display.js';
import { type ComponentWalk, visitComponent } from './component-walk.js';

const L = ComponentLimits;

/** What may sit at the top level of a V2 message, and inside a container (the same, less containers). */
const TOP_LEVEL = '1, 9, 10, 12, 13, 14, 17';
const IN_CONTAINER = '1, 9, 10, 12, 13, 14';

/** Why a component type cannot sit where it was found, for the error message. */
function misplaced(type: unknown, inContainer: boolean): string {
  if (type === 17 && inContainer) return 'containers do not nest; put its components in this one';
  if (type === 11) return 'a thumbnail is the accessory of a section (type 9)';
  if (type === 2 || type === 3 || (typeof type === 'number' && type >= 5 && type <= 8))
    return 'buttons and select menus go in an action row (type 1)';
  if (type === 4 || type === 18 || type === 19 || type === 21 || type === 22 || type === 23)
    return 'text inputs, labels and the other inputs go in modals';
  return inContainer
    ? 'that component cannot sit in a container'
    : 'that component cannot sit at the top level';
}

/**
 * Checks one component of an IS_COMPONENTS_V2 message at the top level or in a container (collector path
 * at it): an action row, a section, a text display, a media gallery, a file, a separator, or (top level
 * only) a container; each is counted with the components it holds, and its `id` checked.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function checkV2Component(
  c: ErrorCollector,
  component: Record<string, unknown>,
  walk: ComponentWalk,
  inContainer: boolean,
): void {
  const type = component.type;
  if (type === 1) {
    checkMessageActionRow(c, component, walk);
    return;
  }
  visitComponent(c, component, walk);
  switch (type) {
    case 9:
      checkSection(c, component, walk);
      return;
    case 10:
      checkTextDisplay(c, component, walk);
      return;
    case 12:
      checkMediaGallery(c, component);
      return;
    case 13:
      checkFile(c, component);
      return;
    case 14:
      checkSeparator(c, component);
      return;
    case 17:
      if (!inContainer) {
        checkContainer(c, component, walk);
        return;
      }
  }
  c.add(
    'type',
    ComponentErrorCodes.TypeInvalid,
    `Value of field "type" must be one of (${inContainer ? IN_CONTAINER : TOP_LEVEL}) (got ${show(type)}) — ${misplaced(type, inContainer)}`,
  );
}

/** The array under `key`, or undefined (reported) when it is missing or not an array. */
function listOf(
  c: ErrorCollector,
  owner: Record<string, unknown>,
  key: string,
  hint: string,
): unknown[] | undefined {
  const value = owner[key];
  if (value === undefined) {
    c.add(key, FieldErrorCodes.Required, `This field is required — ${hint}`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    c.add(key, FieldErrorCodes.ListType, `Expected an array, got ${jsonType(value)} — send ${hint}`);
    return undefined;
  }
  return value;
}

/**
 * Checks a section (collector path at it): 1-3 text displays, and an `accessory` that is a thumbnail or a
 * button.
 * @see {@link https://discord.com/developers/docs/components/reference#section | Section}
 */
function checkSection(c: ErrorCollector, section: Record<string, unknown>, walk: ComponentWalk): void {
  const texts = listOf(c, section, 'components', '1 to 3 text displays [{ "type": 10, "content": "…" }]');
  if (texts !== undefined) {
    if (texts.length < L.sectionComponentsMin || texts.length > L.sectionComponentsMax)
      c.add(
        'components',
        FieldErrorCodes.BadLength,
        `Must be between ${L.sectionComponentsMin} and ${L.sectionComponentsMax} in length (got ${texts.length}) — ${texts.length === 0 ? 'add a text display' : 'merge the text, or use several sections'}`,
      );
    c.path.push('components');
    for (let i = 0; i < texts.length; i++) {
      const text: unknown = texts[i];
      if (!checkObject(c, i, text, '{ "type": 10, "content": "…" }')) continue;
      c.path.push(i);
      visitComponent(c, text, walk);
      if (text.type === 10) checkTextDisplay(c, text, walk);
      else
        c.add(
          'type',
          ComponentErrorCodes.TypeInvalid,
          `Value of field "type" must be one of (10,) (got ${show(text.type)}) — a section holds text displays; its button or thumbnail goes in \`accessory\``,
        );
      c.path.pop();
    }
    c.path.pop();
  }
  const accessory = section.accessory;
  if (accessory === undefined) {
    c.add(
      'accessory',
      FieldErrorCodes.Required,
      'This field is required — a thumbnail { "type": 11, "media": { "url": … } } or a button beside the text',
    );
    return;
  }
  if (!checkObject(c, 'accessory', accessory, '{ "type": 11, "media": { "url": "https://…" } }')) return;
  c.path.push('accessory');
  visitComponent(c, accessory, walk);
  if (accessory.type === 11) checkThumbnail(c, accessory);
  else if (accessory.type === 2) checkButton(c, accessory, walk);
  else
    c.add(
      'type',
      ComponentErrorCodes.TypeInvalid,
      `Value of field "type" must be one of (2, 11) (got ${show(accessory.type)}) — a section's accessory is a button or a thumbnail`,
    );
  c.path.pop();
}

/**
 * Checks a separator (collector path at it): `divider` a boolean, `spacing` 1 (small) or 2 (large).
 * @see {@link https://discord.com/developers/docs/components/reference#separator | Separator}
 */
function checkSeparator(c: ErrorCollector, separator: Record<string, unknown>): void {
  checkFlag(c, 'divider', separator.divider);
  const spacing = separator.spacing;
  if (spacing !== undefined && spacing !== 1 && spacing !== 2)
    c.add(
      'spacing',
      FieldErrorCodes.Choices,
      `Value must be one of {1, 2} (got ${show(spacing)}) — 1 small (the default) or 2 large`,
    );
}

/**
 * Checks a container (collector path at it): at least one component (no containers), `accent_color` an
 * RGB integer 0-0xFFFFFF or null, and `spoiler`.
 * @see {@link https://discord.com/developers/docs/components/reference#container | Container}
 */
function checkContainer(c: ErrorCollector, container: Record<string, unknown>, walk: ComponentWalk): void {
  const color = container.accent_color;
  if (
    color !== undefined &&
    color !== null &&
    (typeof color !== 'number' || !Number.isInteger(color) || color < 0 || color > L.accentColorMax)
  )
    c.add(
      'accent_color',
      FieldErrorCodes.Coerce,
      `Value ${show(color)} is not an RGB colour — send an integer from 0 to 0xFFFFFF (${L.accentColorMax}), or null`,
    );
  checkFlag(c, 'spoiler', container.spoiler);
  const children = listOf(c, container, 'components', '[{ "type": 10, "content": "…" }, …]');
  if (children === undefined) return;
  if (children.length < L.containerComponentsMin)
    c.add(
      'components',
      FieldErrorCodes.BadLength,
      `Must be ${L.containerComponentsMin} or more in length (got 0) — put something in the container, or remove it`,
    );
  c.path.push('components');
  for (let i = 0; i < children.length; i++) {
    const child: unknown = children[i];
    if (!checkObject(c, i, child, '{ "type": 10, "content": "…" }')) continue;
    c.path.push(i);
    checkV2Component(c, child, walk, true);
    c.path.pop();
  }
  c.path.pop();
}
