import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './emulator-client-support.js';
import { ids } from './examples-support.js';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';
import {
  card,
  cardFiles,
  IS_COMPONENTS_V2,
  png,
  prefsModal,
  profileModal,
  readSubmission,
  replyWithFiles,
} from './support/v2-bot.js';

// The V2 card and the 2025 modals end to end over the admin API, as a test drives a bot without a browser:
// a scripted user runs the command, clicks the card's buttons and submits each modal input kind; the bot
// (raw JSON over a signed endpoint) reads every value.

let emu: RunningEmulator;
let bot: SignedEndpoint;
type Interaction = {
  id: string;
  token: string;
  type: number;
  data: { name?: string; custom_id?: string } & Record<string, unknown>;
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  bot = await startSignedEndpoint<Interaction>(app.publicKey, (i) => {
    // The card goes with its files through the callback endpoint (multipart); the endpoint answers 202.
    if (i.type === 2) return void replyWithFiles(emu.apiBaseUrl, i, card(), cardFiles);
    if (i.type === 3)
      return { type: 9, data: i.data.custom_id === 'open:profile' ? profileModal : prefsModal };
    return { type: 4, data: { content: readSubmission(i.data) } };
  });
  await admin('PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: bot.url });
  const created = await fetch(`${emu.apiBaseUrl}/applications/${app.id}/guilds/${ids.guild}/commands`, {
    method: 'POST',
    headers: { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'card', description: 'A profile card' }),
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  bot?.close();
  await emu?.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
async function admin(method: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('Components V2 and the 2025 modals over the admin API', () => {
  it('sends the V2 card, opens both modals from its buttons, and the bot reads every submitted value', async () => {
    const ran = await admin('POST', '/interactions', {
      userId: users.member,
      guildId: ids.guild,
      channelId: ids.general,
      name: 'card',
    });
    expect(ran.status).toBe('answered');
    const [message] = ran.messages;
    expect(message.flags & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    const [container] = message.components;
    // Stored as the service returns it: numbered, with the defaults filled in.
    expect(container).toMatchObject({ type: 17, id: 1, accent_color: 0x57f287, spoiler: false });
    // The thumbnail is the uploaded file, served by the emulator.
    const thumbnail = container.components[0].accessory;
    expect(thumbnail).toMatchObject({ type: 11, spoiler: false, media: { content_type: 'image/png' } });
    expect(thumbnail.media.url).toMatch(new RegExp(`^${emu.url}/_emulator/attachments/\\d+/ada\\.png$`));
    expect((await fetch(thumbnail.media.url)).headers.get('content-type')).toBe('image/png');
    expect(message.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'ada.png',
      'sketch.png',
      'notes.txt',
    ]);

    const profile = await admin('POST', '/components', {
      userId: users.member,
      messageId: message.id,
      customId: 'open:profile',
    });
    expect(profile.responseType).toBe(9);
    // A file upload's file goes in the same request (multipart), named by "attachment://<filename>".
    const form = new FormData();
    form.append(
      'payload_json',
      JSON.stringify({
        userId: users.member,
        fields: { name: 'Ada', mentor: [users.moderator], portrait: ['attachment://ada.png'], team: 'core' },
      }),
    );
    form.append('files[0]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ada.png');
    const submitted = await (
      await fetch(`${emu.url}/_emulator/modals/submit`, {
        method: 'POST',
        body: form,
        headers: { 'x-slashkit-emulator': '1' },
      })
    ).json();
    expect(submitted.messages[0].content).toBe(
      'profile: name=Ada mentor=moderator portrait=ada.png team=core',
    );

    const prefs = await admin('POST', '/components', {
      userId: users.member,
      messageId: message.id,
      customId: 'open:prefs',
    });
    expect(prefs.responseType).toBe(9);
    const chosen = await admin('POST', '/modals/submit', {
      userId: users.member,
      fields: { topics: ['music'], news: true },
    });
    expect(chosen.messages[0].content).toBe('prefs: topics=music news=true');
    // Left out, each input keeps what the modal opened with.
    await admin('POST', '/components', {
      userId: users.member,
      messageId: message.id,
      customId: 'open:prefs',
    });
    const defaults = await admin('POST', '/modals/submit', { userId: users.member, fields: {} });
    expect(defaults.messages[0].content).toBe('prefs: topics=bots news=false');
  });
});
