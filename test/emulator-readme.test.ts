// The emulator README's "Testing your bot" example is the code of a real test, readme/testing-your-bot.test.ts
// (without its header comment): this keeps the two identical.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('shows readme/testing-your-bot.test.ts as the emulator README’s "Testing your bot" example', () => {
  const readme = readFileSync(new URL('../packages/emulator/README.md', import.meta.url), 'utf8');
  const block = /<!-- testing-your-bot -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  const test = readFileSync(new URL('./readme/testing-your-bot.test.ts', import.meta.url), 'utf8');
  expect(block).toBe(test.replace(/^(\/\/.*\n)+/, ''));
});
