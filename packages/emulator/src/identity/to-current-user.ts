import type { APICurrentUser } from '@slashkit/api';
import type { EmulatorApplication, EmulatorUser } from '../world/world.js';

/** A world user as `GET /users/@me` answers (discriminator "0": the service's unique usernames). */
export function toCurrentUser(user: EmulatorUser): APICurrentUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    locale: user.locale,
    mfa_enabled: false,
    premium_type: 0,
  };
}

/** An application's bot user as `GET /users/@me` answers for its Bot token. */
export function toCurrentBotUser(application: EmulatorApplication): APICurrentUser {
  return {
    id: application.bot.id,
    username: application.bot.username,
    discriminator: '0',
    global_name: null,
    avatar: null,
    bot: true,
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    locale: 'en-US',
    mfa_enabled: false,
  };
}
