import { ComponentLimits } from '../component-limits.js';
import { ComponentType, isSelectMenuType } from '../enums/component-type.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { APIBaseComponent } from '../types/components.js';

/**
 * A media item as a message returns it (`UnfurledMedia` in Discord's document): the `url` sent, and what
 * the service knows about it (`id`, `proxy_url`, `width`, `height`, `content_type`, `attachment_id` for
 * an uploaded file).
 */
export interface APIUnfurledMedia {
  url: string;
  id?: string;
  proxy_url?: string;
  width?: number | null;
  height?: number | null;
  content_type?: string | null;
  /** The attachment an `attachment://` URL refers to. */
  attachment_id?: string;
}

/** What {@link storedComponents} needs besides the components. */
export interface StoredComponentsOptions {
  /**
   * Fills in what is known about a media item of a thumbnail, a media gallery item or a file component
   * (`media` holds at least the `url` sent; `component` is the thumbnail, gallery item or file holding it).
   * Called only for media without an `id` yet, so storing twice fills nothing twice. Default: the media
   * as sent.
   */
  unfurl?: (media: APIUnfurledMedia, component: Record<string, unknown>) => APIUnfurledMedia;
}

// Where a component nests others: layouts' `components`, a section's `accessory`, a label's `component`.
const childLists = ['components'] as const;
const childObjects = ['accessory', 'component'] as const;

// The service nests 3 deep (container > section > accessory); deeper data (refused by validation,
// possible in stored data from elsewhere) is kept as it is, not numbered, so nothing recurses unbounded.
const maxDepth = 8;

/**
 * The components of a message (or modal) as the service stores and returns them: every component without an
 * `id` numbered from 1 in order of appearance (depth first: a component, then what it holds), skipping ids
 * already taken anywhere in the tree; and the defaults the service applies filled in — select
 * `min_values`/`max_values` 1, `spoiler` false (thumbnail, gallery item, file, container), separator
 * `divider` true and `spacing` 1 (small), thumbnail and gallery item `description` null, container
 * `accent_color` null, file `name`/`size` null when unknown, and media through `options.unfurl`. A copy:
 * the input is not changed. Idempotent: stored components store as themselves.
 * @example
 * storedComponents([{ type: 1, components: [{ type: 2, style: 1, custom_id: 'a' }] }]);
 * // [{ type: 1, id: 1, components: [{ type: 2, id: 2, style: 1, custom_id: 'a' }] }]
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function storedComponents<T extends APIBaseComponent<number>>(
  components: readonly T[],
  options: StoredComponentsOptions = {},
): T[] {
  const taken = new Set<number>();
  collectIds(components, taken, 0);
  const numbering = { taken, next: 1 };
  return copyList(components, numbering, options, 0) as T[];
}

interface Numbering {
  readonly taken: Set<number>;
  next: number;
}

/** The ids already given anywhere in the tree. */
function collectIds(list: readonly unknown[], taken: Set<number>, depth: number): void {
  if (depth > maxDepth) return;
  for (const value of list) {
    if (!isJsonObject(value)) continue;
    if (typeof value.id === 'number') taken.add(value.id);
    for (const key of childLists) {
      const children = value[key];
      if (Array.isArray(children)) collectIds(children, taken, depth + 1);
    }
    for (const key of childObjects) {
      const child = value[key];
      if (isJsonObject(child)) collectIds([child], taken, depth + 1);
    }
  }
}

function copyList(
  list: readonly unknown[],
  numbering: Numbering,
  options: StoredComponentsOptions,
  depth: number,
): unknown[] {
  return list.map((value) => (isJsonObject(value) ? copyComponent(value, numbering, options, depth) : value));
}

/** A copy of one component (own data properties only), numbered, with its defaults and its children's. */
function copyComponent(
  source: Record<string, unknown>,
  numbering: Numbering,
  options: StoredComponentsOptions,
  depth: number,
): Record<string, unknown> {
  if (depth > maxDepth) return structuredClone(source);
  // Spread copies own properties as data properties (a `__proto__` key stays a plain key), `id` after `type`.
  const { type, id, ...rest } = source;
  let assigned = id;
  if (typeof id !== 'number') {
    while (numbering.taken.has(numbering.next)) numbering.next++;
    assigned = numbering.next;
    numbering.taken.add(numbering.next);
  }
  const component: Record<string, unknown> = { type, id: assigned, ...rest };
  for (const key of childLists) {
    const children = component[key];
    if (Array.isArray(children)) component[key] = copyList(children, numbering, options, depth + 1);
  }
  for (const key of childObjects) {
    const child = component[key];
    if (isJsonObject(child)) component[key] = copyComponent(child, numbering, options, depth + 1);
  }
  fillDefaults(component, options);
  return component;
}

function fillDefaults(component: Record<string, unknown>, options: StoredComponentsOptions): void {
  const type = component.type;
  if (isSelectMenuType(type)) {
    component.min_values ??= ComponentLimits.selectValuesDefault;
    component.max_values ??= ComponentLimits.selectValuesDefault;
    return;
  }
  switch (type) {
    case ComponentType.Thumbnail:
      fillMedia(component, 'media', options);
      component.description ??= null;
      component.spoiler ??= false;
      break;
    case ComponentType.MediaGallery:
      if (Array.isArray(component.items))
        component.items = component.items.map((value: unknown) => {
          if (!isJsonObject(value)) return value;
          const item = { ...value };
          fillMedia(item, 'media', options);
          item.description ??= null;
          item.spoiler ??= false;
          return item;
        });
      break;
    case ComponentType.File:
      fillMedia(component, 'file', options);
      component.name ??= null;
      component.size ??= null;
      component.spoiler ??= false;
      break;
    case ComponentType.Separator:
      component.divider ??= true;
      component.spacing ??= 1;
      break;
    case ComponentType.Container:
      component.accent_color ??= null;
      component.spoiler ??= false;
      break;
  }
}

function fillMedia(holder: Record<string, unknown>, key: string, options: StoredComponentsOptions): void {
  const media = holder[key];
  if (!isJsonObject(media)) return;
  const copy = { ...media };
  holder[key] =
    options.unfurl && typeof copy.url === 'string' && typeof copy.id !== 'string'
      ? options.unfurl(copy as unknown as APIUnfurledMedia, holder)
      : copy;
}
