import { type DocumentException, documentExceptions } from './document-exceptions.js';
import type { Schema } from './operations.js';

/** One place where a body differs from the document's schema. */
export interface Deviation {
  /** JSON path, `$` for the root (`$.errors.name._errors[0].code`). */
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

/** What {@link checkBody} found: deviations, and the issues an exception excused (by exception id). */
export interface BodyCheck {
  readonly deviations: Deviation[];
  readonly excused: string[];
}

/** Where a body was seen, for the exceptions that apply only there. */
export interface BodyContext {
  readonly side: 'request' | 'response';
  readonly status?: number;
}

type Path = readonly PropertyKey[];
interface Issue {
  code: string;
  path: Path;
  expected?: string;
  values?: unknown[];
  format?: string;
  pattern?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  message: string;
  errors?: Issue[][];
}

/** Checks a parsed body against a schema of the document, excusing what `documentExceptions` lists. */
export function checkBody(schema: Schema, body: unknown, context: BodyContext): BodyCheck {
  const result = schema['~standard'].validate(body) as { issues?: readonly unknown[] };
  const excused: string[] = [];
  const deviations = residual((result.issues ?? []) as Issue[], [], body, context, excused);
  return { deviations, excused };
}

// The issues no exception excuses. A union passes when one of its branches does; when none does, the
// branch reported is the one whose discriminating literal (`type`) matched, else the one with fewest issues.
function residual(
  issues: readonly Issue[],
  base: Path,
  body: unknown,
  context: BodyContext,
  excused: string[],
): Deviation[] {
  const out: Deviation[] = [];
  for (const issue of issues) {
    const path = [...base, ...issue.path];
    const value = at(body, path);
    const exception = exceptionFor(path, body, context);
    if (exception) {
      excused.push(exception.id);
      continue;
    }
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const branches = issue.errors.map((branch) => {
        const own: string[] = [];
        return { found: residual(branch, path, body, context, own), own, branch };
      });
      const passing = branches.find((b) => b.found.length === 0);
      if (passing) {
        excused.push(...passing.own);
        continue;
      }
      const misdiscriminated = (b: (typeof branches)[number]) =>
        b.branch.some((i) => i.code === 'invalid_value' && i.path.at(-1) === 'type');
      const rank = (b: (typeof branches)[number]) => (misdiscriminated(b) ? 1e6 : 0) + b.found.length;
      const best = [...branches].sort((a, b) => rank(a) - rank(b))[0];
      out.push(...(best?.found ?? []));
      continue;
    }
    out.push({ path: jsonPath(path), expected: expectedOf(issue), got: describe(value) });
  }
  return out;
}

// The exception for an issue at `path` or at one of its ancestors (zod reports a failed union either at
// the union or, when one branch came closest, at that branch's own paths).
function exceptionFor(path: Path, body: unknown, context: BodyContext): DocumentException | undefined {
  for (let n = path.length; n >= 0; n--) {
    const prefix = path.slice(0, n);
    const found = documentExceptions.find((e) => excuses(e, prefix, at(body, prefix), body, context));
    if (found) return found;
  }
  return undefined;
}

function excuses(
  e: DocumentException,
  path: Path,
  value: Value,
  body: unknown,
  context: BodyContext,
): boolean {
  if (e.side !== undefined && e.side !== context.side) return false;
  if (e.status !== undefined && e.status !== context.status) return false;
  if (!glob(e.path.split('.'), path.map(String))) return false;
  if (e.within) {
    const parent = at(body, path.slice(0, -1));
    const holder = parent.present ? parent.value : undefined;
    if (typeof holder !== 'object' || holder === null) return false;
    if (!e.within.every((key) => Object.hasOwn(holder, key))) return false;
  }
  const fits = e.docsShape['~standard'].validate(value.present ? value.value : undefined) as {
    issues?: readonly unknown[];
  };
  return !fits.issues;
}

function glob(pattern: readonly string[], path: readonly string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern as [string, ...string[]];
  if (head === '**') return path.some((_, i) => glob(rest, path.slice(i))) || glob(rest, []);
  return path.length > 0 && (head === '*' || head === path[0]) && glob(rest, path.slice(1));
}

type Value = { present: true; value: unknown } | { present: false };

function at(body: unknown, path: Path): Value {
  let node: unknown = body;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return { present: false };
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return { present: true, value: node };
}

function expectedOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected ?? 'another type';
    case 'invalid_value':
      return `one of ${JSON.stringify(issue.values)}`;
    case 'too_big':
      return `${issue.origin ?? 'value'} at most ${issue.maximum}`;
    case 'too_small':
      return `${issue.origin ?? 'value'} at least ${issue.minimum}`;
    case 'invalid_format':
      return issue.format === 'regex' ? `a string matching ${issue.pattern}` : `format ${issue.format}`;
    default:
      return issue.message;
  }
}

function describe(value: Value): string {
  if (!value.present) return 'missing';
  const text = JSON.stringify(value.value) ?? String(value.value);
  const kind = value.value === null ? 'null' : Array.isArray(value.value) ? 'array' : typeof value.value;
  return `${kind} ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`;
}

/** `$.a.b[0].c` for a path of keys. */
export function jsonPath(path: Path): string {
  return `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}`;
}
