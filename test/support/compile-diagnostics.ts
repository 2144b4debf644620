import ts from 'typescript';

/**
 * Compiles the program a tsconfig file describes and returns its diagnostics as `file: message` lines (none
 * when it compiles). The interop type tests use it to compile their files again with other compiler options
 * than the ones vitest's typecheck runs with.
 */
export function compileDiagnostics(tsconfigPath: string): {
  options: ts.CompilerOptions;
  errors: string[];
} {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${tsconfigPath}: not a tsconfig file`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  return { options: config.options, errors };
}
