import * as D from 'discord-api-spec/zod';
import { describe, expect, it } from 'vitest';
import { checkBody } from './check-body.js';
import { buttonRow, commandCorpus, entitySelectRows, modal, premiumRow, stringSelectRow } from './corpus.js';

// Issue 28, "Conformance as a test": what @slashkit/builders' toJSON() makes, for every command, option and
// component type the builders have, against the request schemas of Discord's OpenAPI document.

const deviations = (schema: Parameters<typeof checkBody>[0], body: unknown) =>
  checkBody(schema, body, { side: 'request' })
    .deviations.map((d) => `${d.path}: expected ${d.expected}, got ${d.got}`)
    .join('\n');

describe('@slashkit/builders against the OpenAPI document', () => {
  it.each(commandCorpus.map((c) => [c.name, c] as const))(
    'command %s: a create body and a bulk-overwrite item',
    (_, command) => {
      const json = command.toJSON();
      expect(deviations(D.ApplicationCommandCreateRequestSchema, json)).toBe('');
      expect(deviations(D.ApplicationCommandUpdateRequestSchema, json)).toBe('');
    },
  );

  it('covers every option type (3-11) and both subcommand kinds (1, 2)', () => {
    const types = new Set<number>();
    const walk = (options: readonly { type: number; options?: readonly unknown[] }[] = []) => {
      for (const option of options) {
        types.add(option.type);
        walk(option.options as typeof options);
      }
    };
    for (const command of commandCorpus) walk((command.toJSON() as { options?: [] }).options);
    expect([...types].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each([
    ['buttons of every style', buttonRow],
    ['a premium button', premiumRow],
    ['a string select', stringSelectRow],
    ...entitySelectRows.map((row, i) => [`entity select ${i + 1}`, row] as const),
  ] as const)('message components: %s, in a reply', (_, row) => {
    const reply = { type: 4, data: { content: 'Pick', components: [row.toJSON()] } };
    expect(deviations(D.CreateMessageInteractionCallbackRequestSchema, reply)).toBe('');
  });

  it('covers every message component type (1, 2, 3, 5, 6, 7, 8)', () => {
    const rows = [buttonRow, premiumRow, stringSelectRow, ...entitySelectRows].map((row) => row.toJSON());
    const types = new Set(rows.flatMap((row) => [row.type, ...row.components.map((c) => c.type)]));
    expect([...types].sort()).toEqual([1, 2, 3, 5, 6, 7, 8]);
  });

  it('a modal with text inputs of both styles', () => {
    expect(deviations(D.ModalInteractionCallbackRequestSchema, { type: 9, data: modal.toJSON() })).toBe('');
  });
});
