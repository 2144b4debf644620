import type { APIUser } from '@slashkit/api';
import type { EmulatorApplication, EmulatorUser } from './world.js';

/** A world user as interactions and messages carry it. */
export function toApiUser(user: EmulatorUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
    public_flags: 0,
  };
}

/** An application's bot user, the author of the messages its interactions create. */
export function botUser(application: EmulatorApplication): APIUser {
  return {
    id: application.bot.id,
    username: application.bot.username,
    discriminator: '0',
    global_name: null,
    avatar: application.bot.avatar,
    bot: true,
    public_flags: 0,
  };
}
