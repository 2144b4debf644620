// Embeds, typed like discord-api-types' so that either side's embeds are assignable to the other's.
// `type` is a plain string union here where discord-api-types has a string enum.

/** The kind of an embed; `rich` for every embed an app sends. */
export type APIEmbedType =
  | 'rich'
  | 'image'
  | 'video'
  | 'gifv'
  | 'article'
  | 'link'
  | 'auto_moderation_message'
  | 'poll_result';

/** An embed's footer. */
export interface APIEmbedFooter {
  /** At most 2048 characters. */
  text: string;
  icon_url?: string;
  proxy_icon_url?: string;
}

/** An embed's image or thumbnail. */
export interface APIEmbedImage {
  url: string;
  proxy_url?: string;
  height?: number;
  width?: number;
  content_type?: string;
  placeholder?: string;
  placeholder_version?: number;
  description?: string;
  flags?: number;
}

/** An embed's thumbnail (the same shape as an image). */
export type APIEmbedThumbnail = APIEmbedImage;

/** An embed's video (received only). */
export interface APIEmbedVideo {
  url?: string;
  proxy_url?: string;
  height?: number;
  width?: number;
  content_type?: string;
  placeholder?: string;
  placeholder_version?: number;
  description?: string;
  flags?: number;
}

/** An embed's provider (received only). */
export interface APIEmbedProvider {
  name?: string;
  url?: string;
}

/** An embed's author. */
export interface APIEmbedAuthor {
  /** At most 256 characters. */
  name: string;
  url?: string;
  icon_url?: string;
  proxy_icon_url?: string;
}

/** A field of an embed. */
export interface APIEmbedField {
  /** At most 256 characters. */
  name: string;
  /** At most 1024 characters. */
  value: string;
  inline?: boolean;
}

/**
 * A rich embed of a message: at most 10 per message, 6000 characters in all.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export interface APIEmbed {
  /** At most 256 characters. */
  title?: string;
  type?: APIEmbedType;
  /** At most 4096 characters. */
  description?: string;
  url?: string;
  /** ISO 8601. */
  timestamp?: string;
  color?: number;
  footer?: APIEmbedFooter;
  image?: APIEmbedImage;
  thumbnail?: APIEmbedThumbnail;
  video?: APIEmbedVideo;
  provider?: APIEmbedProvider;
  author?: APIEmbedAuthor;
  /** At most 25. */
  fields?: APIEmbedField[];
  flags?: number;
}
