import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DefaultUserAgent, SDKVersion } from '../src/index.js';

describe('User-Agent', () => {
  it('has the form the service asks for, with the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(SDKVersion).toBe(pkg.version);
    expect(DefaultUserAgent).toBe(`DiscordBot (https://github.com/slashkit/slashkit, ${pkg.version})`);
  });
});
