/** The slices of the emulator's JSON that the client reads (kept loose: the server is the source of truth). */

export interface WorldUser {
  id: string;
  username: string;
  globalName?: string | null;
  locale: string;
  bot?: boolean;
}
export interface WorldRole {
  id: string;
  name: string;
  color?: number;
}
export interface WorldMember {
  userId: string;
  roles: string[];
  nick?: string | null;
}
export interface WorldChannel {
  id: string;
  name: string;
  type: number;
}
export interface WorldGuild {
  id: string;
  name: string;
  roles: WorldRole[];
  channels: WorldChannel[];
  members: WorldMember[];
}
export interface WorldApplication {
  id: string;
  name: string;
  botToken: string;
  flags: number;
  bot: { id: string; username: string };
  interactionsEndpointUrl: string | null;
  /** The app's SKUs (premium buttons name one). */
  skus?: Sku[];
}
/** A SKU of an app: what a premium button sells. */
export interface Sku {
  id: string;
  name: string;
  type: number;
  flags: number;
}
export interface World {
  application: WorldApplication;
  applications: WorldApplication[];
  guilds: WorldGuild[];
  users: WorldUser[];
}

export interface Places {
  guilds: {
    id: string;
    name: string;
    channels: PlaceChannel[];
    /** The forum and media channels the user can view: their posts are threads (listed in `channels`). */
    forums?: { id: string; name: string; type: number; parentId: string | null; tags: ForumTag[] }[];
    /** The categories holding a listed channel, in order. */
    categories: { id: string; name: string }[];
  }[];
  dms: { applicationId: string; name: string; botUsername: string; channelId: string }[];
}

/** A tag a forum's posts may take (a moderated one only by those with Manage Threads). */
export interface ForumTag {
  id: string;
  name: string;
  moderated: boolean;
  emoji: string | null;
}

/**
 * A channel the user can type in (a thread too: then with its archived and locked state, whether the user
 * is a member, and a forum post's applied tags by name).
 */
export interface PlaceChannel {
  id: string;
  name: string;
  type: number;
  nsfw: boolean;
  parentId: string | null;
  archived?: boolean;
  locked?: boolean;
  joined?: boolean;
  appliedTags?: string[];
}

/** Where the user is: a guild channel, or a DM with an app. */
export type Place = { guildId: string; channelId: string } | { applicationId: string };

