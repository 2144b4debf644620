import type { APIMessage } from '@slashkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatInputContext,
  command,
  createInteractionHandler,
  type InteractionRestClient,
} from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { appId, interaction } from './support/fixtures.js';
import { createTestKey, signedHeaders } from './support/keys.js';
import { gate, listen } from './support/servers.js';

// A follow-up or edit that reached the service before the inline answer would be refused (unknown
// webhook): the handler must hold them until the HTTP answer has been written.
const events: string[] = [];
let followedUp = gate();
const fakeMessage = { id: '1', content: '' } as APIMessage;
const rest: InteractionRestClient = {
  interactions: {
    createInteractionResponse: async () => undefined,
    editOriginalInteractionResponse: async () => {
      events.push('edit');
      return fakeMessage;
    },
    deleteOriginalInteractionResponse: async () => undefined,
    createFollowupMessage: async () => {
      events.push('follow-up');
      followedUp.open();
      return fakeMessage;
    },
  },
};

const key = createTestKey();
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const handler = createInteractionHandler({
    publicKey: key.publicKeyHex,
    applicationId: appId,
    rest,
    commands: [
      command(
        { name: 'eager', description: 'Replies and follows up without waiting' },
        (ctx: ChatInputContext) => {
          void ctx.reply('first');
          return ctx.followUp('second');
        },
      ),
    ],
  });
  const listener = toNodeListener(handler);
  server = await listen((req, res) => {
    res.once('finish', () => events.push('http answer written'));
    void listener(req, res);
  });
});

afterAll(() => server.close());

describe('order of the initial response and what follows it', () => {
  it('sends a follow-up only after the inline answer was written, even when reply() was not awaited', async () => {
    events.length = 0;
    followedUp = gate();
    const body = JSON.stringify(interaction({ name: 'eager' }));
    const response = await fetch(server.url, { method: 'POST', headers: signedHeaders(key, body), body });
    expect(await response.json()).toEqual({ type: 4, data: { content: 'first' } });
    await followedUp.promise;
    expect(events).toEqual(['http answer written', 'follow-up']);
  });
});
