/**
 * AutoMod's regular expressions (Rust flavour: no backreferences, no lookaround), run in time linear in
 * the text: each pattern is compiled to a small automaton (at most {@link maxPatternStates} states) that
 * is simulated over the text one character at a time (a Pike VM), so no pattern can stall the emulator as
 * a backtracking engine would on `(a+)+$`. Single-character tests (classes, `\d`, `\p{L}`, `.`) are
 * delegated to JavaScript regular expressions over one character, where backtracking cannot happen.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-trigger-metadata | Trigger metadata}
 */
export interface BoundedPattern {
  /** The leftmost match in `text` (the first alternative preferred), or null. */
  find(text: string): { index: number; text: string } | null;
}

/** How many automaton states one pattern may compile to (a counted repetition repeats its body's). */
export const maxPatternStates = 2000;

type Test = (codePoint: string) => boolean;
type Assertion = 'start' | 'end' | 'lineStart' | 'lineEnd' | 'word' | 'notWord';
type Node =
  | { t: 'char'; test: Test }
  | { t: 'cat'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number; lazy: boolean }
  | { t: 'assert'; kind: Assertion };
type Op =
  | { op: 'char'; test: Test }
  | { op: 'split'; a: number; b: number }
  | { op: 'jmp'; to: number }
  | { op: 'assert'; kind: Assertion }
  | { op: 'match' };

interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
}

const maxRepeat = 1000;
const wordChar = /^[\p{L}\p{N}\p{M}_]$/u;

/** Compiles `source`; a pattern the emulator cannot run (or Rust would refuse) gives the reason instead. */
export function compilePattern(source: string): BoundedPattern | { error: string } {
  try {
    const parser = new Parser([...source]);
    const node = parser.parse();
    const program: Op[] = [];
    emit(node, program);
    program.push({ op: 'match' });
    return { find: (text) => run(program, [...text]) };
  } catch (error) {
    if (error instanceof PatternError) return { error: error.message };
    throw error;
  }
}

class PatternError extends Error {}

class Parser {
  readonly #p: string[];
  #at = 0;
  #flags: Flags = { i: false, m: false, s: false };

  constructor(pattern: string[]) {
    this.#p = pattern;
  }

  parse(): Node {
    const node = this.#alt();
    if (this.#at < this.#p.length) throw new PatternError(`unopened group: ")" at ${this.#at}`);
    return node;
  }

  #peek(offset = 0): string | undefined {
    return this.#p[this.#at + offset];
  }

