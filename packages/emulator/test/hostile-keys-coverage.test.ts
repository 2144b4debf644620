import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { fuzzedRoutes, routesWithoutBody } from './hostile-fuzz-support.js';

// Every route that takes a body gets hostile keys (the fuzz files check that they reached the routes they
// list). The write routes are read from the router the emulator builds, so a new route without fuzz
// coverage fails here: add it to a fuzz file and to `fuzzedRoutes`, or, when it reads no body, to
// `routesWithoutBody` with why.

const writes = createEmulator()
  .router.routes()
  .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
  .map((route) => `${route.method} ${route.path}`);
const fuzzed = new Set(Object.values(fuzzedRoutes).flat());

describe('hostile-key fuzz coverage', () => {
  it('reads the routes from the router (the reader is not blind)', () => {
    expect(writes).toContain('POST /api/v10/channels/:channelId/messages');
    expect(writes).toContain('PUT /_emulator/state');
    expect(writes.length).toBeGreaterThan(30);
  });

  it('fuzzes every write route that takes a body', () => {
    const uncovered = writes.filter((route) => !fuzzed.has(route) && !(route in routesWithoutBody));
    expect(uncovered).toEqual([]);
  });

  it('lists no route twice, and none that is gone', () => {
    const both = [...fuzzed].filter((route) => route in routesWithoutBody);
    expect(both).toEqual([]);
    const gone = [...fuzzed, ...Object.keys(routesWithoutBody)].filter((route) => !writes.includes(route));
    expect(gone).toEqual([]);
  });
});
