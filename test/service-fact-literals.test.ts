import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ApplicationFlags,
  AttachmentLimits,
  FieldErrorCodes,
  GatewayCloseCodes,
  GatewayLimits,
  Limits,
  MessageFlags,
  MessageLimits,
  RateLimitMessages,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { describe, expect, it } from 'vitest';

// House rule 14: a fact about the service (an error code, a flag, a limit, a message) is written once, in
// @slashkit/api; a literal copy elsewhere is a bug, because copies drift. This test reads the sources of the
// folders below and reports every known service literal in them, with the constant to import instead.
//
// Every package but @slashkit/api itself is checked. Code comments are not checked (prose may quote a code,
// e.g. "404/10063").

const root = new URL('..', import.meta.url).pathname;

/** Source folders (or single files) held to the rule. */
const checked = [
  'packages/builders/src',
  'packages/rest/src',
  'packages/interactions/src',
  'packages/auth/src',
  'packages/emulator/src',
];

interface Fact {
  /** The constant of @slashkit/api that holds the fact. */
  constant: string;
  /** A literal spelling of the fact in source code. */
  pattern: RegExp;
}

/** Every known fact with a distinctive literal spelling. */
function knownFacts(): Fact[] {
  const facts: Fact[] = [];
  // JSON error codes: all are 5 digits but the general code 0, which is too common to look for.
  for (const [name, code] of Object.entries(RESTJSONErrorCodes)) {
    if (code === 0) continue;
    facts.push({
      constant: `RESTJSONErrorCodes.${name}`,
      pattern: new RegExp(`(?<![\\w.])${code}(?![\\w.])`),
    });
  }
  // Field error codes as quoted strings.
  for (const [name, code] of Object.entries(FieldErrorCodes)) {
    facts.push({ constant: `FieldErrorCodes.${name}`, pattern: new RegExp(`['"\`]${code}['"\`]`) });
  }
  // Flag bits written as shifts (their decimal values are too common to look for).
  const bits = {
    ...prefixed('MessageFlags', MessageFlags),
    ...prefixed('ApplicationFlags', ApplicationFlags),
  };
  for (const [name, value] of Object.entries(bits)) {
    facts.push({ constant: name, pattern: new RegExp(`\\b1\\s*<<\\s*${Math.log2(value)}\\b`) });
  }
  // Limits: values that are distinctive on their own, and common ones only beside the word that names them.
  facts.push(
    { constant: 'Limits.commandTotalCharacters', pattern: numberPattern(Limits.commandTotalCharacters) },
    { constant: 'Limits.minLengthMax / Limits.maxLengthMax', pattern: numberPattern(Limits.maxLengthMax) },
    { constant: 'Limits.invalidRequests', pattern: near('invalid', Limits.invalidRequests) },
    { constant: 'Limits.invalidRequestWindowMs', pattern: near('invalid', Limits.invalidRequestWindowMs) },
    {
      constant: 'Limits.interactionTokenLifetimeMs',
      pattern: numberPattern(Limits.interactionTokenLifetimeMs),
    },
    { constant: 'Limits.interactionTokenLifetimeMs', pattern: /\b15\s*\*\s*60\s*\*\s*1_?000\b/ },
    // A day in milliseconds is the window of a daily service limit (command creates, gateway sessions).
    {
      constant: 'Limits.dailyCommandCreatesWindowMs (or a daily limit of its own)',
      pattern: numberPattern(86_400_000),
    },
  );
  // Message limits.
  facts.push({
    constant: 'MessageLimits.contentMaxLength',
    pattern: near('content|limit', MessageLimits.contentMaxLength),
  });
  // Files: the default size limit, as a number or as the product it is usually written as.
  facts.push(
    {
      constant: 'AttachmentLimits.defaultSizeLimit',
      pattern: numberPattern(AttachmentLimits.defaultSizeLimit),
    },
    { constant: 'AttachmentLimits.defaultSizeLimit', pattern: /\b10\s*\*\s*1024\s*\*\s*1024\b/ },
    { constant: 'AttachmentLimits.urlScheme', pattern: /['"`]attachment:\/\/['"`]/ },
  );
  // Gateway close codes (4000 only beside the word "close": it is a common port), and the gateway's limits.
  for (const [name, code] of Object.entries(GatewayCloseCodes)) {
    facts.push({
      constant: `GatewayCloseCodes.${name}`,
      pattern: code === GatewayCloseCodes.UnknownError ? near('close', code) : numberPattern(code),
    });
  }
  facts.push(
    { constant: 'GatewayLimits.maxGuildsPerShard', pattern: numberPattern(GatewayLimits.maxGuildsPerShard) },
    {
      constant: 'GatewayLimits.heartbeatIntervalMs',
      pattern: numberPattern(GatewayLimits.heartbeatIntervalMs),
    },
    { constant: 'GatewayLimits.identifyWindowMs', pattern: near('identify', GatewayLimits.identifyWindowMs) },
    {
      constant: 'GatewayLimits.dailySessionStarts',
      pattern: near('session.?start', GatewayLimits.dailySessionStarts),
    },
    {
      constant: 'Limits.interactionResponseDeadlineMs',
      pattern: near('deadline|respond|defer', Limits.interactionResponseDeadlineMs),
    },
  );
  // The 429 messages.
  for (const [name, text] of Object.entries(RateLimitMessages)) {
    facts.push({
      constant: `RateLimitMessages.${name}`,
      pattern: new RegExp(escapeRegExp(text.slice(0, 30))),
    });
  }
  return facts;
}

function prefixed(prefix: string, values: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** A number in any of its usual spellings: 600000, 600_000. */
function numberPattern(value: number): RegExp {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '_');
  return new RegExp(`(?<![\\w.])(${value}|${grouped})(?![\\w.])`);
}

/** `value` on a line that also says `word` (a regular expression; either order), for values too common to look for alone. */
function near(word: string, value: number): RegExp {
  const number = numberPattern(value).source;
  return new RegExp(`(?:${word}).*${number}|${number}.*(?:${word})`, 'i');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Source text without comments (keeps line numbers). */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function sourceFiles(path: string): string[] {
  const absolute = join(root, path);
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(absolute, file));
}

/** Every known literal in the files under `paths`, as `file:line: literal (use Constant)`. */
function findServiceLiterals(paths: readonly string[]): string[] {
  const facts = knownFacts();
  const found: string[] = [];
  for (const file of paths.flatMap(sourceFiles)) {
    const lines = withoutComments(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const fact of facts) {
        const match = fact.pattern.exec(line);
        if (match) found.push(`${relative(root, file)}:${index + 1}: ${match[0]} (use ${fact.constant})`);
      }
    });
  }
  return found;
}

