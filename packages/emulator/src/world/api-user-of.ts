import type { APIUser } from '@slashkit/api';
import { botUser, toApiUser } from './to-api-user.js';
import type { World } from './world.js';

/**
 * Anyone of the world by id, as the service sends a user (`GET /users/{id}`, members, mentions): a user,
 * or an app's bot user. Undefined when there is no one with that id.
 */
export function apiUserOf(world: World, id: string): APIUser | undefined {
  const user = world.users.find((u) => u.id === id);
  if (user) return toApiUser(user);
  const application = world.applications.find((a) => a.bot.id === id);
  return application ? botUser(application) : undefined;
}
