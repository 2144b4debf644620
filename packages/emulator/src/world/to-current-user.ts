import type { APICurrentUser } from '@slashkit/api';
import { botUser, toApiUser } from './to-api-user.js';
import type { EmulatorApplication, EmulatorUser } from './world.js';

// What `/users/@me` adds to the user object that interactions and messages carry.
const privateFields = {
  flags: 0,
  banner: null,
  accent_color: null,
  mfa_enabled: false,
} as const;

/** A world user as `GET /users/@me` answers (discriminator "0": the service's unique usernames). */
export function toCurrentUser(user: EmulatorUser): APICurrentUser {
  return { ...toApiUser(user), ...privateFields, locale: user.locale, premium_type: 0 };
}

/** An application's bot user as `GET /users/@me` answers for its Bot token. */
export function toCurrentBotUser(application: EmulatorApplication): APICurrentUser {
  return { ...botUser(application), ...privateFields, banner: application.bot.banner, locale: 'en-US' };
}
