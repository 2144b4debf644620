import { describe, expect, it } from 'vitest';
import { toApiMember } from '../src/interactions/options/to-api-member.js';

const member = {
  userId: '1250000000000000204',
  roles: ['1250000000000000303'],
  nick: 'mem',
  joinedAt: '2024-01-01T00:00:00.000Z',
};

describe('toApiMember', () => {
  it('builds the resolved.members shape without user, deaf or mute', () => {
    const resolved = toApiMember(member, 3072n);
    expect(resolved).toEqual({
      roles: ['1250000000000000303'],
      nick: 'mem',
      avatar: null,
      joined_at: '2024-01-01T00:00:00.000Z',
      premium_since: null,
      pending: false,
      permissions: '3072',
      communication_disabled_until: null,
      flags: 0,
    });
    expect(resolved).not.toHaveProperty('user');
    expect(resolved).not.toHaveProperty('deaf');
    expect(resolved).not.toHaveProperty('mute');
    // A copy: changing the wire object leaves the world alone.
    resolved.roles.push('x');
    expect(member.roles).toEqual(['1250000000000000303']);
  });

  it('builds the invoking member with its user, deaf, mute and is_pending', () => {
    const user = {
      id: member.userId,
      username: 'member',
      discriminator: '0',
      global_name: null,
      avatar: null,
    };
    expect(toApiMember(member, 8n, user)).toEqual({
      ...toApiMember(member, 8n),
      user,
      is_pending: false,
      mute: false,
      deaf: false,
    });
  });
});
