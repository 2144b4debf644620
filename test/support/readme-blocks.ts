import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

// The TypeScript code blocks of the repository's READMEs, and how to compile each as a module of its own,
// with the published package names (`@slashkit/api`, `@slashkit/interactions/node`…) resolved to the
// workspace sources. Two HTML comments (invisible once rendered) help:
// - `<!-- readme: fragment -->` on the line before a fence: the block is deliberately a fragment (a
//   signature, a line of a larger program) and is not compiled. Use it sparingly.
// - `<!-- readme: prelude … -->` anywhere in a README: declarations of what its blocks take as given (a
//   `rest` client, an `appId`, a command defined earlier), e.g.
//   `declare const rest: import('@slashkit/rest').REST;`. Each block is compiled after them, less those it
//   declares itself.

/** One code block: where it is, and its code. */
export interface ReadmeBlock {
  /** `packages/builders/README.md:245` (the line of the opening fence). */
  readonly name: string;
  readonly readme: string;
  readonly line: number;
  readonly code: string;
  /** Marked `<!-- readme: fragment -->`: shown, not compiled. */
  readonly fragment: boolean;
  /**
   * A copy of code another test compiles and runs, which checks the copy is exact: `<!-- tour: name -->`
   * (the root README's quick tour, `test/readme/quick-tour.ts`), `<!-- files: name -->`
   * (`test/readme/files.ts`), `<!-- components-v2: name -->` (`test/readme/components-v2.ts`) and
   * `<!-- testing-your-bot -->` (`test/readme/testing-your-bot.test.ts`).
   */
  readonly mirrored: boolean;
  /** The README's `<!-- readme: prelude … -->` declarations ('' when it has none). */
  readonly prelude: string;
}

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const FRAGMENT = '<!-- readme: fragment -->';
const MIRRORED = /^<!-- (tour|files|components-v2): \w+ -->$|^<!-- testing-your-bot -->$/;

/** Every README of the repository: the root's, each package's and each example's. */
export function readmeFiles(): string[] {
  const files = ['README.md'];
  for (const folder of ['packages', 'examples'])
    for (const entry of readdirSync(join(root, folder)).sort()) {
      const file = join(folder, entry, 'README.md');
      if (existsSync(join(root, file))) files.push(file);
    }
  return files;
}

/** The ```ts and ```typescript blocks of one README. */
export function readmeBlocks(readme: string): ReadmeBlock[] {
  const text = readFileSync(join(root, readme), 'utf8');
  const prelude = [...text.matchAll(/<!-- readme: prelude\n([\s\S]*?)-->/g)].map((m) => m[1]).join('\n');
  const lines = text.split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|typescript)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const start = i;
    const code: string[] = [];
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]!); i++) code.push(lines[i]!.slice(indent));
    const before = lines
      .slice(0, start)
      .reverse()
      .find((line) => line.trim() !== '');
    blocks.push({
      name: `${readme}:${start + 1}`,
      readme,
      line: start + 1,
      code: code.join('\n'),
      fragment: before?.trim() === FRAGMENT,
      mirrored: MIRRORED.test(before?.trim() ?? ''),
      prelude,
    });
  }
  return blocks;
}

/** `paths` that resolve every workspace package's entries (its `@slashkit/source` exports) to sources. */
function workspacePaths(): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const entry of readdirSync(join(root, 'packages'))) {
    const manifest = join(root, 'packages', entry, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, { '@slashkit/source'?: string } | string>;
    };
    for (const [subpath, target] of Object.entries(exports ?? {})) {
      const source = typeof target === 'object' ? target['@slashkit/source'] : undefined;
      if (source) paths[join(name, subpath)] = [join('packages', entry, source)];
    }
  }
  return paths;
}

/**
 * Compiles blocks, each as a module of its own placed beside its README (so that the package's own
 * dependencies resolve), with the repository's compiler options. Returns the diagnostics of each block by
 * name, as `line: message` with the README's line numbers.
 */
export function compileBlocks(blocks: readonly ReadmeBlock[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json: not a tsconfig file');
  const options: ts.CompilerOptions = {
    ...config.options,
    baseUrl: root,
    paths: workspacePaths(),
    noEmit: true,
    // A README shows a piece of a program: an import or a variable used once is fine there. And it is
    // compiled as a user's `strict` project compiles it: exactOptionalPropertyTypes (which this repository
    // adds) is off, as it is by default.
    noUnusedLocals: false,
    noUnusedParameters: false,
    exactOptionalPropertyTypes: false,
  };
  const files = new Map<string, ReadmeBlock>();
  blocks.forEach((block, index) => {
    files.set(join(root, dirname(block.readme), `__readme_block_${index}.ts`), block);
  });
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const sources = new Map([...files].map(([file, block]) => [file, withPrelude(block)]));
  const source = (file: string) => sources.get(file)?.text;
  host.readFile = (file) => source(file) ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, create) => {
    const text = source(file);
    return text === undefined
      ? getSourceFile(file, language, onError, create)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const byBlock = new Map<string, string[]>(blocks.map((block) => [block.name, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const block = diagnostic.file && files.get(diagnostic.file.fileName);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!block) {
      const where = diagnostic.file ? relative(root, diagnostic.file.fileName) : 'options';
      byBlock.set('(outside the blocks)', [
        ...(byBlock.get('(outside the blocks)') ?? []),
        `${where}: ${message}`,
      ]);
      continue;
    }
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const offset = sources.get(diagnostic.file!.fileName)!.preludeLines;
    const where =
      line < offset ? `${block.readme} (prelude)` : `${block.readme}:${block.line + 1 + line - offset}`;
    byBlock.get(block.name)!.push(`${where}: ${message}`);
  }
  return byBlock;
}

/** The names a piece of code declares at its top level (imports, variables, functions, classes, types). */
function declaredNames(code: string): Set<string> {
  const names = new Set<string>();
  const file = ts.createSourceFile('names.ts', code, ts.ScriptTarget.ES2022);
  const bindings = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindings(element.name);
  };
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bindings(declaration.name);
    else if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bound = clause?.namedBindings;
      if (bound && ts.isNamespaceImport(bound)) names.add(bound.name.text);
      if (bound && ts.isNamedImports(bound))
        for (const element of bound.elements) names.add(element.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      names.add(statement.name.text);
  }
  return names;
}

/** A block's source: the README's prelude, less what the block declares itself, then the block. */
function withPrelude(block: ReadmeBlock): { text: string; preludeLines: number } {
  const own = declaredNames(block.code);
  const file = ts.createSourceFile('prelude.ts', block.prelude, ts.ScriptTarget.ES2022);
  const kept = file.statements
    .filter((statement) => ![...declaredNames(statement.getText(file))].some((name) => own.has(name)))
    .map((statement) => statement.getText(file));
  const prelude = kept.length ? `${kept.join('\n')}\n` : '';
  // An `export {}` makes a block without imports a module, so blocks never share a scope.
  return { text: `${prelude}${block.code}\nexport {};\n`, preludeLines: prelude.split('\n').length - 1 };
}
