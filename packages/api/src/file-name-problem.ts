import { AttachmentLimits } from './attachment-limits.js';
import { type FieldErrorCode, FieldErrorCodes } from './error-codes.js';
import { characterLength } from './validation/character-length.js';

/** Whether a string holds a C0 control (NUL, CR and LF among them) or DEL. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** What is wrong with a file name: the service's field error code, and the problem in words. */
export interface FileNameProblem {
  /** `BASE_TYPE_BAD_LENGTH` for a name too long or empty, `BASE_TYPE_INVALID` otherwise. */
  code: FieldErrorCode;
  /** What is wrong and how to fix it, e.g. `the name holds "/", a path separator: …`. */
  message: string;
}

/**
 * What is wrong with a file name as the service takes one (the `filename` of an `attachments[]` entry, or of
 * a `files[n]` part), or undefined when it is a good name: from 1 to
 * {@link AttachmentLimits}.filenameMaxLength (1024) characters, no control character (NUL, CR, LF, a tab…:
 * they would end or corrupt a header line, a log line or a URL), no path separator (`/` or `\`) and not `.`
 * or `..`: a file name is a name, not a path. The one rule every package applies, so that a name sent is
 * the name stored and served.
 * @example
 * fileNameProblem('chart.png'); // undefined
 * fileNameProblem('../../etc/passwd')?.message; // 'the name holds "/", a path separator: …'
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  const invalid = (message: string) => ({ code: FieldErrorCodes.InvalidValue, message });
  if (name.length === 0)
    return {
      code: FieldErrorCodes.BadLength,
      message: 'the name must be a non-empty file name, e.g. "chart.png"',
    };
  const length = characterLength(name);
  if (length > AttachmentLimits.filenameMaxLength)
    return {
      code: FieldErrorCodes.BadLength,
      message: `the name is ${length} characters; at most ${AttachmentLimits.filenameMaxLength} are allowed`,
    };
  if (hasControl(name))
    return invalid('the name holds a control character (NUL, a line break, a tab…); remove it');
  const separator = /[/\\]/.exec(name)?.[0];
  if (separator !== undefined)
    return invalid(
      `the name holds ${JSON.stringify(separator)}, a path separator: a file name is a name, not a path (replace it with "_")`,
    );
  if (name === '.' || name === '..')
    return invalid(
      `${JSON.stringify(name)} is a path segment, not a file name; give one such as "chart.png"`,
    );
  return undefined;
}
