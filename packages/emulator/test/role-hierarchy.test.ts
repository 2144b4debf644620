import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  requireGuildPermission,
  requireMemberBelow,
  requireRoleBelow,
} from '../src/access/require-guild-permission.js';
import {
  canActOnMember,
  canManageRole,
  compareRoles,
  highestRole,
  highestRolePosition,
} from '../src/access/role-hierarchy.js';
import { defaultWorldSeed } from '../src/index.js';
import { buildWorld } from '../src/world/build-world.js';
import type { EmulatorGuild } from '../src/world/world.js';

// The role hierarchy of the seeded guild: admin (3) > moderator (2) > member (1) > @everyone (0); the owner
// above all. Who may touch which role and act on whom, as the service decides it.

const [OWNER, ADMIN, MODERATOR, MEMBER, NEWBIE] = ['201', '202', '203', '204', '205'].map(
  (n) => `1250000000000000${n}`,
) as [string, string, string, string, string];
const [ADMIN_ROLE, MODERATOR_ROLE, MEMBER_ROLE] = ['301', '302', '303'].map(
  (n) => `1250000000000000${n}`,
) as [string, string, string];

function guild(): EmulatorGuild {
  return buildWorld(structuredClone(defaultWorldSeed)).guild;
}
const member = (g: EmulatorGuild, userId: string) => g.members.find((m) => m.userId === userId)!;
const role = (g: EmulatorGuild, id: string) => g.roles.find((r) => r.id === id)!;

describe('the role hierarchy', () => {
  it('orders roles by position, then the lower id above', () => {
    const g = guild();
    expect(compareRoles(role(g, ADMIN_ROLE), role(g, MODERATOR_ROLE))).toBeLessThan(0);
    const twin = { ...role(g, MODERATOR_ROLE), id: '1250000000000000399' };
    expect(compareRoles(role(g, MODERATOR_ROLE), twin)).toBeLessThan(0);
    expect(compareRoles(twin, role(g, MODERATOR_ROLE))).toBeGreaterThan(0);
  });

  it("takes a member's highest role; @everyone for one who holds none", () => {
    const g = guild();
    expect(highestRole(g, member(g, ADMIN)).id).toBe(ADMIN_ROLE);
    expect(highestRole(g, member(g, NEWBIE)).id).toBe(g.id);
    expect(highestRolePosition(g, { userId: MEMBER, roles: [MEMBER_ROLE, MODERATOR_ROLE] })).toBe(2);
  });

  it('lets the owner touch every role, anyone else only those below their highest role', () => {
    const g = guild();
    expect(canManageRole(g, member(g, OWNER), role(g, ADMIN_ROLE))).toBe(true);
    expect(canManageRole(g, member(g, MODERATOR), role(g, MEMBER_ROLE))).toBe(true);
    expect(canManageRole(g, member(g, MODERATOR), role(g, MODERATOR_ROLE))).toBe(false);
    // ADMINISTRATOR grants permissions, not rank.
    expect(canManageRole(g, member(g, ADMIN), role(g, ADMIN_ROLE))).toBe(false);
    expect(canManageRole(g, member(g, ADMIN), role(g, g.id))).toBe(true);
  });

  it('lets nobody act on the owner or on oneself; the owner on anyone else; others on lower members', () => {
    const g = guild();
    expect(canActOnMember(g, member(g, ADMIN), member(g, OWNER))).toBe(false);
    expect(canActOnMember(g, member(g, OWNER), member(g, OWNER))).toBe(false);
    expect(canActOnMember(g, member(g, OWNER), member(g, ADMIN))).toBe(true);
    expect(canActOnMember(g, member(g, ADMIN), member(g, MODERATOR))).toBe(true);
    expect(canActOnMember(g, member(g, MODERATOR), member(g, ADMIN))).toBe(false);
    expect(canActOnMember(g, member(g, MODERATOR), member(g, MODERATOR))).toBe(false);
    // Equal highest roles: neither acts on the other.
    const twin = { userId: '1250000000000000299', roles: [MODERATOR_ROLE] };
    expect(canActOnMember(g, member(g, MODERATOR), twin)).toBe(false);
    expect(canActOnMember(g, member(g, MEMBER), member(g, NEWBIE))).toBe(true);
  });
});

describe('the refusals', () => {
  it('refuse a missing guild permission with 50013; the owner and ADMINISTRATOR hold every one', () => {
    const g = guild();
    expect(() =>
      requireGuildPermission(g, member(g, MEMBER), PermissionFlags.BanMembers, 'Ban Members'),
    ).toThrow(
      expect.objectContaining({ status: 403, code: 50013, message: expect.stringContaining('Ban Members') }),
    );
    expect(() =>
      requireGuildPermission(g, member(g, MODERATOR), PermissionFlags.ManageRoles, 'Manage Roles'),
    ).not.toThrow();
    for (const who of [OWNER, ADMIN])
      expect(() =>
        requireGuildPermission(g, member(g, who), PermissionFlags.BanMembers, 'Ban Members'),
      ).not.toThrow();
  });

  it('say which role or member is out of reach, and why', () => {
    const g = guild();
    expect(() => requireRoleBelow(g, member(g, MODERATOR), role(g, ADMIN_ROLE), 'assign')).toThrow(
      /cannot assign role "admin" \(position 3\): it is not below the highest role "moderator" \(position 2\)/,
    );
    expect(() => requireMemberBelow(g, member(g, ADMIN), member(g, OWNER), 'ban')).toThrow(
      /cannot ban member 1250000000000000201: nobody acts on the guild owner/,
    );
    expect(() => requireMemberBelow(g, member(g, MODERATOR), member(g, MODERATOR), 'kick')).toThrow(
      /oneself/,
    );
    expect(() => requireMemberBelow(g, member(g, MODERATOR), member(g, ADMIN), 'time out')).toThrow(
      /their highest role "admin" is not below "moderator"/,
    );
  });
});
