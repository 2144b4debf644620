import ts from 'typescript';

/** A source file: its path (for messages) and its text. */
export interface SourceText {
  path: string;
  text: string;
}

/** How strictly a package's top-level values are held (see {@link moduleStateOffenders}). */
export type Strictness = 'frozen' | 'unwritten';

/** Methods that change a Map, Set, array or object in place. */
const mutators =
  'set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin|getOrInsert|getOrInsertComputed';

/** Calls whose result is a new, writable array or object. */
const writableResults =
  /^(Object\.(values|keys|entries|fromEntries|assign)|Array\.(from|of)|new Array|.*\.(map|filter|flatMap|concat|slice))$/;

/** The value under `as`, `satisfies` and parentheses, and whether it was `as const`. */
function unwrap(node: ts.Expression): { value: ts.Expression; asConst: boolean } {
  let value = node;
  let asConst = false;
  while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) {
    if (ts.isAsExpression(value) && value.type.getText() === 'const') asConst = true;
    value = value.expression;
  }
  return { value, asConst };
}

/** What kind of writable value an initializer makes, or null when it makes none (a primitive, a function…). */
function writableKind(init: ts.Expression): string | null {
  const { value, asConst } = unwrap(init);
  if (asConst) return null;
  if (ts.isNewExpression(value)) {
    const name = value.expression.getText();
    return /^(Map|Set|WeakMap|WeakSet|Array)$/.test(name) ? `new ${name}` : null;
  }
  if (ts.isArrayLiteralExpression(value)) return 'an array';
  if (ts.isObjectLiteralExpression(value)) return 'an object';
  if (ts.isCallExpression(value)) {
    const callee = value.expression.getText();
    if (callee === 'Object.freeze' || callee === 'deepFreeze') return null;
    return writableResults.test(callee) ? `the result of ${callee}()` : null;
  }
  return null;
}

/** Whether a declared type says the value is read-only (`readonly T[]`, `Readonly<…>`, `ReadonlyMap`…). */
function readonlyType(type: ts.TypeNode | undefined): boolean {
  return type !== undefined && /^(readonly\s|Readonly(Map|Set|Array)?<)/.test(type.getText());
}

/** Writes through `name` in `text`: a mutating method call, an assignment to a property, `delete`. */
function writesThrough(name: string, text: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  const property = String.raw`(\.[A-Za-z_$][\w$]*|\[[^\]\n]*\])`;
  return [
    new RegExp(String.raw`(?<![\w$.])${n}\s*\.(${mutators})\s*\(`),
    new RegExp(String.raw`(?<![\w$.])${n}\s*${property}+\s*(=(?![=>])|\+=|-=|\*=|\+\+|--|\?\?=|\|\|=)`),
    new RegExp(String.raw`\bdelete\s+${n}\s*${property}`),
    new RegExp(String.raw`\bObject\.assign\(\s*${n}\s*[,)]`),
  ].some((pattern) => pattern.test(text));
}

/** The names a file imports (by their local name). */
function importedNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/**
 * The module-level mutable state in one package's sources, one line per offence (`path:line: what`), read
 * with TypeScript's parser. Every package: no top-level `let` or `var`. `frozen` (the emulator, whose state
 * lives in one model): a top-level array, object, Map or Set must be visibly constant: `Object.freeze(…)`
 * (or a file's own `deepFreeze(…)`),
 * `as const`, or typed `readonly …`/`Readonly<…>` (an object typed as one of `constantTypes` is allowed: a
 * feature is routes over the state, and holds nothing). `unwritten` (the SDK packages): such a value is
 * never written through (no `.set/.add/.push…`, no assignment to its properties) in its file or a file
 * that imports it. `allowed` names the `path:name` of the documented exceptions.
 */
export function moduleStateOffenders(
  sources: readonly SourceText[],
  strictness: Strictness,
  allowed: ReadonlySet<string> = new Set(),
  constantTypes: readonly string[] = [],
): string[] {
  const parsed = sources.map((source) => {
    const file = ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, true);
    return { source, file, imports: importedNames(file) };
  });
  const offenders: string[] = [];
  for (const { source, file } of parsed) {
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const { flags } = statement.declarationList;
      const keyword = flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText();
        if (allowed.has(`${source.path}:${name}`)) continue;
        const line = file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
        const at = `${source.path}:${line}: ${name}`;
        if (keyword !== 'const') {
          offenders.push(`${at}: a top-level ${keyword} (module-level state)`);
          continue;
        }
        const kind = declaration.initializer ? writableKind(declaration.initializer) : null;
        if (kind === null || readonlyType(declaration.type)) continue;
        if (strictness === 'frozen') {
          if (declaration.type && constantTypes.includes(declaration.type.getText())) continue;
          offenders.push(`${at}: ${kind} that is not frozen (Object.freeze, as const, or a readonly type)`);
          continue;
        }
        const readers = parsed.filter((other) => other.file === file || other.imports.has(name));
        const writer = readers.find((reader) => writesThrough(name, reader.source.text));
        if (writer) offenders.push(`${at}: ${kind} written to at run time (in ${writer.source.path})`);
      }
    }
  }
  return offenders;
}
