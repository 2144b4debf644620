import { afterEach, expect } from 'vitest';
import { startSignedEndpoint } from '../../../test/support/signed-endpoint.js';
import type { Harness, Json } from './harness.js';

/** A #general channel of the seeded guild, and its staff-only channel. */
export const GENERAL = '1250000000000000402';
export const STAFF = '1250000000000000408';

/** What the scripted app answered through the callback endpoint, with the emulator's reply to it. */
export interface Callback {
  interaction: Json;
  status: number;
  body: Json;
}

/**
 * An app on the gateway path: answers every INTERACTION_CREATE through the callback endpoint
 * (`?with_response=true`) with what `answer` returns for it (nothing: no answer), and keeps what happened.
 */
export function scriptedApp(h: Harness, answer: (interaction: Json) => unknown) {
  const callbacks: Callback[] = [];
  const pending: Promise<void>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type !== 'INTERACTION_CREATE') return;
    const interaction = event.data as Json;
    const body = answer(interaction);
    if (body === undefined) return;
    pending.push(
      fetch(
        `${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback?with_response=true`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      ).then(async (res) => {
        const text = await res.text();
        callbacks.push({ interaction, status: res.status, body: text ? JSON.parse(text) : undefined });
        for (const waiter of waiters.filter((w) => callbacks.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }),
    );
  });
  return {
    callbacks,
    /** Waits for every callback sent so far to be answered. */
    settled: () => Promise.all(pending.splice(0)),
    /** Resolves once `count` callbacks have been answered in all. */
    callbacksDone: (count: number) =>
      callbacks.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    unsubscribe,
  };
}

/** Registers a guild command of the primary app (no options). */
export async function command(h: Harness, name: string): Promise<void> {
  const res = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
    body: { name, description: name },
  });
  expect(res.status).toBe(201);
}

/** Runs a command as a user in #general (or `at`), and returns the outcome body. */
export async function run(h: Harness, name: string, user = 'member', at: Json = {}): Promise<Json> {
  const res = await h.admin('POST', '/interactions', {
    userId: h.user(user).id,
    guildId: h.guild.id,
    channelId: GENERAL,
    name,
    ...at,
  });
  return res.body;
}

/** A user uses a component of a message; returns the admin API's status and body. */
export function click(h: Harness, user: string, messageId: string, customId: string, values?: string[]) {
  return h.admin('POST', '/components', {
    userId: h.user(user).id,
    messageId,
    customId,
    ...(values ? { values } : {}),
  });
}

/** A poll message body: a question and three buttons (the last disabled) plus a link button. */
export const poll = {
  content: 'Tabs or spaces?',
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Tabs', custom_id: 'poll:tabs' },
        { type: 2, style: 2, label: 'Spaces', custom_id: 'poll:spaces' },
        { type: 2, style: 4, label: 'Closed', custom_id: 'poll:closed', disabled: true },
        { type: 2, style: 5, label: 'Docs', url: 'https://example.com/style' },
      ],
    },
  ],
};

/** The poll's components as the service stores and returns them: numbered depth first from 1. */
export const storedPollComponents = [
  {
    type: 1,
    id: 1,
    components: poll.components[0]!.components.map((button, index) => ({ ...button, id: index + 2 })),
  },
];

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/**
 * An app on the HTTP path: a node:http endpoint that checks the Ed25519 signature as a bot must (401
 * otherwise), answers PING, and answers every other interaction inline with `answer(interaction)`. Its URL
 * is saved as the primary app's interactions endpoint; `received` keeps the verified payloads.
 */
export async function signedApp(h: Harness, answer: (interaction: Json) => unknown) {
  const received: Json[] = [];
  const endpoint = await startSignedEndpoint<Json>(h.app.publicKey, (interaction) => {
    received.push(interaction);
    return answer(interaction);
  });
  closers.push(endpoint.close);
  const url = `${endpoint.url}interactions`;
  const saved = await h.admin('PATCH', `/applications/${h.app.id}`, { interactionsEndpointUrl: url });
  expect(saved.status).toBe(200);
  return { received };
}
