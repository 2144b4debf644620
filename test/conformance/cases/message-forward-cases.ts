import { Endpoints, MessageReferenceType } from '@slashkit/api';
import { type Case, GENERAL, type Harness } from '../harness.js';

// Messages that carry more than words: a forward (its snapshot checked against the document's message
// snapshot) and standard stickers (`sticker_items`), each with a refusal the service makes.

const STANDARD = '1250000000000090001';
const UNKNOWN = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (h: Harness, path: string, body: unknown) =>
  h.raw('POST', path, { authorization: bot(h), body: JSON.stringify(body) });

export const messageForwardCases: Case[] = [
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'a forward of its own message, with its snapshot',
    run: async (h) => {
      const original = await h.sdk.messages.createMessage(GENERAL, {
        content: 'Forward me',
        embeds: [{ title: 'Notes' }],
      });
      await h.sdk.messages.createMessage(GENERAL, {
        message_reference: {
          type: MessageReferenceType.Forward,
          message_id: original.id,
          channel_id: GENERAL,
        },
      });
    },
  },
  {
    op: Endpoints.createMessage,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a forward of an unknown message',
    run: (h) =>
      json(h, `/channels/${GENERAL}/messages`, {
        message_reference: { type: MessageReferenceType.Forward, message_id: UNKNOWN, channel_id: GENERAL },
      }),
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'a standard sticker',
    run: (h) => h.sdk.messages.createMessage(GENERAL, { sticker_ids: [STANDARD] }),
  },
  {
    op: Endpoints.createMessage,
    status: 400,
    code: 50081,
    as: 'Bot',
    what: 'an unknown sticker',
    run: (h) => json(h, `/channels/${GENERAL}/messages`, { sticker_ids: [UNKNOWN] }),
  },
];
