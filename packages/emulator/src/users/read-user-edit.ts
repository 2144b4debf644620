import { AttachmentLimits, FieldErrorCodes, isJsonObject, ownValue } from '@slashkit/api';
import {
  characterLength,
  type DecodedImage,
  decodeImageData,
  type FieldError,
  type ImageDataRules,
} from '@slashkit/api/validation';
import { invalidForm } from '../http/http-error.js';

/** A Modify Current User body once read: the new username, and each image decoded (null removes it). */
export interface UserEdit {
  username?: string;
  avatar?: DecodedImage | null;
  banner?: DecodedImage | null;
}

/**
 * The service's profile image uploads (a bot's avatar and banner, an app's icon and cover image): still or
 * animated images of up to the default upload size (10 MiB), typed by their bytes.
 */
export const profileImageRules: ImageDataRules = Object.freeze({
  types: Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const),
  maxBytes: AttachmentLimits.defaultSizeLimit,
});

// Usernames may contain none of these (any case) and may not be these whole (the docs' username rules).
const forbiddenParts: readonly string[] = ['@', '#', ':', '```', 'discord'];
const reservedNames: readonly string[] = ['everyone', 'here'];
const usernameMin = 2;
const usernameMax = 32;

/**
 * Reads the body of `PATCH /users/@me` as the service does, own properties only, every field optional (the
 * docs; the document marks `username` required): `username` trimmed, its inner runs of whitespace made one,
 * then 2-32 characters without `@`, `#`, `:`, three backticks or "discord", and not "everyone" or "here";
 * `avatar` and `banner` image data read by their bytes (PNG, JPEG, GIF, WebP; 10 MiB), null to remove. Any
 * bad field is a 400/50035 naming it, and nothing is saved.
 * @see {@link https://discord.com/developers/docs/resources/user#modify-current-user | Modify Current User}
 * @see {@link https://discord.com/developers/docs/resources/user#usernames-and-nicknames | Usernames and Nicknames}
 */
export function readUserEdit(body: unknown): UserEdit {
  if (!isJsonObject(body))
    throw invalidForm([{ path: [], code: FieldErrorCodes.ModelType, message: 'Expected an object.' }]);
  const fields = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const edit: UserEdit = {};
  const username = ownValue(fields, 'username');
  if (username !== undefined) {
    const problem = usernameProblem(username);
    if (problem) errors.push({ path: ['username'], ...problem });
    else edit.username = (username as string).trim().replace(/\s+/g, ' ');
  }
  for (const key of ['avatar', 'banner'] as const) {
    const raw = ownValue(fields, key);
    if (raw === undefined) continue;
    if (raw === null) {
      edit[key] = null;
      continue;
    }
    const read = decodeImageData(raw, profileImageRules, [key]);
    if (read.success) edit[key] = read.data;
    else errors.push(...read.errors);
  }
  if (errors.length > 0) throw invalidForm(errors);
  return edit;
}

function usernameProblem(value: unknown): { code: string; message: string } | undefined {
  if (typeof value !== 'string') return { code: FieldErrorCodes.String, message: 'Must be a string.' };
  const name = value.trim().replace(/\s+/g, ' ');
  const length = characterLength(name);
  if (length < usernameMin || length > usernameMax)
    return {
      code: FieldErrorCodes.BadLength,
      message: `Must be between ${usernameMin} and ${usernameMax} in length.`,
    };
  const lower = name.toLowerCase();
  const part = forbiddenParts.find((p) => lower.includes(p));
  if (part !== undefined)
    return { code: FieldErrorCodes.UsernameInvalid, message: `Username cannot contain "${part}"` };
  if (reservedNames.includes(lower))
    return { code: FieldErrorCodes.UsernameInvalid, message: `Username cannot be "${lower}"` };
  return undefined;
}
