import type { Answer, ErrorBody } from './api.js';

type Tree = { _errors?: { code: string; message: string }[]; [key: string]: unknown };

/**
 * The emulator's refusal of a command's options (an Invalid Form Body whose `errors` mirror the request:
 * `options.<name>` or `options.options.<name>` for a subcommand) as one message per option name, without
 * the name the message starts with. The client shows them under the inputs: the rules are the emulator's.
 */
export function optionErrors(answer: Answer<ErrorBody & { errors?: Tree }>): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Tree, last: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === '_errors' && Array.isArray(value)) {
        const message = String(value[0]?.message ?? '');
        if (!found.has(last))
          found.set(last, message.startsWith(`${last}: `) ? message.slice(last.length + 2) : message);
      } else if (value && typeof value === 'object') walk(value as Tree, key);
    }
  };
  if (answer.data?.errors) walk(answer.data.errors, '');
  return found;
}

/**
 * The emulator's refusal of a modal's or a select's values (`fields.<custom_id>: …`, `values: …`) split
 * into where it points and what it says.
 */
export function valueError(answer: Answer<ErrorBody>): { at: string; message: string } | null {
  const text = answer.data?.message ?? '';
  const match = /^(fields\.[^:[\s]+|values)(?:\[\d+\])?: ([\s\S]*)$/.exec(text);
  return match ? { at: match[1]!, message: match[2]! } : null;
}
