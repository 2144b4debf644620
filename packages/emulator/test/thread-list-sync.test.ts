import { ChannelType, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GUILD, OWNER, STAFF } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { connectBot, nextEvent, nextOf, nothingBefore } from './support/bot-session.js';

// THREAD_LIST_SYNC: a bot that gains access to a channel (a role, an overwrite) is told of its active
// threads, as Discord's "Gaining Access to Channels" describes.

const MODERATOR_ROLE = '1250000000000000302';
const STAFF_TALK = '1250000000000000412';
const STAFF_OLD = '1250000000000000413';

/** The bot world with an active and an archived thread in #staff, which the bot cannot view. */
function staffWorld() {
  const seed = botWorld();
  seed.guilds[0]!.channels.push(
    { id: STAFF_TALK, name: 'staff-talk', type: ChannelType.PublicThread, parentId: STAFF },
    {
      id: STAFF_OLD,
      name: 'staff-old',
      type: ChannelType.PublicThread,
      parentId: STAFF,
      thread: { archived: true } as never,
    },
  );
  return seed;
}

const role = (h: Harness, give: boolean) =>
  h.admin('POST', `/guilds/${GUILD}/members/${BOT}/roles/${MODERATOR_ROLE}${give ? '' : '/remove'}`, {
    actorId: OWNER,
  });

describe('THREAD_LIST_SYNC', () => {
  it('tells a bot given a role that shows it a channel of that channel’s active threads', async () => {
    const h = await start({ seed: staffWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    expect((await role(h, true)).status).toBe(204);
    const sync = await nextEvent(client);
    expect(sync.t).toBe('THREAD_LIST_SYNC');
    expect(sync.d).toMatchObject({ guild_id: GUILD, channel_ids: [STAFF], members: [] });
    expect(sync.d.threads.map((t: Json) => t.id)).toEqual([STAFF_TALK]);
    // Losing access sends nothing of threads; gaining it again syncs again.
    expect((await role(h, false)).status).toBe(204);
    await nothingBefore(client);
    await role(h, true);
    expect((await nextEvent(client)).t).toBe('THREAD_LIST_SYNC');
    client.close();
  });

  it('sends nothing when the bot gains no channel with active threads, nor without the GUILDS intent', async () => {
    const seed = botWorld();
    const h = await start({ seed });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    await nextOf(client, 'GUILD_CREATE');
    // #staff has no threads in this world: a sync would carry none.
    expect((await role(h, true)).status).toBe(204);
    await nothingBefore(client);
    client.close();
    const other = await start({ seed: staffWorld() });
    const quiet = await connectBot(other, GatewayIntentBits.GuildMessages);
    await role(other, true);
    await nothingBefore(quiet);
    quiet.close();
  });
});