  #alt(): Node {
    const items = [this.#cat()];
    while (this.#peek() === '|') {
      this.#at++;
      items.push(this.#cat());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  #cat(): Node {
    const items: Node[] = [];
    for (let c = this.#peek(); c !== undefined && c !== '|' && c !== ')'; c = this.#peek()) {
      const atom = this.#atom();
      if (atom) items.push(this.#quantified(atom));
    }
    return items.length === 1 ? items[0]! : { t: 'cat', items };
  }

  #quantified(atom: Node): Node {
    let node = atom;
    for (;;) {
      const c = this.#peek();
      let min: number;
      let max: number;
      if (c === '*' || c === '+' || c === '?') {
        this.#at++;
        [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
      } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(this.#p.slice(this.#at, this.#at + 12).join(''))) {
        const text = /^\{(\d+)(,(\d*))?\}/.exec(this.#p.slice(this.#at, this.#at + 12).join(''))!;
        this.#at += text[0].length;
        min = Number(text[1]);
        max = text[2] === undefined ? min : text[3] === '' ? Infinity : Number(text[3]);
        if (min > maxRepeat || (max !== Infinity && max > maxRepeat) || max < min)
          throw new PatternError(`repetition ${text[0]}: at most ${maxRepeat}, and the least first`);
      } else return node;
      if (node.t === 'assert') throw new PatternError('an assertion cannot repeat');
      const lazy = this.#peek() === '?';
      if (lazy) this.#at++;
      node = { t: 'rep', node, min, max, lazy };
    }
  }

  #atom(): Node | null {
    const c = this.#p[this.#at++]!;
    if (c === '(') return this.#group();
    if (c === '[') return this.#class();
    if (c === '\\') return this.#escape();
    if (c === '*' || c === '+' || c === '?') throw new PatternError(`"${c}" has nothing to repeat`);
    if (c === '.') {
      const dotAll = this.#flags.s;
      return { t: 'char', test: (x) => dotAll || x !== '\n' };
    }
    if (c === '^') return { t: 'assert', kind: this.#flags.m ? 'lineStart' : 'start' };
    if (c === '$') return { t: 'assert', kind: this.#flags.m ? 'lineEnd' : 'end' };
    return this.#literal(c);
  }

  #literal(c: string): Node {
    if (!this.#flags.i) return { t: 'char', test: (x) => x === c };
    const lower = c.toLowerCase();
    return { t: 'char', test: (x) => x.toLowerCase() === lower };
  }

  #group(): Node | null {
    const saved = { ...this.#flags };
    if (this.#peek() === '?') {
      this.#at++;
      const next = this.#peek();
      if (next === '=' || next === '!' || (next === '<' && (this.#peek(1) === '=' || this.#peek(1) === '!')))
        throw new PatternError('look-around is not supported');
      if (next === 'P' || next === '<') {
        // A named group: its name is skipped, it groups as any other.
        const close = this.#p.indexOf('>', this.#at);
        if (close < 0) throw new PatternError('unclosed group name');
        this.#at = close + 1;
      } else {
        let on = true;
        for (let f = this.#p[this.#at++]; f !== ':' && f !== ')'; f = this.#p[this.#at++]) {
          if (f === '-') on = false;
          else if (f === 'i' || f === 'm' || f === 's') this.#flags[f] = on;
          else if (f !== 'x' && f !== 'U' && f !== 'u')
            throw new PatternError(`unknown group flag ${f === undefined ? '(end)' : `"${f}"`}`);
        }
        // `(?i)` sets the flags for the rest of the enclosing group.
        if (this.#p[this.#at - 1] === ')') return null;
      }
    }
    const node = this.#alt();
    if (this.#p[this.#at++] !== ')') throw new PatternError('unclosed group');
    this.#flags = saved;
    return node;
  }

  #class(): Node {
    const start = this.#at - 1;
    let depth = 1;
    if (this.#peek() === '^') this.#at++;
    if (this.#peek() === ']') this.#at++;
    while (depth > 0) {
      const c = this.#p[this.#at++];
      if (c === undefined) throw new PatternError('unclosed character class');
      if (c === '\\') this.#at++;
      else if (c === '[') depth++;
      else if (c === ']') depth--;
    }
    return { t: 'char', test: this.#oneChar(this.#p.slice(start, this.#at).join('')) };
  }

  #escape(): Node {
    const c = this.#p[this.#at++];
    if (c === undefined) throw new PatternError('a pattern cannot end with "\\"');
    if (c === 'b') return { t: 'assert', kind: 'word' };
    if (c === 'B') return { t: 'assert', kind: 'notWord' };
    if (c === 'A') return { t: 'assert', kind: 'start' };
    if (c === 'z') return { t: 'assert', kind: 'end' };
    if (/[1-9]/.test(c)) throw new PatternError('backreferences are not supported');
    if ('dDwWsS'.includes(c)) return { t: 'char', test: this.#oneChar(`\\${c}`) };
    if (c === 'p' || c === 'P') {
      const single = this.#peek();
      if (single === '{') {
        const close = this.#p.indexOf('}', this.#at);
        if (close < 0) throw new PatternError('unclosed \\p{…}');
        const name = this.#p.slice(this.#at, close + 1).join('');
        this.#at = close + 1;
        return { t: 'char', test: this.#oneChar(`\\${c}${name}`) };
      }
      this.#at++;
      return { t: 'char', test: this.#oneChar(`\\${c}{${single ?? ''}}`) };
    }
    const controls: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
    if (Object.hasOwn(controls, c)) return this.#literal(controls[c]!);
    if (c === 'x') {
      const braced = this.#peek() === '{';
      const text = braced
        ? this.#p.slice(this.#at + 1, this.#p.indexOf('}', this.#at)).join('')
        : this.#p.slice(this.#at, this.#at + 2).join('');
      if (!/^[0-9a-fA-F]{1,6}$/.test(text) || Number.parseInt(text, 16) > 0x10ffff)
        throw new PatternError('bad \\x escape');
      this.#at += braced ? text.length + 2 : 2;
      return this.#literal(String.fromCodePoint(Number.parseInt(text, 16)));
    }
    if (/[\p{L}\p{N}]/u.test(c)) throw new PatternError(`unknown escape "\\${c}"`);
    return this.#literal(c);
  }

  // One character against a class or escape, by JavaScript's engine over that one character alone.
  #oneChar(source: string): Test {
    let regex: RegExp;
    try {
      regex = new RegExp(`^${source}$`, this.#flags.i ? 'ui' : 'u');
    } catch {
      throw new PatternError(`invalid character class ${source}`);
    }
    return (x) => regex.test(x);
  }
}

function emit(node: Node, program: Op[]): void {
  if (program.length > maxPatternStates)
    throw new PatternError(`the pattern is too large for the emulator (over ${maxPatternStates} states)`);
  switch (node.t) {
    case 'char':
      program.push({ op: 'char', test: node.test });
      return;
    case 'assert':
      program.push({ op: 'assert', kind: node.kind });
      return;
    case 'cat':
      for (const item of node.items) emit(item, program);
      return;
    case 'alt': {
      const jumps: { op: 'jmp'; to: number }[] = [];
      node.items.forEach((item, index) => {
        if (index < node.items.length - 1) {
          const split = { op: 'split' as const, a: program.length + 1, b: 0 };
          program.push(split);
          emit(item, program);
          const jump = { op: 'jmp' as const, to: 0 };
          jumps.push(jump);
          program.push(jump);
          split.b = program.length;
        } else emit(item, program);
      });
      for (const jump of jumps) jump.to = program.length;
      return;
    }
    case 'rep': {
      for (let i = 0; i < node.min; i++) emit(node.node, program);
      const optional = (body: () => void) => {
        const split = { op: 'split' as const, a: 0, b: 0 };
        const at = program.length;
        program.push(split);
        body();
        const [first, second] = [at + 1, program.length];
        [split.a, split.b] = node.lazy ? [second, first] : [first, second];
      };
      if (node.max === Infinity) {
        const loop = program.length;
        optional(() => {
          emit(node.node, program);
          program.push({ op: 'jmp', to: loop });
        });
      } else for (let i = node.min; i < node.max; i++) optional(() => emit(node.node, program));
    }
  }
}

// A Pike VM: the threads of one position, in priority order, each with where its match started.
function run(program: readonly Op[], text: readonly string[]): { index: number; text: string } | null {
  let current: { pc: number; start: number }[] = [];
  let best: { start: number; end: number } | null = null;
  const holds = (kind: Assertion, at: number): boolean => {
    const before = at > 0 ? text[at - 1]! : '';
    const after = at < text.length ? text[at]! : '';
    switch (kind) {
      case 'start':
        return at === 0;
      case 'end':
        return at === text.length;
      case 'lineStart':
        return at === 0 || before === '\n';
      case 'lineEnd':
        return at === text.length || after === '\n';
      default: {
        const edge = wordChar.test(before) !== wordChar.test(after);
        return kind === 'word' ? edge : !edge;
      }
    }
  };
  for (let at = 0; at <= text.length; at++) {
    const seen = new Uint8Array(program.length);
    const next: { pc: number; start: number }[] = [];
    const add = (list: { pc: number; start: number }[], pc: number, start: number) => {
      if (seen[pc]) return;
      seen[pc] = 1;
      const op = program[pc]!;
      if (op.op === 'jmp') add(list, op.to, start);
      else if (op.op === 'split') {
        add(list, op.a, start);
        add(list, op.b, start);
      } else if (op.op === 'assert') {
        if (holds(op.kind, at)) add(list, pc + 1, start);
      } else list.push({ pc, start });
    };
    const threads: { pc: number; start: number }[] = [];
    for (const thread of current) add(threads, thread.pc, thread.start);
    // A new match may start here only while none has been found (leftmost wins).
    if (best === null) add(threads, 0, at);
    for (const thread of threads) {
      const op = program[thread.pc]!;
      if (op.op === 'match') {
        best = { start: thread.start, end: at };
        // Threads after this one have lower priority: the match found wins over them.
        break;
      }
      if (op.op === 'char' && at < text.length && op.test(text[at]!))
        next.push({ pc: thread.pc + 1, start: thread.start });
    }
    current = next;
    if (current.length === 0 && best !== null) break;
  }
  return best && { index: best.start, text: text.slice(best.start, best.end).join('') };
}
