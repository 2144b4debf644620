/**
 * A test of custom_ids against one given by a builder: equal, or, when it holds `{name}` placeholders (a
 * pattern, as `@slashkit/interactions` registers handlers and `formatCustomId` fills them), one that fills
 * each placeholder with non-empty text.
 * @example
 * customIdMatcher('vote:{pollId}:{choice}')('vote:42:yes'); // true
 */
export function customIdMatcher(customId: string): (candidate: string) => boolean {
  const parts = customId.split(/\{[^{}]*\}/);
  if (parts.length === 1) return (candidate) => candidate === customId;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`^${escaped.join('.+?')}$`, 's');
  return (candidate) => pattern.test(candidate);
}

/** Whether a custom_id is a pattern with placeholders rather than an exact id. */
export function isCustomIdPattern(customId: string): boolean {
  return /\{[^{}]*\}/.test(customId);
}
