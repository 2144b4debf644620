import { fileNameProblem } from '@slashkit/api';
import { InvalidFileError } from '../errors/invalid-file-error.js';

// A quote ends the header's quoted file name: a good file name
// (`fileNameProblem`) with one would not arrive as given, since the runtime's `FormData` percent-encodes
// it and parsers such as busboy do not decode it.
const quote = '"';
// A media type travels as a header value: printable ASCII only (what a `Blob`'s type may hold).
const headerValue = /^[\u0020-\u007e]*$/;

/**
 * Checks what a file puts into its multipart part's headers, before anything is sent: its name (the
 * `filename="…"` of `Content-Disposition`) must be a file name as the service takes one (`fileNameProblem`
 * of `@slashkit/api`: 1 to 1024 characters, no control character, no path separator) with no quote, so
 * every transport and parser reads the same name back; its media type (the part's `Content-Type`)
 * printable ASCII. Throws an {@link InvalidFileError} naming the file.
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
  if (typeof file.name !== 'string')
    refuse('name', 'the name must be a non-empty file name, e.g. "chart.png"');
  const problem = fileNameProblem(file.name);
  if (problem !== undefined) refuse('name', problem.message);
  if (file.name.includes(quote))
    refuse(
      'name',
      'the name holds "\\"", which a multipart file name cannot carry intact; remove it (e.g. replace it with "_")',
    );
  const type = file.contentType;
  if (type !== undefined && (typeof type !== 'string' || !headerValue.test(type)))
    refuse(
      'contentType',
      `the contentType ${JSON.stringify(type)} must be a media type in printable ASCII, e.g. "image/png", with no line break or other control character`,
    );
}
