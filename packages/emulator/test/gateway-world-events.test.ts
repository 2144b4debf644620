import { GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { worldEvent } from '../src/events/world-event.js';
import { botWorld, GENERAL, GUILD, OTHER_GUILD, STAFF } from './bot-world.js';
import { type Harness, start } from './harness.js';
import { connectBot, nextEvent } from './support/bot-session.js';

// Events of the world (no application: a role created, a reaction added…) go to every session whose bot is
// where they happened and may see the channel, by the intent GatewayDispatchIntents names for the event.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

function publish(h: Harness, type: string, place: Parameters<typeof worldEvent>[1], tag: string) {
  h.emu.context.events.publish(worldEvent(type, place, { guild_id: place.guildId, tag }));
}

describe('events of the world', () => {
  it('reach a bot of the guild that holds the intent, with their payload', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    publish(h, 'GUILD_ROLE_CREATE', { guildId: GUILD }, 'role');
    expect(await nextEvent(client)).toMatchObject({
      t: 'GUILD_ROLE_CREATE',
      d: { guild_id: GUILD, tag: 'role' },
    });
    await client.close();
  });

  it('skip a bot without the intent, outside the guild, or that cannot view the channel', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    publish(h, 'TYPING_START', { guildId: GUILD, channelId: GENERAL }, 'no typing intent');
    publish(h, 'GUILD_ROLE_CREATE', { guildId: OTHER_GUILD }, 'not installed there');
    publish(h, 'CHANNEL_UPDATE', { guildId: GUILD, channelId: STAFF }, 'hidden channel');
    publish(h, 'CHANNEL_UPDATE', { guildId: GUILD, channelId: GENERAL }, 'visible channel');
    // Events go out in order: the first one received is the first that was due.
    expect((await nextEvent(client)).d).toMatchObject({ tag: 'visible channel' });
    await client.close();
  });

  it('take each side of an event from its intent: typing in a guild needs GUILD_MESSAGE_TYPING', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessageTyping);
    publish(h, 'TYPING_START', { guildId: GUILD, channelId: GENERAL }, 'typing');
    expect(await nextEvent(client)).toMatchObject({ t: 'TYPING_START', d: { tag: 'typing' } });
    await client.close();
  });
});
