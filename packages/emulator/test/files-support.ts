import { expect } from 'vitest';
import type { Harness, Json } from './harness.js';
import { GENERAL } from './scripted-app.js';

/** A file part of a multipart request. */
export interface Part {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
  /** The form field; default `files[n]` by position. */
  field?: string;
}

/** A multipart body: `payload_json` (unless `json` is undefined) and each file as `files[n]`. */
export function multipart(json: unknown, parts: readonly Part[]): FormData {
  const form = new FormData();
  if (json !== undefined) form.append('payload_json', JSON.stringify(json));
  parts.forEach((part, index) => {
    const bytes = typeof part.bytes === 'string' ? new TextEncoder().encode(part.bytes) : part.bytes;
    form.append(
      part.field ?? `files[${index}]`,
      new Blob([bytes as Uint8Array<ArrayBuffer>], part.type ? { type: part.type } : {}),
      part.name,
    );
  });
  return form;
}

/** What a request through `send` answered. */
export interface Answer {
  status: number;
  body: Json;
}

/** Sends a request (JSON or multipart) to an API path without Authorization, as interaction routes take it. */
export async function send(
  h: Harness,
  method: string,
  path: string,
  body: FormData | unknown,
): Promise<Answer> {
  const form = body instanceof FormData;
  const response = await fetch(`${h.emu.apiBaseUrl}${path}`, {
    method,
    ...(form ? { body } : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Runs `/name` (registered with `command`) in #general as `member` over the gateway path and answers it through the callback endpoint
 * (`?with_response=true`) with what `answer` builds (and then, when given, with what `then` sends after
 * the first answer); resolves with the (last) callback's answer and the token.
 */
export async function answered(
  h: Harness,
  answer: (interaction: Json) => FormData | unknown,
  name = 'files',
  then?: (interaction: Json, first: Answer) => Promise<Answer>,
): Promise<{ callback: Answer; token: string; interaction: Json }> {
  let result: Promise<Answer> | undefined;
  let interaction: Json;
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type !== 'INTERACTION_CREATE') return;
    interaction = event.data;
    result = send(
      h,
      'POST',
      `/interactions/${interaction.id}/${interaction.token}/callback?with_response=true`,
      answer(interaction),
    ).then((first) => (then ? then(interaction, first) : first));
  });
  const run = await h.admin('POST', '/interactions', {
    userId: h.user('member').id,
    guildId: h.guild.id,
    channelId: GENERAL,
    name,
  });
  unsubscribe();
  expect(result, JSON.stringify(run.body)).toBeDefined();
  return { callback: await result!, token: interaction.token, interaction };
}

/** Fetches a served file: status, headers and bytes. */
export async function download(
  url: string,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(url);
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
