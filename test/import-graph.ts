import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the packages' sources, read with TypeScript's own parser: one node per file, one edge
 * per import or re-export of another source file, marked `runtime` or `type`.
 *
 * An edge is `type` only when TypeScript erases it from the emitted JavaScript: `import type`, `export type`,
 * and `import('./x.js').T` in a type position. Under `verbatimModuleSyntax` an `import { type A }` whose
 * every name is a type still leaves `import {} from './x.js'` behind, so it is a runtime edge, as are side
 * effect imports, `export *` and dynamic `import()`.
 */
export interface ImportEdge {
  from: string;
  to: string;
  kind: 'runtime' | 'type';
}

/** The `@slashkit/*` entry points, mapped to their source files as the workspace's export condition does. */
function packageEntries(root: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of readdirSync(join(root, 'packages'))) {
    const manifest = join(root, 'packages', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const source = (target as Record<string, unknown> | null)?.['@slashkit/source'];
      if (typeof source !== 'string') continue;
      entries.set(join(pkg.name, subpath), resolve(root, 'packages', name, source));
    }
  }
  return entries;
}

function resolveSpecifier(from: string, specifier: string, entries: Map<string, string>): string | undefined {
  if (!specifier.startsWith('.')) return entries.get(specifier);
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return undefined;
}

/** The import edges of one source file, unresolved. */
function importsOf(file: string): { specifier: string; kind: ImportEdge['kind'] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; kind: ImportEdge['kind'] }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: node.importClause?.isTypeOnly ? 'type' : 'runtime',
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'runtime' });
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
        found.push({ specifier: argument.literal.text, kind: 'type' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'runtime' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
}

/** Every import edge between source files under `folders` (absolute paths), with paths relative to `root`. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  const entries = packageEntries(root);
  const edges: ImportEdge[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    for (const { specifier, kind } of importsOf(file)) {
      const target = resolveSpecifier(file, specifier, entries);
      if (target === undefined || target === file) continue;
      edges.push({ from: relative(root, file), to: relative(root, target), kind });
    }
  }
  return edges;
}

/**
 * The cycles of a graph: its strongly connected components of more than one file (Tarjan's algorithm, written
 * iteratively so a deep graph cannot overflow the stack), each sorted, listed in sorted order.
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)?.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number };
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++] as string;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(child) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** An import between two top-level folders of one source folder (or a file directly in it), with the file imports that make it. */
export interface FolderEdge extends ImportEdge {
  /** Each kind of import among `via`, sorted. */
  kinds: ImportEdge['kind'][];
  /** The file imports behind it, `from -> to` relative to the source folder. */
  via: string[];
}

/**
 * The graph of `edges` between the top-level folders of `source` (a path relative to the root, as the edges'
 * are): a node per folder (`state/`) and per file directly in it (`index.ts`), an edge where any file of one
 * imports any file of another. Imports inside one folder, and from outside `source`, are left out.
 */
export function folderGraph(edges: readonly ImportEdge[], source: string): FolderEdge[] {
  const prefix = `${source}/`;
  const top = (file: string) => {
    const parts = file.slice(prefix.length).split('/');
    return parts.length > 1 ? `${parts[0]}/` : (parts[0] as string);
  };
  const folders = new Map<string, FolderEdge>();
  for (const edge of edges) {
    if (!edge.from.startsWith(prefix) || !edge.to.startsWith(prefix)) continue;
    const from = top(edge.from);
    const to = top(edge.to);
    if (from === to) continue;
    const key = `${from} ${to}`;
    const folder = folders.get(key) ?? { from, to, kind: edge.kind, kinds: [], via: [] };
    if (!folder.kinds.includes(edge.kind)) folder.kinds = [...folder.kinds, edge.kind].sort();
    folder.kind = folder.kinds.includes('runtime') ? 'runtime' : 'type';
    folder.via.push(`${edge.from.slice(prefix.length)} -> ${edge.to.slice(prefix.length)}`);
    folders.set(key, folder);
  }
  return [...folders.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}
