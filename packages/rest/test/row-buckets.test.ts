import { Endpoints } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { compileEndpoint } from '../src/client/compile-endpoint.js';
import { hashSecret } from '../src/util/hash-secret.js';

// The bucket of a call is one fact, the row's major parameters, read by rest and the emulator alike (the
// emulator's `serve` limits a route by the same row: packages/emulator/test/served-endpoints.test.ts).
describe('the bucket keys rest derives from a row', () => {
  it('keys an interaction callback by its id and its token (hashed), as the row says', () => {
    expect(Endpoints.createInteractionResponse.major).toEqual(['interactionId', 'interactionToken']);
    const major = compileEndpoint(Endpoints.createInteractionResponse).major;
    expect(major({ interactionId: '1', interactionToken: 'secret' })).toBe(`1:${hashSecret('secret')}`);
    expect(major({ interactionId: '1', interactionToken: 'other' })).not.toBe(
      major({ interactionId: '1', interactionToken: 'secret' }),
    );
  });

  it('keys a webhook token route by the webhook (or application) id and the token', () => {
    const major = compileEndpoint(Endpoints.updateOriginalWebhookMessage).major;
    expect(major({ webhookId: '2', webhookToken: 't' })).toBe(`2:${hashSecret('t')}`);
  });
});
