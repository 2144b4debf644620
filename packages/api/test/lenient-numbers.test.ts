import { describe, expect, it } from 'vitest';
import { storedCommand } from '../src/index.js';
import { globalCommandCreateSchema } from '../src/schemas/index.js';
import {
  lenientNumbers,
  validateApplicationCommand,
  validateBulkOverwrite,
  validateInteractionResponse,
  validateMessageBody,
  validatePermissionsEdit,
} from '../src/validation/index.js';

// service-facts "Query strings and lenient numbers": integer fields take strings that parse as integers,
// permission bit sets take integers, and `integration_types: null` / `contexts: null` mean the default.

describe('lenientNumbers', () => {
  it('reads the integer fields of a command, and never a text field', () => {
    const sent = {
      type: '1',
      name: '1',
      description: '2',
      contexts: ['0', 1],
      integration_types: ['1'],
      default_member_permissions: 32,
      options: [
        {
          type: '4',
          name: 'n',
          description: 'd',
          min_value: '-5',
          max_value: '5',
          choices: [{ name: '3', value: '3' }],
        },
        { type: '3', name: 's', description: 'd', min_length: '2', choices: [{ name: 'a', value: '7' }] },
        { type: '7', name: 'c', description: 'd', channel_types: ['0', '5'] },
      ],
    };
    expect(lenientNumbers(sent, 'command')).toEqual({
      type: 1,
      name: '1',
      description: '2',
      contexts: [0, 1],
      integration_types: [1],
      default_member_permissions: '32',
      options: [
        {
          type: 4,
          name: 'n',
          description: 'd',
          min_value: -5,
          max_value: 5,
          choices: [{ name: '3', value: 3 }],
        },
        // A STRING option's choice value is text: it stays "7".
        { type: 3, name: 's', description: 'd', min_length: 2, choices: [{ name: 'a', value: '7' }] },
        { type: 7, name: 'c', description: 'd', channel_types: [0, 5] },
      ],
    });
    expect(sent.type).toBe('1');
  });

  it('returns the body itself when nothing needed reading, and leaves other strings alone', () => {
    const body = {
      type: 1,
      name: 'ping',
      description: 'Pong',
      options: [{ type: 3, name: 'a', description: 'b' }],
    };
    expect(lenientNumbers(body, 'command')).toBe(body);
    expect(lenientNumbers({ type: '1.5' }, 'command')).toEqual({ type: '1.5' });
    expect(lenientNumbers({ type: 'one' }, 'command')).toEqual({ type: 'one' });
    expect(lenientNumbers('x', 'command')).toBe('x');
  });

  it('reads a message: flags, embed colours, and component fields at every depth', () => {
    const sent = {
      flags: '32768',
      embeds: [{ title: 't', color: '255' }],
      components: [
        {
          type: '17',
          accent_color: '65280',
          components: [
            {
              type: '9',
              components: [{ type: '10', content: '1' }],
              accessory: { type: '2', style: '5', url: 'https://x.example' },
            },
            { type: '14', spacing: '2' },
            {
              type: '1',
              components: [{ type: '3', custom_id: '4', min_values: '0', max_values: '2', id: '9' }],
            },
          ],
        },
      ],
    };
    expect(lenientNumbers(sent, 'message')).toEqual({
      flags: 32768,
      embeds: [{ title: 't', color: 255 }],
      components: [
        {
          type: 17,
          accent_color: 65280,
          components: [
            {
              type: 9,
              components: [{ type: 10, content: '1' }],
              accessory: { type: 2, style: 5, url: 'https://x.example' },
            },
            { type: 14, spacing: 2 },
            { type: 1, components: [{ type: 3, custom_id: '4', min_values: 0, max_values: 2, id: 9 }] },
          ],
        },
      ],
    });
  });

  it('reads interaction responses by their type, and permission overwrites', () => {
    expect(
      lenientNumbers({ type: '4', data: { content: '1', flags: '64' } }, 'interaction-response'),
    ).toEqual({
      type: 4,
      data: { content: '1', flags: 64 },
    });
    expect(lenientNumbers({ type: '5', data: { flags: '64' } }, 'interaction-response')).toEqual({
      type: 5,
      data: { flags: 64 },
    });
    expect(
      lenientNumbers(
        {
          type: '9',
          data: {
            custom_id: 'm',
            title: 't',
            components: [{ type: '18', label: 'l', component: { type: '4', custom_id: 'x', style: '1' } }],
          },
        },
        'interaction-response',
      ),
    ).toMatchObject({ type: 9, data: { components: [{ type: 18, component: { type: 4, style: 1 } }] } });
    expect(
      lenientNumbers({ permissions: [{ id: '1', type: '1', permission: true }] }, 'permissions'),
    ).toEqual({
      permissions: [{ id: '1', type: 1, permission: true }],
    });
  });

  it('keeps a __proto__ key as a plain key and leaves the prototype alone', () => {
    const sent = JSON.parse('{"type":"1","__proto__":{"polluted":true}}');
    const read = lenientNumbers(sent, 'command') as Record<string, unknown>;
    expect(read.type).toBe(1);
    expect(Object.hasOwn(read, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the validators accept what the service accepts, and return the numbers', () => {
  it('a command with "type": "1" and an integer permission bit set', () => {
    const result = validateApplicationCommand(
      { type: '1', name: 'ping', description: 'Pong', default_member_permissions: 8 },
      { scope: 'global', mode: 'create' },
    );
    expect(result).toMatchObject({ success: true, data: { type: 1, default_member_permissions: '8' } });
    expect(globalCommandCreateSchema.parse({ type: '2', name: 'High Five' })).toMatchObject({ type: 2 });
    expect(validateBulkOverwrite([{ type: '3', name: 'Quote' }], { scope: 'guild' })).toMatchObject({
      success: true,
      data: [{ type: 3 }],
    });
  });

  it('a message, a response and a permission edit', () => {
    expect(validateMessageBody({ content: 'x', flags: '64' }, { mode: 'create' })).toMatchObject({
      success: true,
      data: { flags: 64 },
    });
    expect(
      validateInteractionResponse({ type: '4', data: { content: 'x' } }, { interactionType: 2 }),
    ).toMatchObject({ success: true, data: { type: 4 } });
    expect(
      validatePermissionsEdit({ permissions: [{ id: '1250000000000000100', type: '1', permission: true }] }),
    ).toMatchObject({
      success: true,
      data: { permissions: [{ type: 1 }] },
    });
  });

  it('integration_types: null and contexts: null are the defaults, as if omitted', () => {
    const body = { name: 'ping', description: 'Pong', integration_types: null, contexts: null };
    expect(validateApplicationCommand(body, { scope: 'global', mode: 'create' }).success).toBe(true);
    const omitted = { name: 'ping', description: 'Pong' };
    for (const scope of ['global', 'guild'] as const)
      expect(storedCommand(body, { scope, appIntegrationTypes: [0, 1] })).toEqual(
        storedCommand(omitted, { scope, appIntegrationTypes: [0, 1] }),
      );
  });
});
