import { Endpoints } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../src/http/json-response.js';
import { Router } from '../src/http/router.js';
import { serve } from '../src/http/serve.js';

// `serve` takes method, path, credentials and bucket from the endpoint row, and nothing else.
describe('serve', () => {
  const answer = () => jsonResponse(204);

  it('serves a bot route under the versioned path, limited per major parameter', () => {
    expect(serve(Endpoints.getChannel, answer)).toMatchObject({
      method: 'GET',
      path: '/api/v10/channels/:channelId',
      auth: 'application',
      rateLimit: { major: ['channelId'], global: true },
      endpoint: Endpoints.getChannel,
    });
  });

  it('limits a route authenticated by the token in its path by that token, outside the global limit', () => {
    expect(serve(Endpoints.createInteractionResponse, answer)).toMatchObject({
      auth: 'none',
      rateLimit: { major: ['interactionId', 'interactionToken'], global: false },
    });
  });

  it('does not limit a public route without a major parameter', () => {
    expect(serve(Endpoints.getPublicKeys, answer)).toMatchObject({ auth: 'none', rateLimit: false });
  });

  it('hands the handler the parameters the router matched, by the names of the row', async () => {
    const router = new Router().add(
      serve(Endpoints.getGuildMember, ({ params }) => jsonResponse(200, [params.guildId, params.userId])),
    );
    const match = router.match('GET', '/api/v10/guilds/1/members/2');
    expect(match.kind).toBe('found');
    if (match.kind !== 'found') return;
    const response = await match.route.handler({ params: match.params } as never);
    expect(await response.json()).toEqual(['1', '2']);
  });
});
