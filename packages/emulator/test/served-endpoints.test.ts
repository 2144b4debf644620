import { readdirSync, readFileSync } from 'node:fs';
import { APIBasePath, type Endpoint, type EndpointName, Endpoints } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/create-emulator.js';
import { notEmulatedEndpoints } from './not-emulated-endpoints.js';

// A route rest calls that the emulator does not serve is a failing test, not a surprise in a user's run.
// What rest calls: every `Endpoints.x` its groups name (read from their sources: the emulator never imports
// rest). What the emulator serves: the rows of the default features' routes (`serve` records its row).
const groups = new URL('../../rest/src/groups/', import.meta.url);
const called = new Set<string>();
for (const file of readdirSync(groups).filter((name) => name.endsWith('.ts')))
  for (const [, name] of readFileSync(new URL(file, groups), 'utf8').matchAll(/\bEndpoints\.(\w+)/g))
    called.add(name!);

const nameOf = new Map<Endpoint, string>(Object.entries(Endpoints).map(([name, row]) => [row, name]));
const routes = createEmulator().router.routes();
const served = new Set(routes.flatMap((route) => (route.endpoint ? [nameOf.get(route.endpoint)!] : [])));
const allowed = new Set<string>(notEmulatedEndpoints.map((entry) => entry.name));

describe('the rows rest calls and the emulator serves', () => {
  it('reads the rows of rest and of the emulator (neither list is empty)', () => {
    expect(called.size).toBeGreaterThan(50);
    expect(called).toContain('createInteractionResponse' satisfies EndpointName);
    expect(served).toContain('createInteractionResponse' satisfies EndpointName);
  });

  it('names only rows of the table', () => {
    expect([...called].filter((name) => !Object.hasOwn(Endpoints, name))).toEqual([]);
    expect(notEmulatedEndpoints.filter((entry) => !Object.hasOwn(Endpoints, entry.name))).toEqual([]);
  });

  it('serves every row rest calls, but those listed in not-emulated-endpoints.ts', () => {
    const missing = [...called].filter((name) => !served.has(name) && !allowed.has(name)).sort();
    expect(
      missing,
      'serve these rows in a feature (or, for now, list them in not-emulated-endpoints.ts)',
    ).toEqual([]);
  });

  it('lists only rows rest calls and the emulator does not serve yet, each with why', () => {
    const stale = notEmulatedEndpoints.filter((entry) => served.has(entry.name) || !called.has(entry.name));
    expect(stale, 'remove these entries from not-emulated-endpoints.ts').toEqual([]);
    for (const entry of notEmulatedEndpoints) expect(entry.why.length).toBeGreaterThan(10);
  });

  it('limits every served row by the row’s own major parameters (the bucket rest keys it by)', () => {
    for (const route of routes)
      if (route.endpoint && route.rateLimit !== false)
        expect(route.rateLimit.major, `${route.method} ${route.path}`).toEqual(route.endpoint.major);
    const callback = routes.find((route) => route.endpoint === Endpoints.createInteractionResponse);
    expect(callback?.rateLimit).toEqual({ major: ['interactionId', 'interactionToken'], global: false });
  });

  it('serves every route under the versioned API from its row', () => {
    const handWritten = routes
      .filter((route) => route.path.startsWith(`${APIBasePath}/`) && !route.endpoint)
      .map((route) => `${route.method} ${route.path}`);
    expect(handWritten, 'register these with serve(Endpoints.x, handler)').toEqual([]);
  });
});
