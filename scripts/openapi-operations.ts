// Writes packages/api/test/fixtures/openapi-operations.json: every operation of Discord's OpenAPI document
// (github discord/discord-api-spec, specs/openapi.json) as method, path, operationId, query parameters and
// credentials, which the endpoint table's test holds each row against. The document itself is not checked in;
// run this on a fresh copy of it when Discord updates it:
//   pnpm tsx scripts/openapi-operations.ts path/to/openapi.json
import { readFileSync, writeFileSync } from 'node:fs';

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
}
interface Document {
  info: { version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation | Parameter[]>>;
}

const source = process.argv[2];
if (!source) {
  console.error('usage: tsx scripts/openapi-operations.ts path/to/openapi.json');
  process.exit(2);
}
const document = JSON.parse(readFileSync(source, 'utf8')) as Document;
const methods = new Set(['get', 'put', 'post', 'patch', 'delete']);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, value]) => {
    if (!methods.has(method)) return [];
    const operation = value as Operation;
    if (!operation.operationId) return [];
    const credentials = (operation.security ?? document.security ?? []).map((entry) => {
      const [name, scopes] = Object.entries(entry)[0] ?? ['none', []];
      return scopes.length > 0 ? `${name}(${scopes.join(' ')})` : name;
    });
    return [
      {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        credentials: credentials.length > 0 ? credentials : ['none'],
      },
    ];
  }),
);
operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
const out = new URL('../packages/api/test/fixtures/openapi-operations.json', import.meta.url);
// One operation a line, so an update of the document reads as a diff of operations.
const lines = operations.map((operation) => `  ${JSON.stringify(operation)}`).join(',\n');
writeFileSync(
  out,
  `{\n "version": ${JSON.stringify(document.info.version)},\n "operations": [\n${lines}\n ]\n}\n`,
);
console.log(
  `${operations.length} operations of document ${document.info.version} written to ${out.pathname}`,
);
