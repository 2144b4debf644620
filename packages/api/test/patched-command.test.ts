import { describe, expect, it } from 'vitest';
import { type APIApplicationCommand, patchedCommand, storedCommand } from '../src/index.js';

const stored: APIApplicationCommand = {
  id: '1',
  application_id: '2',
  version: '3',
  ...storedCommand(
    { name: 'ping', description: 'Pong', default_member_permissions: '8' },
    { scope: 'guild' },
  ),
};

describe('patchedCommand', () => {
  it('replaces what the patch sets and keeps the rest', () => {
    const body = patchedCommand(stored, { description: 'New' });
    expect(body).toMatchObject({ name: 'ping', description: 'New', default_member_permissions: '8' });
  });

  it('ignores what a PATCH may not change', () => {
    expect(patchedCommand(stored, { type: 2 } as never).type).toBe(1);
  });

  it('maps the deprecated default_permission onto default_member_permissions', () => {
    expect(patchedCommand(stored, { default_permission: false }).default_member_permissions).toBe('0');
    const disabled = { ...stored, default_member_permissions: '0' };
    expect(patchedCommand(disabled, { default_permission: true }).default_member_permissions).toBeNull();
    expect(patchedCommand(stored, { default_permission: true }).default_member_permissions).toBe('8');
    const both = patchedCommand(stored, { default_permission: false, default_member_permissions: '32' });
    expect(both.default_member_permissions).toBe('32');
  });

  it('does not share the stored options', () => {
    const withOptions = {
      ...stored,
      options: [{ type: 3, name: 'text', description: 'Text' }],
    } as APIApplicationCommand;
    const body = patchedCommand(withOptions, {});
    expect(body.options).toEqual(withOptions.options);
    expect(body.options).not.toBe(withOptions.options);
  });
});
