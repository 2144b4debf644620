import { describe, expect, it } from 'vitest';

describe('workspace wiring', () => {
  it('resolves @slashkit/api to its sources through the @slashkit/source condition', async () => {
    const api = await import('@slashkit/api');
    expect(api.Routes.applicationCommands('1')).toBe('/applications/1/commands');
    expect(import.meta.resolve?.('@slashkit/api') ?? '').toMatch(/packages\/api\/src\/index\.ts$/);
  });
});
