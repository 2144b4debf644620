import { describe, expect, it } from 'vitest';
import { AttachmentLimits, fileNameProblem } from '../src/index.js';

// The one rule of file names, which rest applies before sending and the emulator on every name it receives.

describe('fileNameProblem', () => {
  it.each([
    'chart.png',
    'my report (final).pdf',
    'résumé 🎉.txt',
    '.env',
    'a'.repeat(AttachmentLimits.filenameMaxLength),
    // 1024 characters, 2048 UTF-16 units: the bound counts characters, as the service does.
    '🎉'.repeat(AttachmentLimits.filenameMaxLength),
  ])('takes %j', (name) => {
    expect(fileNameProblem(name)).toBeUndefined();
  });

  it.each([
    ['', 'BASE_TYPE_BAD_LENGTH', /non-empty/],
    ['a'.repeat(1025), 'BASE_TYPE_BAD_LENGTH', /1025 characters; at most 1024/],
    ['a\u0000b', 'BASE_TYPE_INVALID', /control character/],
    ['a\r\nb', 'BASE_TYPE_INVALID', /control character/],
    ['a\u007fb', 'BASE_TYPE_INVALID', /control character/],
    ['../../etc/passwd', 'BASE_TYPE_INVALID', /"\/", a path separator/],
    ['C:\\boot.ini', 'BASE_TYPE_INVALID', /"\\\\", a path separator/],
    ['.', 'BASE_TYPE_INVALID', /path segment/],
    ['..', 'BASE_TYPE_INVALID', /path segment/],
  ])('refuses %j with %s', (name, code, message) => {
    const problem = fileNameProblem(name);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toMatch(message);
  });
});
