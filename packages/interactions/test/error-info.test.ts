import type { APIInteraction } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { errorInfo } from '../src/interaction-error-info.js';

// What onError learns about where an error happened: one reader for the webhook path and the dispatcher.

describe('errorInfo', () => {
  it('names a command, its guild and the member who ran it, and never the token', () => {
    const info = errorInfo({
      id: '1',
      type: 2,
      token: 'secret-token',
      guild_id: '3',
      member: { user: { id: '4' } },
      data: { name: 'ping', type: 1 },
    } as unknown as APIInteraction);
    expect(info).toStrictEqual({
      interactionId: '1',
      interactionType: 2,
      commandName: 'ping',
      commandType: 1,
      customId: undefined,
      guildId: '3',
      userId: '4',
    });
    expect(JSON.stringify(info)).not.toContain('secret-token');
  });

  it("names a component's custom_id and a DM's user", () => {
    const info = errorInfo({
      id: '1',
      type: 3,
      user: { id: '5' },
      data: { custom_id: 'pick:size', component_type: 3 },
    } as unknown as APIInteraction);
    expect(info).toMatchObject({ customId: 'pick:size', userId: '5', commandName: undefined });
  });

  it('reads a malformed payload without throwing, keeping only well-typed fields', () => {
    const hostile = {
      id: 7,
      type: '2',
      guild_id: {},
      user: { id: 8 },
      data: { name: ['x'], custom_id: null },
    } as unknown as APIInteraction;
    expect(errorInfo(hostile)).toStrictEqual({
      interactionId: undefined,
      interactionType: undefined,
      commandName: undefined,
      commandType: undefined,
      customId: undefined,
      guildId: undefined,
      userId: undefined,
    });
    expect(errorInfo(undefined).interactionId).toBeUndefined();
  });
});
