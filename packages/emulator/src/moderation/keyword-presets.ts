import type { AutoModerationKeywordPresetType } from '@slashkit/api';

/**
 * The emulator's stand-ins for the service's preset word lists (which Discord does not publish): a few
 * words each, enough for a test to trigger a keyword-preset rule. A word matches whole, as a rule's
 * plain keyword does; the rule's `allow_list` applies.
 */
export const keywordPresetWords: Readonly<Record<AutoModerationKeywordPresetType, readonly string[]>> = {
  1: ['damn', 'crap', 'bloody'],
  2: ['nsfw', 'xxx'],
  // No real slur is written here: the stand-in is a marker word.
  3: ['slur-example'],
};
