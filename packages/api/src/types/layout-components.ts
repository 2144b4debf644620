import type { SeparatorSpacingSize } from '../enums/separator-spacing-size.js';
import type { Snowflake } from '../snowflake.js';
import type { APIBaseComponent, APIButtonComponent, APIMessageActionRowComponent } from './components.js';

// The layout components of IS_COMPONENTS_V2 messages. Literal numbers are the values of ComponentType (kept
// literal so that discord-api-types' types are assignable to these and back).

/**
 * A picture or a file a component shows: `url` is an http(s) URL, or `attachment://<filename>` for a file
 * uploaded with the message. The service fills the rest in when it knows them.
 * @see {@link https://discord.com/developers/docs/components/reference#unfurled-media-item | Unfurled media item}
 */
export interface APIUnfurledMediaItem {
  /** At most 2048 characters: `https://…`, or `attachment://<filename>` (a file component takes only the latter). */
  url: string;
  /** Set by the service: the URL of its media proxy. */
  proxy_url?: string;
  /** Set by the service: the width in pixels, when known. */
  width?: number | null;
  /** Set by the service: the height in pixels, when known. */
  height?: number | null;
  /** Set by the service: the media type, when known. */
  content_type?: string | null;
  /** Set by the service: the uploaded attachment this media is, for `attachment://` URLs. */
  attachment_id?: Snowflake;
}

/**
 * A text display (10): markdown text, in messages (with IS_COMPONENTS_V2) and modals.
 * @see {@link https://discord.com/developers/docs/components/reference#text-display | Text display}
 */
export interface APITextDisplayComponent extends APIBaseComponent<10> {
  /** 1-4000 characters of markdown; a message's text displays hold 4000 characters in all. */
  content: string;
}

/**
 * A thumbnail (11): a small picture, the accessory of a section.
 * @see {@link https://discord.com/developers/docs/components/reference#thumbnail | Thumbnail}
 */
export interface APIThumbnailComponent extends APIBaseComponent<11> {
  media: APIUnfurledMediaItem;
  /** Alt text, 1-1024 characters. */
  description?: string | null;
  /** Blurred until clicked (default false). */
  spoiler?: boolean;
}

/** What a section shows beside its text: a thumbnail or a button. */
export type APISectionAccessoryComponent = APIButtonComponent | APIThumbnailComponent;

/**
 * A section (9): 1-3 text displays with an accessory beside them.
 * @see {@link https://discord.com/developers/docs/components/reference#section | Section}
 */
export interface APISectionComponent extends APIBaseComponent<9> {
  /** 1-3 text displays. */
  components: APITextDisplayComponent[];
  accessory: APISectionAccessoryComponent;
}

/** One picture of a media gallery. */
export interface APIMediaGalleryItem {
  media: APIUnfurledMediaItem;
  /** Alt text, 1-1024 characters. */
  description?: string | null;
  /** Blurred until clicked (default false). */
  spoiler?: boolean;
}

/**
 * A media gallery (12): 1-10 pictures in a grid.
 * @see {@link https://discord.com/developers/docs/components/reference#media-gallery | Media gallery}
 */
export interface APIMediaGalleryComponent extends APIBaseComponent<12> {
  /** 1-10 items. */
  items: APIMediaGalleryItem[];
}

/**
 * A file (13): a file uploaded with the message, shown as a download.
 * @see {@link https://discord.com/developers/docs/components/reference#file | File}
 */
export interface APIFileComponent extends APIBaseComponent<13> {
  /** `{ url: 'attachment://<filename>' }`: only files of the same request. */
  file: APIUnfurledMediaItem;
  /** Blurred until clicked (default false). */
  spoiler?: boolean;
  /** Set by the service: the file's name. */
  name?: string;
  /** Set by the service: the file's size in bytes. */
  size?: number;
}

/**
 * A separator (14): vertical space between components, with a line by default.
 * @see {@link https://discord.com/developers/docs/components/reference#separator | Separator}
 */
export interface APISeparatorComponent extends APIBaseComponent<14> {
  /** Whether a line is drawn (default true). */
  divider?: boolean;
  /** 1 small (default) or 2 large. */
  spacing?: SeparatorSpacingSize;
}

/** What a container holds: action rows, text displays, sections, media galleries, separators and files. */
export type APIComponentInContainer =
  | APIMessageActionRowComponent
  | APIFileComponent
  | APIMediaGalleryComponent
  | APISectionComponent
  | APISeparatorComponent
  | APITextDisplayComponent;

/**
 * A container (17): a box around other components, with an accent colour bar.
 * @see {@link https://discord.com/developers/docs/components/reference#container | Container}
 */
export interface APIContainerComponent extends APIBaseComponent<17> {
  /** The components inside (no containers). */
  components: APIComponentInContainer[];
  /** The colour bar, an RGB integer 0-0xFFFFFF, or null for none. */
  accent_color?: number | null;
  /** Blurred until clicked (default false). */
  spoiler?: boolean;
}
