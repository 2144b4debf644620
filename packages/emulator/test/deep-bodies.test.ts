import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

// Issue 14: a body nested far past the spec's depth once overflowed the stack of the option checks (500).
// The checks stop where the spec's nesting stops (command → group → subcommand → options) and answer 400
// with the path of the first misplaced option.

/** An option nested `depth` levels deep, as JSON text (built as text: no deep object in the test itself). */
function nestedOptions(depth: number, type: number): string {
  const open = `{"type":${type},"name":"g","description":"Group","options":[`;
  return `${open.repeat(depth)}{"type":1,"name":"s","description":"Sub"}${']}'.repeat(depth)}`;
}

const body = (options: string) => `{"name":"deep","description":"Deep","options":[${options}]}`;

describe('hostile nesting', () => {
  for (const [kind, type] of [
    ['groups', 2],
    ['subcommands', 1],
  ] as const) {
    it(`20,000 nested ${kind}: 400 with the path where the nesting breaks the spec, over a real socket`, async () => {
      const h = await start();
      for (const scope of ['commands', `guilds/${h.guild.id}/commands`]) {
        const res = await h.api('POST', `/applications/${h.app.id}/${scope}`, {
          body: body(nestedOptions(20_000, type)),
        });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe(50035);
        // A group holds only subcommands and a subcommand only plain options: the second level is refused.
        expect(res.body.errors.options[0].options[0].type._errors[0].code).toBe(
          'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        );
        // Nothing below the misplaced option was read.
        expect(res.body.errors.options[0].options[0].options).toBeUndefined();
      }
    });
  }

  it('a bulk overwrite with a deeply nested item answers 400 with the item index', async () => {
    const h = await start();
    const res = await h.api('PUT', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: `[${body(nestedOptions(20_000, 2))}]`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors['0'].options[0].options[0].type._errors[0].code).toBe(
      'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
    );
  });
});
