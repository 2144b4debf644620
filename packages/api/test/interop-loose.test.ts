import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The interop type tests (interop-*.test-d.ts) run under vitest with the repository's
// settings, exactOptionalPropertyTypes on; users without that flag must get the same answers, so the same
// file is compiled here with it off.
describe('wire types vs discord-api-types with exactOptionalPropertyTypes off', () => {
  it('compiles every assignability assertion', () => {
    const project = fileURLToPath(new URL('../tsconfig.interop-loose.json', import.meta.url));
    const config = ts.getParsedCommandLineOfConfigFile(
      project,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    expect(config?.options.exactOptionalPropertyTypes).toBe(false);
    const program = ts.createProgram({ rootNames: config!.fileNames, options: config!.options });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toStrictEqual([]);
  }, 60_000);
});
