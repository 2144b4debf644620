import { describe, expect, it } from 'vitest';
import { messageMentions } from '../src/index.js';

// What a message's content mentions, as allowed_mentions permits (service-facts "Gateway for every library").

const content =
  'hi <@111111111111111111> <@!222222222222222222> <@111111111111111111> <@&333333333333333333> @here';

describe('messageMentions', () => {
  it('reads users (both spellings, once each), roles and @everyone/@here when allowed_mentions is absent', () => {
    expect(messageMentions(content)).toEqual({
      users: ['111111111111111111', '222222222222222222'],
      roles: ['333333333333333333'],
      everyone: true,
    });
    expect(messageMentions('@everyone').everyone).toBe(true);
    expect(messageMentions('everyone @ here <@abc> <@&>')).toEqual({ users: [], roles: [], everyone: false });
  });

  it('counts a kind named by parse, or only the listed ids; an empty object mentions nobody', () => {
    expect(messageMentions(content, {})).toEqual({ users: [], roles: [], everyone: false });
    expect(messageMentions(content, { parse: ['roles'] })).toEqual({
      users: [],
      roles: ['333333333333333333'],
      everyone: false,
    });
    expect(messageMentions(content, { users: ['222222222222222222', '444444444444444444'] }).users).toEqual([
      '222222222222222222',
    ]);
    expect(messageMentions(content, { parse: ['everyone'] }).everyone).toBe(true);
  });
});
