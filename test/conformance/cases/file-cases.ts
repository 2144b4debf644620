import { type APIMessage, Endpoints } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';
import * as D from 'discord-api-spec/zod';
import { png } from '../../support/images.js';
import { checkBody } from '../check-body.js';
import { type Case, GENERAL, GUILD, type Harness, MEMBER } from '../harness.js';

// Messages with files (service-facts "Files"), as @slashkit/rest sends them: multipart/form-data with the
// body in `payload_json` and each file in `files[n]`, on the callback, the interaction webhook and the
// channel message routes, in both of the SDK's encodings (the runtime's FormData, and its own streamed
// MultipartBody). The suite checks each `payload_json` against the document's request schema and each
// answer against its message schema; these cases also check every answered attachment object against the
// document's MessageAttachmentResponse, and that the files the message should hold are there.

const token = 'interaction token';
const text = (value: string) => new TextEncoder().encode(value);
const chart: MessageFile = { name: 'chart.png', data: png(4, 3), description: 'A chart' };
const notes: MessageFile = { name: 'notes.txt', data: text('month,sales\nJan,120\n') };
const file = (name: string): MessageFile => ({ name, data: new Blob([text(`${name}\n`)]) });

/** Throws unless `message` holds exactly these files, each attachment as the document describes it. */
function expectAttachments(message: APIMessage | undefined, filenames: string[]): void {
  const attachments = message?.attachments ?? [];
  const got = attachments.map((a) => a.filename);
  if (JSON.stringify(got) !== JSON.stringify(filenames))
    throw new Error(`expected attachments ${JSON.stringify(filenames)}, got ${JSON.stringify(got)}`);
  attachments.forEach((attachment, index) => {
    const { deviations } = checkBody(D.MessageAttachmentResponseSchema, attachment, { side: 'response' });
    if (deviations.length > 0)
      throw new Error(
        deviations
          .map((d) => `attachments[${index}]${d.path.slice(1)}: expected ${d.expected}, got ${d.got}`)
          .join('\n'),
      );
  });
}

const hook = (h: Harness, rest = '') => `/webhooks/${h.appId}/${h.state.fileToken}${rest}`;

export const fileCases: Case[] = [
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'CHANNEL_MESSAGE_WITH_SOURCE (4) with an image and a text file (multipart, FormData), with_response',
    run: async (h) => {
      const { interaction, settled } = await h.interact('/interactions', {
        userId: MEMBER,
        guildId: GUILD,
        channelId: GENERAL,
        name: 'hello',
      });
      const result = await h.sdk.interactions.createInteractionResponse(
        interaction.id,
        interaction.token,
        { type: 4, data: { content: 'Files', embeds: [{ image: { url: 'attachment://chart.png' } }] } },
        { withResponse: true, files: [chart, notes] },
      );
      await settled;
      h.state.fileToken = interaction.token;
      expectAttachments(result.resource?.message as APIMessage | undefined, ['chart.png', 'notes.txt']);
    },
  },
  {
    op: Endpoints.executeWebhook,
    status: 200,
    as: token,
    what: 'follow-up with two files (multipart, the SDK’s own encoding)',
    run: async (h) => {
      const sent = await h.sdkStreamed.interactions.createFollowupMessage(
        h.appId,
        h.state.fileToken ?? '',
        { content: 'More files' },
        { files: [notes, chart] },
      );
      h.state.fileFollowUp = sent.id;
      expectAttachments(sent, ['notes.txt', 'chart.png']);
    },
  },
  {
    op: Endpoints.updateOriginalWebhookMessage,
    status: 200,
    as: token,
    what: 'edit adding a file to those kept (multipart, the SDK’s own encoding)',
    run: async (h) =>
      expectAttachments(
        await h.sdkStreamed.interactions.editOriginalInteractionResponse(
          h.appId,
          h.state.fileToken ?? '',
          { content: 'Files, and more' },
          { files: [file('more.txt')] },
        ),
        ['chart.png', 'notes.txt', 'more.txt'],
      ),
  },
  {
    op: Endpoints.updateWebhookMessage,
    status: 200,
    as: token,
    what: 'edit a follow-up replacing its files (attachments: [], multipart, FormData)',
    run: async (h) =>
      expectAttachments(
        await h.sdk.interactions.editFollowupMessage(
          h.appId,
          h.state.fileToken ?? '',
          h.state.fileFollowUp ?? '',
          { attachments: [] },
          { files: [file('replaced.txt')] },
        ),
        ['replaced.txt'],
      ),
  },
  {
    op: Endpoints.executeWebhook,
    status: 413,
    code: 40005,
    as: token,
    what: 'a file over the 10 MiB limit (a raw multipart request: the SDK refuses it before sending)',
    run: async (h) => {
      const form = new FormData();
      form.append('payload_json', JSON.stringify({ content: 'too big' }));
      form.append('files[0]', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
      const encoded = new Response(form);
      return h.raw('POST', hook(h), {
        body: new Uint8Array(await encoded.arrayBuffer()),
        type: encoded.headers.get('content-type') ?? '',
      });
    },
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'a channel message with an image and a text file (multipart, FormData)',
    run: async (h) => {
      const sent = await h.sdk.messages.createMessage(
        GENERAL,
        { content: 'A chart', embeds: [{ thumbnail: { url: 'attachment://chart.png' } }] },
        { files: [chart, notes] },
      );
      h.state.fileMessage = sent.id;
      expectAttachments(sent, ['chart.png', 'notes.txt']);
    },
  },
  {
    op: Endpoints.updateMessage,
    status: 200,
    as: 'Bot',
    what: 'edit a channel message keeping one file and adding one (multipart, the SDK’s own encoding)',
    run: async (h) => {
      const before = await h.sdk.messages.getChannelMessage(GENERAL, h.state.fileMessage ?? '');
      const keep = before.attachments.find((a) => a.filename === 'chart.png')?.id ?? '';
      expectAttachments(
        await h.sdkStreamed.messages.editMessage(
          GENERAL,
          h.state.fileMessage ?? '',
          { attachments: [{ id: keep }] },
          { files: [file('added.txt')] },
        ),
        ['chart.png', 'added.txt'],
      );
    },
  },
];
