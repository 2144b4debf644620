import { type BodyCheck, checkBody, type Deviation } from './check-body.js';
import type { Schema } from './operations.js';

// A message request with files, as the document and the docs describe it (Reference › Uploading Files):
// `multipart/form-data` whose `payload_json` part is the JSON body (the document gives the multipart
// content the operation's own request schema), and each file in a part `files[n]` with its filename;
// "The attachments JSON parameter includes … id matching the files[n]".

const fileField = /^files\[(\d+)\]$/;

/**
 * Checks a multipart request body: `payload_json` against the operation's request schema (deviations at
 * `$.payload_json…`), every other part a file named `files[n]` (n = 0-9) with a file name, and every
 * `attachments` entry with a small id (a new file, not a kept snowflake) matching a `files[n]` sent.
 */
export function checkMultipart(schema: Schema, form: FormData): BodyCheck {
  if (!form.has('payload_json') && form.has('file')) return checkFormFields(schema, form);
  const deviations: Deviation[] = [];
  const excused: string[] = [];
  const sent = new Set<number>();
  for (const [name, value] of form.entries()) {
    if (name === 'payload_json') continue;
    const n = fileField.exec(name)?.[1];
    if (n === undefined || Number(n) > 9)
      deviations.push({ path: `$.${name}`, expected: 'a part payload_json or files[0-9]', got: 'a part' });
    else if (typeof value === 'string' || value.name === '')
      deviations.push({ path: `$.${name}`, expected: 'a file with a filename', got: typeof value });
    else sent.add(Number(n));
  }
  const payload = form.getAll('payload_json');
  if (payload.length !== 1 || typeof payload[0] !== 'string') {
    deviations.push({ path: '$.payload_json', expected: 'one text part', got: `${payload.length} parts` });
    return { deviations, excused };
  }
  let body: unknown;
  try {
    body = JSON.parse(payload[0]);
  } catch {
    deviations.push({ path: '$.payload_json', expected: 'JSON', got: payload[0].slice(0, 80) });
    return { deviations, excused };
  }
  const check = checkBody(schema, body, { side: 'request' });
  deviations.push(...check.deviations.map((d) => ({ ...d, path: `$.payload_json${d.path.slice(1)}` })));
  excused.push(...check.excused);
  const data = (body as { data?: unknown }).data;
  // An interaction callback carries the message in `data`; the webhook and channel routes at the top.
  const holder = (typeof data === 'object' && data !== null ? data : body) as { attachments?: unknown };
  const attachments = Array.isArray(holder.attachments) ? holder.attachments : [];
  attachments.forEach((entry: { id?: unknown }, index) => {
    const id = String(entry?.id);
    if (/^\d$/.test(id) && !sent.has(Number(id)))
      deviations.push({
        path: `$.payload_json${holder === body ? '' : '.data'}.attachments[${index}].id`,
        expected: 'the index of a files[n] sent',
        got: id,
      });
  });
  return { deviations, excused };
}

/**
 * A form without `payload_json` (Create Guild Sticker): its text parts are the fields, checked against the
 * operation's request schema (deviations at `$.field`), and its one file the part `file` with a filename.
 */
function checkFormFields(schema: Schema, form: FormData): BodyCheck {
  const deviations: Deviation[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name === 'file') {
      if (typeof value === 'string' || value.name === '')
        deviations.push({ path: '$.file', expected: 'a file with a filename', got: typeof value });
    } else if (typeof value === 'string') fields[name] = value;
    else deviations.push({ path: `$.${name}`, expected: 'a text field or the part file', got: 'a file' });
  }
  const check = checkBody(schema, fields, { side: 'request' });
  return { deviations: [...deviations, ...check.deviations], excused: check.excused };
}
