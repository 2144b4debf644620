import { InvalidFileError } from '../errors/invalid-file-error.js';

/** Whether a string holds a C0 control (CR and LF among them) or DEL, which would end or corrupt a header line. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
// A quote ends the header's quoted file name; a backslash escapes in it and, like a slash, separates a
// path, which multipart parsers strip (busboy reads `a\b.txt` as `b.txt`), so the name would not arrive.
const nameBreakers = /["\\/]/;
// A media type travels as a header value: printable ASCII only (what a `Blob`'s type may hold).
const headerValue = /^[\u0020-\u007e]*$/;

/**
 * Checks what a file puts into its multipart part's headers, before anything is sent: its name (the
 * `filename="…"` of `Content-Disposition`) must be non-empty, with no control character, quote, backslash
 * or slash, so every transport and parser reads the same name back (the runtime's `FormData` would
 * percent-encode some of these, which parsers such as busboy do not decode); its media type (the part's
 * `Content-Type`) printable ASCII. Throws an {@link InvalidFileError} naming the file.
 */
export function checkFileHeaders(
  file: { name: string; contentType?: string | undefined },
  index: number,
  method: string,
): void {
  const refuse = (field: 'name' | 'contentType', problem: string): never => {
    throw new InvalidFileError({
      method,
      index,
      filename: typeof file.name === 'string' ? file.name : '',
      field,
      problem,
    });
  };
  if (typeof file.name !== 'string' || file.name.length === 0)
    refuse('name', 'the name must be a non-empty file name, e.g. "chart.png"');
  if (hasControl(file.name))
    refuse('name', 'the name holds a control character (a line break, a tab…); remove it');
  const breaker = nameBreakers.exec(file.name)?.[0];
  if (breaker !== undefined)
    refuse(
      'name',
      `the name holds ${JSON.stringify(breaker)}, which a multipart file name cannot carry intact; a name is a file name without quotes or path separators (e.g. replace it with "_")`,
    );
  const type = file.contentType;
  if (type !== undefined && (typeof type !== 'string' || !headerValue.test(type)))
    refuse(
      'contentType',
      `the contentType ${JSON.stringify(type)} must be a media type in printable ASCII, e.g. "image/png", with no line break or other control character`,
    );
}
