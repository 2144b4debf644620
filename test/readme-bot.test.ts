// The README's "A bot in 20 lines" is packaging/fixtures/readme-bot.ts, which packaging/typescript.test.ts type-checks against
// the installed tarballs; this keeps the two identical.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('shows packaging/fixtures/readme-bot.ts in the README, within 20 lines of code', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /<!-- readme-bot -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  const bot = readFileSync(new URL('./packaging/fixtures/readme-bot.ts', import.meta.url), 'utf8');
  expect(block).toBe(bot);
  expect(
    bot.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('//')).length,
  ).toBeLessThanOrEqual(20);
});
