/** The timestamp styles of `<t:seconds:style>`: short/long time, short/long date, date and time, relative. */
export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';

/**
 * A piece of text as Discord's markdown reads it. Text stays text: a node only ever says which of a few
 * fixed elements to make, and every string in it is shown as a text node (or, for a link, checked as an
 * http(s) URL), never parsed as markup.
 */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler'; children: InlineNode[] }
  | { type: 'code'; text: string }
  /** A fenced code block; it may start mid-line, as in Discord. */
  | { type: 'codeblock'; language: string; text: string }
  /** A masked link `[text](url)`, an autolink, or `<url>`; the URL is http(s). */
  | { type: 'link'; url: string; children: InlineNode[] }
  | { type: 'user' | 'role' | 'channel'; id: string }
  | { type: 'everyone'; text: '@everyone' | '@here' }
  | { type: 'timestamp'; seconds: number; style: TimestampStyle }
  /** A custom emoji `<:name:id>`: shown as `:name:` (its image would come from elsewhere). */
  | { type: 'emoji'; name: string; id: string; animated: boolean }
  /** A command mention `</name:id>`. */
  | { type: 'command'; name: string; id: string };

/** A block of markdown: lines of text, headers, subtext, block quotes and lists. */
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: InlineNode[] }
  | { type: 'subtext'; children: InlineNode[] }
  | { type: 'quote'; children: BlockNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: BlockNode[][] };
