import {
  type APIAutoModerationRule,
  AutoModerationTriggerType,
  type AutoModerationTriggerType as TriggerType,
} from '@slashkit/api';
import { compilePattern } from './bounded-pattern.js';
import { findKeyword } from './keyword-match.js';
import { keywordPresetWords } from './keyword-presets.js';

/** A message as AutoMod reads it: its text, its unique user and role mentions, and the author's recent words. */
export interface ModeratedMessage {
  content: string;
  /** Unique users and roles the message mentions. */
  mentionCount: number;
  /** The contents of the author's latest messages in the channel, newest first (the spam trigger's memory). */
  recentContents: readonly string[];
}

/** Why a rule triggered: the keyword (or pattern) and the text it matched, both null for spam and mentions. */
export interface RuleTrigger {
  matchedKeyword: string | null;
  matchedContent: string | null;
}

/**
 * Whether `rule` triggers on `message`, as the emulator judges it: keyword rules by their keywords and
 * patterns (see `findKeyword`, `compilePattern`), keyword-preset rules by the emulator's stand-in lists,
 * mention-spam rules by more unique mentions than the limit, and spam rules by a message that repeats
 * the author's latest one in the channel (the service's spam model is not published). Member-profile rules
 * read no messages.
 */
export function ruleTrigger(rule: APIAutoModerationRule, message: ModeratedMessage): RuleTrigger | null {
  const type: TriggerType = rule.trigger_type;
  const metadata = rule.trigger_metadata;
  const allow = metadata.allow_list ?? [];
  if (type === AutoModerationTriggerType.Keyword) {
    const hit = findKeyword(message.content, metadata.keyword_filter ?? [], allow);
    if (hit) return { matchedKeyword: hit.keyword, matchedContent: hit.matched };
    for (const source of metadata.regex_patterns ?? []) {
      const pattern = compilePattern(source);
      const found = 'error' in pattern ? null : pattern.find(message.content);
      if (found && found.text !== '') return { matchedKeyword: source, matchedContent: found.text };
    }
    return null;
  }
  if (type === AutoModerationTriggerType.KeywordPreset) {
    const words = (metadata.presets ?? []).flatMap((preset) => keywordPresetWords[preset] ?? []);
    const hit = findKeyword(message.content, words, allow);
    return hit ? { matchedKeyword: hit.keyword, matchedContent: hit.matched } : null;
  }
  if (type === AutoModerationTriggerType.MentionSpam)
    return message.mentionCount > (metadata.mention_total_limit ?? Number.POSITIVE_INFINITY)
      ? { matchedKeyword: null, matchedContent: null }
      : null;
  if (type === AutoModerationTriggerType.Spam) {
    const latest = message.recentContents[0];
    return latest !== undefined && latest.trim().toLowerCase() === message.content.trim().toLowerCase()
      ? { matchedKeyword: null, matchedContent: null }
      : null;
  }
  return null;
}
