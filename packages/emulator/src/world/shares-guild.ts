import { botMember } from './bot-member.js';
import type { EmulatorApplication, World } from './world.js';

/** Whether an app's bot and a user are members of one guild at least (what a bot needs to DM someone). */
export function sharesGuild(world: World, application: EmulatorApplication, userId: string): boolean {
  return world.guilds.some(
    (guild) => botMember(guild, application) !== null && guild.members.some((m) => m.userId === userId),
  );
}
