import { MessageFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { baseMessage } from '../src/messages/message-factory.js';
import { MessageStore } from '../src/state/message-store.js';

// The store indexes messages by channel and by interaction (issue 38: each interaction read its channel's
// activity by a scan of every message): what it answers must be what a scan would answer.

const author = { id: '1', username: 'bot', discriminator: '0', global_name: null, avatar: null };
const message = (id: string, channelId: string, flags = 0) => ({
  ...baseMessage(id, channelId, author, 0),
  flags,
});

describe('MessageStore indexes', () => {
  it("keeps a channel's count and last id, ephemeral messages left out, through adds and deletes", () => {
    const store = new MessageStore();
    expect(store.activity('10')).toEqual({ lastMessageId: null, messageCount: 0 });
    store.add(message('100', '10'), null);
    store.add(message('101', '20'), null);
    store.add(message('102', '10'), 'i1');
    store.add(message('103', '10', MessageFlags.Ephemeral), 'i1');
    expect(store.activity('10')).toEqual({ lastMessageId: '102', messageCount: 2 });
    expect(store.activity('20')).toEqual({ lastMessageId: '101', messageCount: 1 });
    store.delete('102');
    expect(store.activity('10')).toEqual({ lastMessageId: '100', messageCount: 1 });
    store.deleteQuietly(['100', '103']);
    expect(store.activity('10')).toEqual({ lastMessageId: null, messageCount: 0 });
  });

  it('lists by channel, by interaction and by both, oldest first, as a scan would', () => {
    const store = new MessageStore();
    store.add(message('100', '10'), 'i1');
    store.add(message('101', '20'), 'i1');
    store.add(message('102', '10'), 'i2');
    store.add(message('103', '10'), 'i1');
    const ids = (list: { id: string }[]) => list.map((m) => m.id);
    expect(ids(store.list())).toEqual(['100', '101', '102', '103']);
    expect(ids(store.list({ channelId: '10' }))).toEqual(['100', '102', '103']);
    expect(ids(store.list({ interactionId: 'i1' }))).toEqual(['100', '101', '103']);
    expect(ids(store.list({ channelId: '10', interactionId: 'i1' }))).toEqual(['100', '103']);
    expect(store.list({ channelId: '30' })).toEqual([]);
    expect(store.list({ interactionId: 'i3' })).toEqual([]);
    store.delete('100');
    expect(ids(store.list({ interactionId: 'i1' }))).toEqual(['101', '103']);
  });

  it('indexes what a snapshot restores', () => {
    const source = new MessageStore();
    source.add(message('100', '10'), 'i1');
    source.add(message('101', '10', MessageFlags.Ephemeral), 'i1');
    const store = MessageStore.restore(source.snapshot());
    expect(store.activity('10')).toEqual({ lastMessageId: '100', messageCount: 1 });
    expect(store.list({ interactionId: 'i1' }).map((m) => m.id)).toEqual(['100', '101']);
  });
});
