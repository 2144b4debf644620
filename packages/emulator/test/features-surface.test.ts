import { describe, expect, it } from 'vitest';
import * as features from '../src/features/index.js';

// `@slashkit/emulator/features` is a chosen surface: what a feature author calls, with the state's stores and
// the runtime's parts as types (a feature reads them through its context and never builds one).
describe('@slashkit/emulator/features', () => {
  it('exports at most 30 runtime values', () => {
    expect(Object.keys(features).length).toBeLessThanOrEqual(30);
  });
  it('exports the feature author kit', () => {
    expect(Object.keys(features)).toEqual(
      expect.arrayContaining([
        'defaultFeatures',
        'serve',
        'apiRoute',
        'HttpError',
        'invalidForm',
        'worldEvent',
      ]),
    );
  });
  it('exports no store or runtime class as a value', () => {
    for (const name of [
      'CommandStore',
      'MessageStore',
      'TokenStore',
      'RateLimitEnforcer',
      'GatewaySockets',
    ]) {
      expect(features).not.toHaveProperty(name);
    }
  });
});
