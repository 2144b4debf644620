import { Limits } from '@slashkit/api';

/**
 * The replay window of signed webhook requests, in seconds: how far `X-Signature-Timestamp` may be from
 * now, either way. It is the interaction token's 15-minute lifetime (a fact of `@slashkit/api`): no genuine
 * delivery is older, and it leaves ample room for a skewed clock. The choice to use it as the window is
 * ours, so it lives here, once: `createInteractionHandler`'s `maxTimestampAgeSeconds` defaults to it, and
 * `verifySignature` / `createSignatureVerifier` use it with `maxAgeSeconds: true`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction | Responding to an interaction}
 */
export const defaultMaxTimestampAgeSeconds: number = Limits.interactionTokenLifetimeMs / 1000;
