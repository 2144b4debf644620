import { describe, expect, it } from 'vitest';
import { MessageContentFields, withoutMessageContent } from '../src/index.js';

describe('withoutMessageContent', () => {
  it('empties the text fields, leaves out the poll, keeps the rest, and copies', () => {
    const message = {
      id: '1',
      content: 'secret',
      embeds: [{ title: 'x' }],
      attachments: [{ id: '2' }],
      components: [{ type: 1 }],
      poll: { question: { text: 'yes?' } },
      mentions: [{ id: '3' }],
    };
    const hidden = withoutMessageContent(message);
    expect(hidden).toEqual({
      id: '1',
      content: '',
      embeds: [],
      attachments: [],
      components: [],
      mentions: [{ id: '3' }],
    });
    expect(hidden).not.toHaveProperty('poll');
    expect(message.content).toBe('secret');
    expect(message.poll).toBeDefined();
  });

  it('adds no field the message lacks', () => {
    expect(withoutMessageContent({ id: '1', content: 'x' })).toEqual({ id: '1', content: '' });
  });

  it('covers every field of MessageContentFields', () => {
    expect(MessageContentFields).toEqual(['content', 'embeds', 'attachments', 'components', 'poll']);
  });
});
