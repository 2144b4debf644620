import { describe, expect, it } from 'vitest';
import { GatewayDispatchIntents, GatewayIntentBits, receivesDispatch } from '../src/index.js';

describe('receivesDispatch', () => {
  it('takes the guild side or the DM side of an event', () => {
    expect(receivesDispatch('TYPING_START', GatewayIntentBits.GuildMessageTyping, true)).toBe(true);
    expect(receivesDispatch('TYPING_START', GatewayIntentBits.GuildMessageTyping, false)).toBe(false);
    expect(receivesDispatch('TYPING_START', GatewayIntentBits.DirectMessageTyping, false)).toBe(true);
  });

  it('sends an event with no DM side only in guilds', () => {
    expect(receivesDispatch('GUILD_ROLE_CREATE', GatewayIntentBits.Guilds, false)).toBe(false);
    expect(receivesDispatch('MESSAGE_DELETE_BULK', GatewayIntentBits.DirectMessages, false)).toBe(false);
  });

  it("sends an app's own events without an intent, and nothing the list does not name", () => {
    expect(receivesDispatch('INTERACTION_CREATE', 0, true)).toBe(true);
    expect(receivesDispatch('INTERACTION_CREATE', 0, false)).toBe(true);
    expect(receivesDispatch('SOMETHING_INTERNAL', ~0, true)).toBe(false);
    expect(receivesDispatch('toString', ~0, true)).toBe(false);
    expect(receivesDispatch('GUILD_MEMBER_ADD', GatewayIntentBits.Guilds, true)).toBe(false);
  });

  it('names only intents that exist', () => {
    const known = new Set<number>(Object.values(GatewayIntentBits));
    for (const { guild, dm } of Object.values(GatewayDispatchIntents)) {
      if (guild !== undefined && guild !== 0) expect(known.has(guild)).toBe(true);
      if (dm !== undefined && dm !== 0) expect(known.has(dm)).toBe(true);
    }
  });
});