describe('rule 14: service facts are written once, in @slashkit/api', () => {
  it('finds no known service literal in the checked folders', () => {
    expect(findServiceLiterals(checked)).toEqual([]);
  });

  it('finds each kind of literal, and not in comments', () => {
    const facts = knownFacts();
    const hits = (line: string) => facts.filter((fact) => fact.pattern.test(withoutComments(line)));
    expect(hits('throw notFound(10008, "Unknown Message")').map((f) => f.constant)).toEqual([
      'RESTJSONErrorCodes.UnknownMessage',
    ]);
    expect(hits("code: 'BASE_TYPE_REQUIRED'").map((f) => f.constant)).toEqual(['FieldErrorCodes.Required']);
    expect(hits('const loading = 1 << 7;').map((f) => f.constant)).toEqual(['MessageFlags.Loading']);
    expect(hits('invalidRequests: { limit: 10, windowMs: 600_000 }').map((f) => f.constant)).toEqual([
      'Limits.invalidRequestWindowMs',
    ]);
    expect(hits('const defaultAutoDeferMs = 2000;')).toEqual([]);
    expect(hits('const limit = 2000;').map((f) => f.constant)).toEqual(['MessageLimits.contentMaxLength']);
    expect(hits('if (code === 4004) return;').map((f) => f.constant)).toEqual([
      'GatewayCloseCodes.AuthenticationFailed',
    ]);
    expect(hits('socket.close(4000);').map((f) => f.constant)).toEqual(['GatewayCloseCodes.UnknownError']);
    expect(hits("const origin = 'http://127.0.0.1:4000';")).toEqual([]);
    expect(hits("message: 'You are being rate limited.'").map((f) => f.constant)).toEqual([
      'RateLimitMessages.RateLimited',
    ]);
    expect(hits('// answers 404/10063 when it is gone')).toEqual([]);
    expect(hits('const port = 120008;')).toEqual([]);
  });
});