export interface CommandOption {
  type: number;
  name: string;
  name_localized?: string;
  description: string;
  description_localized?: string;
  required?: boolean;
  choices?: { name: string; name_localized?: string; value: string | number }[];
  options?: CommandOption[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  autocomplete?: boolean;
  channel_types?: number[];
}
export interface Command {
  id: string;
  application_id: string;
  application_name: string;
  guild_id?: string;
  scope: 'guild' | 'global';
  type: number;
  name: string;
  name_localized?: string;
  description: string;
  description_localized?: string;
  version: string;
  options?: CommandOption[];
}

export interface Message {
  id: string;
  channel_id: string;
  author: { id: string; username: string; bot?: boolean; global_name?: string | null };
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  flags?: number;
  embeds: Embed[];
  components?: Component[];
  /** The files of the message (V2 media may point at them as `attachment://<filename>`). */
  attachments?: Attachment[];
  /** The reactions as this user sees them (`me`: they reacted). */
  reactions?: Reaction[];
  pinned?: boolean;
  /** Set on a webhook's messages (the author is then the webhook's name and avatar). */
  webhook_id?: string;
  /** Set on a message an app sent, or a webhook an app owns. */
  application_id?: string;
  poll?: Poll;
  sticker_items?: { id: string; name: string; format_type: number }[];
  /** 19: a reply; its `referenced_message` is the message replied to (null once deleted). */
  type?: number;
  referenced_message?: Message | null;
  interaction_metadata?: {
    id: string;
    type: number;
    user: { id: string; username: string; global_name?: string | null };
    /** Set for a USER command. */
    target_user?: { id: string };
    /** Set for a MESSAGE command. */
    target_message_id?: string;
  };
}
/** A file a message holds, served by the emulator. */
export interface Attachment {
  id: string;
  filename: string;
  url: string;
  proxy_url?: string;
  content_type?: string;
  size?: number;
  description?: string;
  width?: number;
  height?: number;
}
/** An embed as a message holds it; rendered defensively (any field may be null or of another type). */
export interface Embed {
  title?: string | null;
  description?: string | null;
  url?: string | null;
  color?: number | null;
  fields?: { name: string; value: string; inline?: boolean }[] | null;
  footer?: { text: string } | null;
  author?: { name: string } | null;
  image?: { url?: string; proxy_url?: string } | null;
  thumbnail?: { url?: string; proxy_url?: string } | null;
}
/** A component's emoji: a Unicode `name`, or a custom emoji's `name` and `id` (shown as `:name:`). */
export interface ComponentEmoji {
  name?: string | null;
  id?: string | null;
  animated?: boolean;
}
/** An option of a string select, radio group or checkbox group. */
export interface ComponentOption {
  label: string;
  value: string;
  description?: string;
  emoji?: ComponentEmoji;
  default?: boolean;
}
/** A media reference of a thumbnail, gallery item or file: `attachment://<name>` or a URL. */
export interface MediaItem {
  url?: string;
  proxy_url?: string;
  content_type?: string;
  /** The message's file it points at, once the service stored it. */
  attachment_id?: string;
}
/**
 * Any message or modal component, every field optional: the client reads what the type uses and checks
 * each value before using it (a V2 message is the bot's JSON, as the emulator stored it).
 */
export interface Component {
  type: number;
  id?: number;
  custom_id?: string;
  style?: number;
  /** A premium button's SKU (style 6). */
  sku_id?: string;
  label?: string;
  url?: string;
  disabled?: boolean;
  emoji?: ComponentEmoji;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: ComponentOption[];
  default_values?: { id: string; type: string }[];
  channel_types?: number[];
  components?: Component[];
  component?: Component;
  description?: string | null;
  min_length?: number;
  max_length?: number;
  required?: boolean;
  value?: string;
  content?: string;
  default?: boolean;
  accessory?: Component;
  accent_color?: number | null;
  spoiler?: boolean;
  media?: MediaItem;
  items?: { media?: MediaItem; description?: string | null; spoiler?: boolean }[];
  file?: MediaItem;
  name?: string;
  size?: number;
  divider?: boolean;
  spacing?: number;
}

export interface Outcome {
  interactionId: string;
  status: 'answered' | 'failed';
  delivery: 'http' | 'gateway' | 'service';
  respondedVia: 'inline' | 'callback' | null;
  responseType: number | null;
  response: { type: number; data?: { custom_id: string; title: string; components: Component[] } } | null;
  choices?: { name: string; value: string | number }[];
  error?: string;
}

/** A person of a channel's member list (`GET /_emulator/users/:id/members`). */
export interface GroupMember {
  userId: string;
  username: string;
  name: string;
  bot: boolean;
  /** Their highest coloured role's colour; 0: none. */
  color: number;
  /** Until when they are timed out (ISO 8601), while they are. */
  timedOutUntil: string | null;
}
/** A section of the member list: a hoisted role, or everyone else ("Members"). */
export interface MemberGroup {
  roleId: string | null;
  name: string;
  members: GroupMember[];
}

/** A reaction of a message, as its reader sees it. */
export interface Reaction {
  count: number;
  me?: boolean;
  emoji: ComponentEmoji;
}
/** A message's poll, with its results as the reader sees them. */
export interface Poll {
  question: { text?: string };
  answers: { answer_id: number; poll_media: { text?: string; emoji?: ComponentEmoji } }[];
  expiry: string | null;
  allow_multiselect: boolean;
  results?: { is_finalized: boolean; answer_counts: { id: number; count: number; me_voted: boolean }[] };
}
