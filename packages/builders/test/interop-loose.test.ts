import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileDiagnostics } from '../../../test/support/compile-diagnostics.js';

// The interop type test (discord-api-types-interop.test-d.ts) runs under vitest with the repository's
// settings, exactOptionalPropertyTypes on; users without that flag must get the same answers, so the same
// file is compiled here with it off.
describe('builders JSON vs discord-api-types with exactOptionalPropertyTypes off', () => {
  it('compiles every assignability assertion', () => {
    const project = fileURLToPath(new URL('../tsconfig.interop-loose.json', import.meta.url));
    const { options, errors } = compileDiagnostics(project);
    expect(options.exactOptionalPropertyTypes).toBe(false);
    expect(errors).toStrictEqual([]);
  }, 60_000);
});
