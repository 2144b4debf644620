import { describe, expect, it } from 'vitest';
import { component, createInteractionHandler, type InteractionError, modal } from '../src/index.js';
import { click, submit } from './support/component-fixtures.js';

// Component and modal interactions come from the network: a payload missing what routing needs is
// refused up front (INVALID_INTERACTION) and never reaches a handler.

describe('malformed component and modal interactions', () => {
  const errors: InteractionError[] = [];
  let ran = 0;
  const handler = createInteractionHandler({
    gatewayOnly: true,
    commands: [],
    components: [component('{any}', () => ran++)],
    modals: [modal('{any}', () => ran++)],
    onError: (error) => {
      errors.push(error as InteractionError);
    },
  });
  const cases: [string, unknown, RegExp][] = [
    ['a click without data', { ...click({ customId: 'x' }), data: undefined }, /data: expected an object/],
    [
      'a custom_id that is not a string',
      { ...click({ customId: 'x' }), data: { custom_id: 1, component_type: 2 } },
      /data\.custom_id/,
    ],
    [
      'a click without component_type',
      { ...click({ customId: 'x' }), data: { custom_id: 'x' } },
      /data\.component_type/,
    ],
    [
      'a click without its message',
      { ...click({ customId: 'x' }), message: undefined },
      /message: expected the message/,
    ],
    [
      'a submission without components',
      { ...submit({ customId: 'x', values: {} }), data: { custom_id: 'x' } },
      /data\.components/,
    ],
    [
      'a submission with a bad message',
      { ...submit({ customId: 'x', values: {} }), message: 'm' },
      /message: expected an object/,
    ],
    [
      'resolved that is not an object',
      {
        ...click({ customId: 'x', componentType: 5, values: ['1'] }),
        data: { custom_id: 'x', component_type: 5, values: ['1'], resolved: 'r' },
      },
      /data\.resolved/,
    ],
  ];
  for (const [name, payload, message] of cases) {
    it(name, async () => {
      errors.length = 0;
      const sent: unknown[] = [];
      await handler.dispatch(payload as never, { respond: (body) => void sent.push(body) });
      expect(ran).toBe(0);
      expect(sent).toEqual([]);
      expect(errors[0]?.code).toBe('INVALID_INTERACTION');
      expect(errors[0]?.message).toMatch(message);
    });
  }
  it('values that are not strings are refused before the handler', async () => {
    errors.length = 0;
    const sent: unknown[] = [];
    await handler.dispatch(click({ customId: 'x', componentType: 3, values: [1 as never] }), {
      respond: (body) => void sent.push(body),
    });
    expect(ran).toBe(0);
    expect(errors[0]?.code).toBe('INVALID_OPTIONS');
    expect(sent).toEqual([
      expect.objectContaining({ type: 4, data: expect.objectContaining({ flags: 64 }) }),
    ]);
  });
});
