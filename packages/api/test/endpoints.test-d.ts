import { describe, expectTypeOf, it } from 'vitest';
import type {
  APIApplicationCommand,
  APIMessage,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
  Endpoints,
  RESTPostAPIChannelMessageJSONBody,
  RouteParamName,
} from '../src/index.js';

describe('endpoint types', () => {
  it('types the parameters from the route', () => {
    expectTypeOf<RouteParamName<'/channels/:channelId/messages/:messageId'>>().toEqualTypeOf<
      'channelId' | 'messageId'
    >();
    expectTypeOf<EndpointParams<typeof Endpoints.getGuildMember>>().toEqualTypeOf<{
      readonly guildId: string;
      readonly userId: string;
    }>();
    expectTypeOf<EndpointParams<typeof Endpoints.getMyUser>>().toEqualTypeOf<{}>();
  });

  it('carries body, result and query', () => {
    expectTypeOf<
      EndpointBody<typeof Endpoints.createMessage>
    >().toEqualTypeOf<RESTPostAPIChannelMessageJSONBody>();
    expectTypeOf<EndpointResult<typeof Endpoints.createMessage>>().toEqualTypeOf<APIMessage>();
    expectTypeOf<EndpointResult<typeof Endpoints.listApplicationCommands>>().toEqualTypeOf<
      APIApplicationCommand[]
    >();
    expectTypeOf<EndpointQuery<typeof Endpoints.listApplicationCommands>>().toEqualTypeOf<{
      with_localizations?: boolean;
    }>();
    expectTypeOf<EndpointBody<typeof Endpoints.getChannel>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResult<typeof Endpoints.deleteMessage>>().toEqualTypeOf<undefined>();
  });

  it('refuses a major parameter the route does not have', () => {
    type Row = typeof Endpoints.getChannel;
    expectTypeOf<Row['major'][number]>().toEqualTypeOf<'channelId'>();
  });
});
