import type {
  APIInteractionResponse,
  RESTPostAPIInteractionCallbackWithResponseResult,
} from '../types/interaction-response.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * The interaction callback: the first answer to an interaction, authenticated by its token in the path.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#create-interaction-response | Create Interaction Response}
 */
export const InteractionEndpoints = {
  createInteractionResponse: defineEndpoint<{
    body: APIInteractionResponse;
    /** With `with_response=true`; 204 without. */
    result: RESTPostAPIInteractionCallbackWithResponseResult | undefined;
    query: { with_response?: boolean };
  }>()({
    operationId: 'create_interaction_response',
    method: 'POST',
    route: '/interactions/:interactionId/:interactionToken/callback',
    auth: ['token'],
    // Each interaction has its own bucket, outside the global limit.
    major: ['interactionId', 'interactionToken'],
    global: false,
    // A second answer fails with 40060: sent again only when the first certainly never left.
    replay: 'unsent-only',
    files: { at: 'data', mode: 'create' },
    query: ['with_response'],
  }),
} as const;
