import type { APIBaseComponent, APIMessageActionRowComponent } from './components.js';
import type {
  APIContainerComponent,
  APIFileComponent,
  APIMediaGalleryComponent,
  APISectionComponent,
  APISeparatorComponent,
  APITextDisplayComponent,
} from './layout-components.js';

/**
 * A component type slashkit does not model field by field (content inventory entry 16, which only the
 * service sends).
 * @deprecated Every component an app sends is typed now: use {@link APIMessageTopLevelComponent}, or
 * the component's own type (`APIContainerComponent`, `APILabelComponent`…).
 */
export type APIUntypedComponent = APIBaseComponent<
  9 | 10 | 11 | 12 | 13 | 14 | 16 | 17 | 18 | 19 | 21 | 22 | 23
>;

/**
 * A component at the top level of a message: an action row, or (with IS_COMPONENTS_V2) a container, a
 * section, a text display, a media gallery, a file or a separator.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export type APIMessageTopLevelComponent =
  | APIMessageActionRowComponent
  | APIContainerComponent
  | APIFileComponent
  | APIMediaGalleryComponent
  | APISectionComponent
  | APISeparatorComponent
  | APITextDisplayComponent;
