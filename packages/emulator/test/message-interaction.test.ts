import { type APIInteraction, InteractionType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { messageInteraction } from '../src/messages/message-interaction.js';

// The deprecated `interaction` of a message an interaction created, which Discord still sends beside
// `interaction_metadata`: its name is the command's with its group and subcommand, or the custom_id.

const user = {
  id: '1250000000000000204',
  username: 'member',
  discriminator: '0',
  global_name: null,
  avatar: null,
};
const base = { id: '900', application_id: '1', token: 't', version: 1, channel_id: '2' };

describe('a message’s deprecated interaction field', () => {
  it('names a command with its subcommand group and subcommand, and gives the member’s user', () => {
    const interaction = {
      ...base,
      type: InteractionType.ApplicationCommand,
      guild_id: '3',
      member: { user, roles: [], joined_at: '2024-01-01T00:00:00.000Z', permissions: '0' },
      data: {
        id: '5',
        type: 1,
        name: 'tag',
        options: [{ name: 'admin', type: 2, options: [{ name: 'clear', type: 1, options: [] }] }],
      },
    } as unknown as APIInteraction;
    expect(messageInteraction(interaction)).toEqual({ id: '900', type: 2, name: 'tag admin clear', user });
  });

  it('names a plain command by its name alone (option values are not part of it)', () => {
    const interaction = {
      ...base,
      type: InteractionType.ApplicationCommand,
      user,
      data: { id: '5', type: 1, name: 'roll', options: [{ name: 'sides', type: 4, value: 6 }] },
    } as unknown as APIInteraction;
    expect(messageInteraction(interaction)).toEqual({ id: '900', type: 2, name: 'roll', user });
  });

  it('names a component or a modal submit by its custom_id', () => {
    const modal = {
      ...base,
      type: InteractionType.ModalSubmit,
      user,
      data: { custom_id: 'feedback', components: [] },
    } as unknown as APIInteraction;
    expect(messageInteraction(modal)).toEqual({ id: '900', type: 5, name: 'feedback', user });
  });
});
