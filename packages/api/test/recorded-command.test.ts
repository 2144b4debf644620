import { describe, expect, it } from 'vitest';
import { recordedCommand } from '../src/index.js';

const ids = () => {
  let next = 100;
  return () => String(next++);
};

describe('recordedCommand', () => {
  it('assigns a new command its id and version, and guild_id on guild commands only', () => {
    const global = recordedCommand(
      { name: 'ping', description: 'Pong' },
      { applicationId: '1', guildId: null, newId: ids() },
    );
    expect(global).toMatchObject({ id: '100', application_id: '1', version: '101', dm_permission: true });
    expect(global).not.toHaveProperty('guild_id');
    const guild = recordedCommand(
      { name: 'ping', description: 'Pong' },
      { applicationId: '1', guildId: '7', newId: ids() },
    );
    expect(guild).toMatchObject({ guild_id: '7', default_permission: true, integration_types: [0] });
    expect(Object.keys(guild).slice(0, 3)).toEqual(['id', 'application_id', 'version']);
  });

  it('keeps the id of the command it replaces, and its version unless something changed', () => {
    const newId = ids();
    const existing = recordedCommand(
      { name: 'ping', description: 'Pong' },
      { applicationId: '1', guildId: null, newId },
    );
    const same = recordedCommand(
      { name: 'ping', description: 'Pong' },
      { applicationId: '1', guildId: null, existing, newId },
    );
    expect(same).toEqual(existing);
    const changed = recordedCommand(
      { name: 'ping', description: 'Pang' },
      { applicationId: '1', guildId: null, existing, newId },
    );
    expect(changed.id).toBe(existing.id);
    expect(changed.version).not.toBe(existing.version);
  });

  it('gives global commands the app’s installation contexts by default', () => {
    const command = recordedCommand(
      { name: 'ping', description: 'Pong' },
      { applicationId: '1', guildId: null, appIntegrationTypes: [0, 1], newId: ids() },
    );
    expect(command.integration_types).toEqual([0, 1]);
  });
});
