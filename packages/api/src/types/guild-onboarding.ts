import type { Snowflake } from '../snowflake.js';

/**
 * The emoji of an onboarding option as the service answers it: a custom one's id and name, a standard
 * one's character as its name with a null id, or nulls for none.
 */
export interface APIGuildOnboardingEmoji {
  id: Snowflake | null;
  name: string | null;
  animated: boolean;
}

/**
 * One answer of an onboarding prompt: the channels it opts a member into and the roles it gives.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-onboarding-object-prompt-option-structure | Prompt Option Structure}
 */
export interface APIGuildOnboardingPromptOption {
  id: Snowflake;
  title: string;
  /** Empty when none was given. */
  description: string;
  emoji: APIGuildOnboardingEmoji;
  role_ids: Snowflake[];
  channel_ids: Snowflake[];
}

/**
 * A question of a guild's onboarding.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-onboarding-object-onboarding-prompt-structure | Onboarding Prompt Structure}
 */
export interface APIGuildOnboardingPrompt {
  id: Snowflake;
  /** 0 multiple choice, 1 dropdown. */
  type: number;
  title: string;
  options: APIGuildOnboardingPromptOption[];
  single_select: boolean;
  required: boolean;
  in_onboarding: boolean;
}

/**
 * What `GET` and `PUT /guilds/{id}/onboarding` answer: the guild's prompts, the channels every member is
 * opted into, whether onboarding is on and its mode (0 default, 1 advanced).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-onboarding-object | Guild Onboarding object}
 */
export interface APIGuildOnboarding {
  guild_id: Snowflake;
  prompts: APIGuildOnboardingPrompt[];
  default_channel_ids: Snowflake[];
  enabled: boolean;
  mode: number;
}

/**
 * An option as `PUT /guilds/{id}/onboarding` takes it: the emoji as `emoji_id`, `emoji_name` and
 * `emoji_animated` (not the answer's `emoji` object); no id for a new one.
 */
export interface RESTAPIGuildOnboardingPromptOption {
  id?: Snowflake | null;
  /** 1-50 characters. */
  title: string;
  /** At most 100 characters. */
  description?: string | null;
  emoji_id?: Snowflake | null;
  emoji_name?: string | null;
  emoji_animated?: boolean | null;
  /** At most 50 of the guild's roles. */
  role_ids?: Snowflake[] | null;
  /** At most 50 of the guild's channels. */
  channel_ids?: Snowflake[] | null;
}

/** A prompt as `PUT /guilds/{id}/onboarding` takes it. */
export interface RESTAPIGuildOnboardingPrompt {
  id: Snowflake;
  /** 1-100 characters. */
  title: string;
  /** 1-50 options. */
  options: RESTAPIGuildOnboardingPromptOption[];
  single_select?: boolean | null;
  required?: boolean | null;
  in_onboarding?: boolean | null;
  type?: number | null;
}

/**
 * The body of `PUT /guilds/{id}/onboarding` (Modify Guild Onboarding): each field optional (absent or
 * null: unchanged).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-onboarding | Modify Guild Onboarding}
 */
export interface RESTPutAPIGuildOnboardingJSONBody {
  /** At most 15 prompts; the list replaces the guild's. */
  prompts?: RESTAPIGuildOnboardingPrompt[] | null;
  /** At most 500 channels, each once. */
  default_channel_ids?: Snowflake[] | null;
  enabled?: boolean | null;
  mode?: number | null;
}
