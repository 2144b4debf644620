import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A list of commands (`const commands: AnyCommandBuilder[] = [...]`) makes TypeScript reduce the union of its
// element types, comparing them pairwise. It skips a pair at once when the first literal-typed property of one
// builder differs from the other's, so each command builder declares its `name` (a literal once set) before
// its `type` (shared by every command of a kind). Without that, a 200-command list costs about 0.1 s more to
// check, and the cost grows with the square of the list (bench/src/types.ts measures it).

const here = dirname(fileURLToPath(import.meta.url));
const probeFile = join(here, 'builder-list-probe.ts');
const probeSource = `
import { EntryPointCommandBuilder, MessageCommandBuilder, SlashCommandBuilder, UserCommandBuilder } from '../src/index.js';
export const slash = new SlashCommandBuilder().setName('roll').setDescription('Rolls').addStringOption((o) => o.setName('die').setDescription('d'));
export const user = new UserCommandBuilder().setName('Wave at');
export const message = new MessageCommandBuilder().setName('Quote');
export const entry = new EntryPointCommandBuilder().setName('launch');
`;

/** The first property of each exported value's type whose type is a single literal, as TypeScript finds it. */
function firstLiteralProperties(): Record<string, string | undefined> {
  const host = ts.createCompilerHost({});
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probeFile ? probeSource : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === probeFile || fileExists(file);
  const program = ts.createProgram({
    rootNames: [probeFile],
    options: {
      strict: true,
      exactOptionalPropertyTypes: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      customConditions: ['@slashkit/source'],
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    host,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probeFile)!;
  const diagnostics = ts.getPreEmitDiagnostics(program, source);
  expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  const found: Record<string, string | undefined> = {};
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)) {
    const type = checker.getTypeOfSymbol(symbol);
    found[symbol.name] = checker.getPropertiesOfType(type).find((property) => {
      const propertyType = checker.getTypeOfSymbol(property);
      return propertyType.isLiteral() || (propertyType.flags & ts.TypeFlags.Literal) !== 0;
    })?.name;
  }
  return found;
}

describe('the cost of lists of command builders for the type checker', () => {
  it("puts each command builder's name before its type, so unlike commands are told apart at once", () => {
    expect(firstLiteralProperties()).toEqual({
      slash: 'name',
      user: 'name',
      message: 'name',
      entry: 'name',
    });
    // It builds a program of the whole package (every component builder too): seconds on a busy machine.
  }, 60_000);
});
