import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { readObjectItems } from './rules/object-items.js';

/** A checked onboarding option: its id (null: a new one), text, emoji fields and what it gives. */
export interface CheckedOnboardingOption {
  id: Snowflake | null;
  title: string;
  /** Empty when none was given. */
  description: string;
  emoji_id: Snowflake | null;
  emoji_name: string | null;
  emoji_animated: boolean;
  role_ids: Snowflake[];
  channel_ids: Snowflake[];
}

/** A checked onboarding prompt, its flags as the service stores them when not given. */
export interface CheckedOnboardingPrompt {
  id: Snowflake;
  type: number;
  title: string;
  options: CheckedOnboardingOption[];
  single_select: boolean;
  required: boolean;
  in_onboarding: boolean;
}

/** A checked onboarding edit: what it sets (absent: unchanged). */
export interface CheckedGuildOnboardingEdit {
  prompts?: CheckedOnboardingPrompt[];
  defaultChannelIds?: Snowflake[];
  enabled?: boolean;
  mode?: number;
}

/**
 * Checks the body of `PUT /guilds/{id}/onboarding` as the service does: at most 15 `prompts` (each with
 * an `id`, a 1-100 character `title`, `type` 0 or 1, and 1-50 `options`, each with a 1-50 character
 * `title`, a description of at most 100, an emoji as `emoji_id`/`emoji_name`/`emoji_animated`, and at most
 * 50 `role_ids` and `channel_ids`, each once); prompt and option ids once each; at most 500
 * `default_channel_ids`, each once; `enabled` a boolean; `mode` 0 or 1. Every field may be absent or null
 * (unchanged). Whether the channels, roles and emojis are the guild's, and whether enabled onboarding has
 * the channels it needs, is the server's to judge.
 * @example
 * validateGuildOnboardingBody({ enabled: false, mode: 0, default_channel_ids: ['1250000000000000402'] });
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-onboarding | Modify Guild Onboarding}
 */
export function validateGuildOnboardingBody(body: unknown): ValidationResult<CheckedGuildOnboardingEdit> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const items = f.array('prompts', { max: GuildLimits.onboardingPromptsMax, nullable: true });
  let prompts: CheckedOnboardingPrompt[] | undefined;
  if (items) {
    c.path.push('prompts');
    prompts = readPrompts(c, items);
    c.path.pop();
  }
  const defaults = f.snowflakes('default_channel_ids', {
    max: GuildLimits.onboardingDefaultChannelsMax,
    unique: true,
    nullable: true,
  });
  const enabled = f.boolean('enabled', { nullable: true });
  const mode = f.integer('mode', { min: 0, max: 1, nullable: true });
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  const data: CheckedGuildOnboardingEdit = {};
  if (prompts) data.prompts = prompts;
  if (defaults) data.defaultChannelIds = defaults;
  if (typeof enabled === 'boolean') data.enabled = enabled;
  if (typeof mode === 'number') data.mode = mode;
  return { success: true, data };
}

function readPrompts(c: ErrorCollector, items: unknown[]): CheckedOnboardingPrompt[] {
  const promptIds = new Set<Snowflake>();
  const optionIds = new Set<Snowflake>();
  return readObjectItems(c, items, (f): CheckedOnboardingPrompt | undefined => {
    const id = f.required('id') ? f.snowflake('id') : undefined;
    if (typeof id === 'string' && promptIds.has(id))
      c.add('id', FieldErrorCodes.InvalidValue, `Prompt ${id} comes twice — give each prompt its own id`);
    if (typeof id === 'string') promptIds.add(id);
    const title = f.required('title')
      ? f.string('title', { min: 1, max: GuildLimits.onboardingPromptTitleMaxLength })
      : undefined;
    const type = f.integer('type', { min: 0, max: 1, nullable: true });
    const singleSelect = f.boolean('single_select', { nullable: true });
    const required = f.boolean('required', { nullable: true });
    const inOnboarding = f.boolean('in_onboarding', { nullable: true });
    const list = f.required('options')
      ? f.array('options', { max: GuildLimits.onboardingOptionsMax })
      : undefined;
    if (list && list.length === 0)
      c.add(
        'options',
        FieldErrorCodes.MinLength,
        'Must be 1 or more in length (got 0) — give the prompt an option',
      );
    let options: CheckedOnboardingOption[] = [];
    if (list) {
      c.path.push('options');
      options = readOptions(c, list, optionIds);
      c.path.pop();
    }
    if (typeof id !== 'string' || typeof title !== 'string') return undefined;
    return {
      id,
      type: type ?? 0,
      title,
      options,
      single_select: singleSelect ?? false,
      required: required ?? false,
      in_onboarding: inOnboarding ?? true,
    };
  });
}

function readOptions(c: ErrorCollector, items: unknown[], seen: Set<Snowflake>): CheckedOnboardingOption[] {
  return readObjectItems(c, items, (f): CheckedOnboardingOption | undefined => {
    const id = f.snowflake('id', { nullable: true });
    if (typeof id === 'string' && seen.has(id))
      c.add('id', FieldErrorCodes.InvalidValue, `Option ${id} comes twice — give each option its own id`);
    if (typeof id === 'string') seen.add(id);
    const title = f.required('title')
      ? f.string('title', { min: 1, max: GuildLimits.onboardingOptionTitleMaxLength })
      : undefined;
    const description = f.string('description', {
      max: GuildLimits.onboardingOptionDescriptionMaxLength,
      nullable: true,
    });
    const emojiId = f.snowflake('emoji_id', { nullable: true });
    const emojiName = f.string('emoji_name', {
      max: GuildLimits.onboardingOptionEmojiNameMaxLength,
      nullable: true,
    });
    const animated = f.boolean('emoji_animated', { nullable: true });
    const ids = { max: GuildLimits.onboardingOptionIdsMax, unique: true, nullable: true };
    const roles = f.snowflakes('role_ids', ids);
    const channels = f.snowflakes('channel_ids', ids);
    if (typeof title !== 'string') return undefined;
    return {
      id: id ?? null,
      title,
      description: description ?? '',
      emoji_id: emojiId ?? null,
      emoji_name: emojiName ?? null,
      emoji_animated: animated ?? false,
      role_ids: roles ?? [],
      channel_ids: channels ?? [],
    };
  });
}
