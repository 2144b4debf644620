import {
  type APIAttachment,
  AttachmentLimits,
  FieldErrorCodes,
  fileNameProblem,
  isJsonObject,
  ownValue,
  type Snowflake,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { invalidForm } from '../http/http-error.js';
import type { UploadedFile } from '../http/read-multipart.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { StoredFile } from '../state/attachment-store.js';
import { attachmentContentType } from './attachment-content-type.js';
import { attachmentUrl } from './attachment-url.js';
import { imageDimensions } from './image-dimensions.js';

/** What a message create or edit asks of its files. */
export interface AttachmentRequest {
  /** The emulator's origin, for the files' URLs. */
  origin: string;
  /** `create`: only the new files; `edit`: `attachments` says which of `existing` stay. */
  mode: 'create' | 'edit';
  /** The message's files before an edit (`[]` for a new message). */
  existing: readonly APIAttachment[];
  /** The checked JSON body (its `attachments` field is read here). */
  body: unknown;
  /** The files of the request. */
  files: readonly UploadedFile[];
  /** Whether the message is ephemeral: its files are then `ephemeral: true`. */
  ephemeral: boolean;
}

/** The files a message will have, and what the store gains and loses once the change is made. */
export interface AttachmentPlan {
  /** The message's `attachments`, in order: those kept, then the new files. */
  attachments: APIAttachment[];
  /** New files to store. */
  added: StoredFile[];
  /** Files the message no longer has. */
  dropped: Snowflake[];
}

/** An `attachments` entry of a body, checked. */
interface BodyEntry {
  id: string;
  filename: string | undefined;
  description: string | undefined;
}

/**
 * Works out a message's files as the service does, before anything changes (so a refusal leaves the
 * message and the store as they were): each new file gets an id, a URL at the emulator's origin, its
 * size, `content_type` and, for PNG/JPEG/GIF/WebP, `width`/`height` from its header, and the `filename` and
 * `description` its `attachments` entry gives (`id` = the `n` of `files[n]`). On an edit, `attachments`
 * omitted keeps every file, `[]` drops them all, and a list keeps the ids it names (a new `description` is
 * taken) plus the new files. An entry naming neither a file of the request nor one of the message, a
 * `filename` that is no file name (`fileNameProblem`: a path, a control character, over 1024 characters), a
 * description over 1024 characters, or more than 10 files in all is 400 / 50035 at its path.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function planAttachments(context: EmulatorContext, request: AttachmentRequest): AttachmentPlan {
  const errors: FieldError[] = [];
  const entries = readEntries(request.body, errors);
  const byIndex = new Map(request.files.map((file) => [String(file.index), file]));
  const existing = new Map(request.existing.map((attachment) => [attachment.id, attachment]));
  const kept: APIAttachment[] = [];
  const described = new Map<string, BodyEntry>();
  entries?.forEach((entry, index) => {
    if (byIndex.has(entry.id)) described.set(entry.id, entry);
    else if (request.mode === 'edit' && existing.has(entry.id)) {
      const attachment = { ...existing.get(entry.id)! };
      if (entry.description !== undefined) attachment.description = entry.description;
      kept.push(attachment);
    } else
      errors.push({
        path: ['attachments', index, 'id'],
        code: FieldErrorCodes.InvalidValue,
        message:
          request.mode === 'edit'
            ? `No file of this request has id ${entry.id} (files[${entry.id}]) and the message has no attachment ${entry.id}; keep an attachment by its id, or describe a new file by the n of its files[n] part`
            : `No file of this request has id ${entry.id}: describe each file by the n of its files[n] part`,
      });
  });
  // Omitted on an edit: every file stays.
  if (entries === undefined && request.mode === 'edit') kept.push(...request.existing.map((a) => ({ ...a })));
  const now = context.clock.now();
  const added: StoredFile[] = [];
  const fresh = request.files.map((file) => {
    const entry = described.get(String(file.index));
    const stored: StoredFile = {
      id: context.nextId(),
      filename: entry?.filename ?? file.filename,
      contentType: attachmentContentType(entry?.filename ?? file.filename, file.contentType, file.bytes),
      bytes: file.bytes,
      createdAt: now,
    };
    added.push(stored);
    return toApiAttachment(stored, request.origin, entry?.description, request.ephemeral);
  });
  const attachments = [...kept, ...fresh];
  if (attachments.length > AttachmentLimits.files)
    errors.push({
      path: ['attachments'],
      code: FieldErrorCodes.MaxLength,
      message: `Must be ${AttachmentLimits.files} or fewer in length (got ${attachments.length}) — a message holds at most ${AttachmentLimits.files} files`,
    });
  if (errors.length > 0) throw invalidForm(errors);
  const keptIds = new Set(kept.map((a) => a.id));
  return {
    attachments,
    added,
    dropped: request.existing.filter((a) => !keptIds.has(a.id)).map((a) => a.id),
  };
}

/** Makes a plan's change to the store: the new files in, the dropped ones out. */
export function commitAttachments(context: EmulatorContext, plan: AttachmentPlan): void {
  for (const file of plan.added) context.state.attachments.add(file);
  for (const id of plan.dropped) context.state.attachments.delete(id);
}

/** A stored file as a message (or `resolved.attachments`) lists it. */
export function toApiAttachment(
  file: StoredFile,
  origin: string,
  description: string | undefined,
  ephemeral: boolean,
): APIAttachment {
  const url = attachmentUrl(origin, file.id, file.filename);
  const image = imageDimensions(file.bytes);
  return {
    id: file.id,
    filename: file.filename,
    ...(description === undefined ? {} : { description }),
    ...(file.contentType === null ? {} : { content_type: file.contentType }),
    size: file.bytes.byteLength,
    url,
    proxy_url: url,
    ...(image ? { width: image.width, height: image.height } : {}),
    ...(ephemeral ? { ephemeral: true } : {}),
  };
}

/** The body's `attachments`, checked (undefined when absent; null counts as `[]`). */
function readEntries(body: unknown, errors: FieldError[]): BodyEntry[] | undefined {
  const value =
    typeof body === 'object' && body !== null
      ? ownValue(body as Record<string, unknown>, 'attachments')
      : undefined;
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (!Array.isArray(value)) {
    errors.push({
      path: ['attachments'],
      code: FieldErrorCodes.Array,
      message: 'Must be an array of { id, filename?, description? }',
    });
    return [];
  }
  const entries: BodyEntry[] = [];
  value.forEach((item: unknown, index) => {
    const at = ['attachments', index];
    if (!isJsonObject(item)) {
      errors.push({
        path: at,
        code: FieldErrorCodes.ModelType,
        message: 'Must be an object { id, filename?, description? }',
      });
      return;
    }
    const fields = item as Record<string, unknown>;
    const id = ownValue(fields, 'id');
    const filename = ownValue(fields, 'filename');
    const description = ownValue(fields, 'description');
    if (
      !(typeof id === 'string' && /^\d+$/.test(id)) &&
      !(typeof id === 'number' && Number.isSafeInteger(id) && id >= 0)
    )
      errors.push({
        path: [...at, 'id'],
        code: FieldErrorCodes.Snowflake,
        message: 'Must be the id of an attachment, or the n of a files[n] part',
      });
    const nameProblem = typeof filename === 'string' ? fileNameProblem(filename) : undefined;
    if (filename !== undefined && typeof filename !== 'string')
      errors.push({
        path: [...at, 'filename'],
        code: FieldErrorCodes.String,
        message: 'Must be a non-empty string',
      });
    else if (nameProblem)
      errors.push({ path: [...at, 'filename'], code: nameProblem.code, message: nameProblem.message });
    if (description !== undefined && description !== null) {
      if (typeof description !== 'string')
        errors.push({
          path: [...at, 'description'],
          code: FieldErrorCodes.String,
          message: 'Must be a string',
        });
      else if (description.length > AttachmentLimits.descriptionMaxLength)
        errors.push({
          path: [...at, 'description'],
          code: FieldErrorCodes.MaxLength,
          message: `Must be ${AttachmentLimits.descriptionMaxLength} or fewer in length (got ${description.length})`,
        });
    }
    entries.push({
      id: String(id),
      filename: typeof filename === 'string' && filename.length > 0 ? filename : undefined,
      description: typeof description === 'string' ? description : undefined,
    });
  });
  return entries;
}
