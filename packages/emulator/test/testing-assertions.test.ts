import { describe, expect, it } from 'vitest';
import {
  type AnsweredInteraction,
  assertAnswered,
  assertRefused,
  type FailedInteraction,
  InteractionAssertionError,
} from '../src/testing/index.js';

// The assertions of @slashkit/emulator/testing on results as the admin API answers them: a failure says
// what happened instead, with the emulator's reason.

const base = {
  interactionId: '1250000000000009001',
  interactionType: 2,
  delivery: 'http',
  responseType: null,
  response: null,
  respondedVia: null,
  messages: [],
} as const;

describe('assertAnswered and assertRefused', () => {
  it('a failed interaction: the error and the warnings', () => {
    const failed: FailedInteraction = {
      ...base,
      messages: [],
      status: 'failed',
      error: 'the app did not respond within 3 s',
      warnings: ['a second answer was ignored'],
    };
    expect(() => assertAnswered(failed, '/roll')).toThrow(
      'expected /roll to be answered, but it failed: the app did not respond within 3 s (warnings: a second answer was ignored)',
    );
    const error = (() => {
      try {
        assertAnswered(failed);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InteractionAssertionError);
    expect(error).toMatchObject({ name: 'AssertionError', actual: failed });
    expect(() => assertRefused(failed)).toThrow(
      'expected the interaction to be refused, but it failed: the app did not respond within 3 s',
    );
  });

  it('an answered interaction passes assertAnswered and fails assertRefused with its response type', () => {
    const answered: AnsweredInteraction = { ...base, messages: [], status: 'answered', responseType: 4 };
    expect(() => assertAnswered(answered)).not.toThrow();
    expect(() => assertRefused(answered, 'MISSING_PERMISSIONS')).toThrow(
      'expected the interaction to be refused (MISSING_PERMISSIONS), but the app answered it (response type 4)',
    );
  });
});
