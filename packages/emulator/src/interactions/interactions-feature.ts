import {
  Endpoints,
  isJsonObject,
  isSnowflake,
  MessageLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
  ThreadChannelTypes,
} from '@slashkit/api';
import { userChannel } from '../access/user-channel.js';
import { userLacks, userRefusalResponse, userTimedOut } from '../access/user-refusal.js';
import {
  ChannelWebhookTokenHandlers as channelWebhook,
  type WebhookTokenParams,
} from '../channel-webhooks/token-handlers.js';
import { isChannelWebhook } from '../channel-webhooks/token-webhook.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest as bad, HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readBooleanQuery } from '../http/read-boolean-query.js';
import { readJsonBody } from '../http/read-json-body.js';
import { readMessageBody } from '../http/read-message-body.js';
import type { Router } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { toWireMessage } from '../messages/to-wire-message.js';
import { wireView } from '../messages/wire-view.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { InteractionRecord } from '../state/interaction-record.js';
import { registerClientReadRoutes } from './client-read-routes.js';
import { registerComponentRoutes } from './component-routes.js';
import { InteractionService } from './interaction-service.js';
import { parseInvocationRequest } from './requests/invocation-request.js';

/** The message id of an interaction's first answer in the webhook message routes. */
const originalMessage = '@original';

/** JSON code of "Unknown Webhook". */
const unknownWebhookCode = RESTJSONErrorCodes.UnknownWebhook;

/**
 * The interaction-delivery feature: `POST /_emulator/interactions` and `/_emulator/autocomplete`
 * (run a command as a user), `POST /_emulator/components` and `/_emulator/modals/submit` (use a component,
 * submit a modal), `GET /_emulator/interactions/:id`, `GET`/`POST /_emulator/messages` (a user posts where
 * they hold Send Messages), and the
 * service's callback and webhook endpoints (`/interactions/{id}/{token}/callback`, `/webhooks/{app}/{token}`
 * and its messages), which need no Authorization header. Those are exempt from the global limit only: each
 * has its own buckets per interaction (id + token) or webhook (application id + token), as on the service.
 * @example
 * const emu = await startEmulator(); // one of the default features
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export const interactionsFeature: EmulatorFeature = {
  name: 'interactions',
  setup(router, context) {
    const service = new InteractionService(context);
    registerAdminRoutes(router, service);
    registerComponentRoutes(router, service);
    registerClientReadRoutes(router, service);
    registerApiRoutes(router, service);
  },
  attach(_server, context) {
    return () => new InteractionService(context).stop();
  },
};

function registerAdminRoutes(router: Router, service: InteractionService): void {
  const invoke =
    (autocomplete: boolean) =>
    async ({ request, url }: { request: Request; url: URL }) => {
      const body = parseInvocationRequest(await readJsonBody(request), autocomplete);
      const outcome = await service.invoke(body, { origin: url.origin, autocomplete });
      if ('reason' in outcome)
        return jsonResponse(outcome.status, {
          code: RESTJSONErrorCodes.GeneralError,
          message: outcome.message,
          reason: outcome.reason,
        });
      return jsonResponse(200, outcome);
    };
  router
    .add({ method: 'POST', path: '/_emulator/interactions', handler: invoke(false) })
    .add({ method: 'POST', path: '/_emulator/autocomplete', handler: invoke(true) })
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/interactions/:interactionId',
        handler: ({ params, emulator }) => {
          const record = emulator.state.interactions.get(params.interactionId);
          if (!record)
            throw new HttpError(
              404,
              RESTJSONErrorCodes.UnknownInteraction,
              `Unknown interaction ${params.interactionId}`,
            );
          const { token: _token, ...payload } = record.interaction;
          return jsonResponse(200, {
            id: record.id,
            applicationId: record.applicationId,
            state: record.state,
            response: record.response,
            respondedVia: record.respondedVia,
            failure: record.failure,
            createdAt: record.createdAt,
            respondBy: record.respondBy,
            expiresAt: record.expiresAt,
            // The payload as delivered, without its token.
            interaction: payload,
            messages: emulator.state.messages.list({ interactionId: record.id }),
          });
        },
      }),
    )
    .add({
      method: 'GET',
      path: '/_emulator/messages',
      handler: ({ url, emulator }) => {
        const channelId = url.searchParams.get('channelId');
        const interactionId = url.searchParams.get('interactionId');
        return jsonResponse(
          200,
          emulator.state.messages.list({
            ...(channelId ? { channelId } : {}),
            ...(interactionId ? { interactionId } : {}),
          }),
        );
      },
    })
    .add({
      method: 'POST',
      path: '/_emulator/messages',
      handler: async ({ request, emulator }) => {
        const body = (await readJsonBody(request)) as Record<string, unknown> | null;
        if (!isJsonObject(body))
          throw bad('the body must be { "guildId", "channelId", "authorId", "content" }');
        const { guildId, channelId, authorId, content } = body;
        if (typeof authorId !== 'string' || !isSnowflake(authorId))
          throw bad('authorId: the id of the user who wrote it');
        if (guildId === undefined) {
          // A user writing to an app's bot in their DM (the channel POST /users/@me/channels opened).
          const dm = typeof channelId === 'string' ? emulator.state.dmChannels.ownerOf(channelId) : undefined;
          if (dm?.context !== 1 || dm.userId !== authorId)
            throw bad(
              `channelId: without guildId, the id of a DM between the author and an app (got ${JSON.stringify(channelId)})`,
            );
        } else if (typeof guildId !== 'string' || !emulator.findGuild(guildId))
          throw bad(`guildId: no guild ${JSON.stringify(guildId)} in the world`);
        else if (
          typeof channelId !== 'string' ||
          !emulator.findGuild(guildId)!.channels.some((c) => c.id === channelId)
        )
          throw bad(`channelId: guild ${guildId} has no channel ${JSON.stringify(channelId)}`);
        if (
          typeof content !== 'string' ||
          content.length === 0 ||
          content.length > MessageLimits.contentMaxLength
        )
          throw bad(`content: 1 to ${MessageLimits.contentMaxLength} characters of text`);
        // A timed-out member writes nothing until the timeout ends (the seed of a message is no exception).
        const author = emulator.findUser(authorId);
        const guild = guildId === undefined ? undefined : emulator.findGuild(guildId as string);
        const muted =
          author && guild
            ? userTimedOut(
                author,
                guild.members.find((m) => m.userId === authorId),
                emulator.clock.now(),
              )
            : null;
        if (muted) return userRefusalResponse(muted);
        if (guild) {
          // As the client lets them: in a channel they see, with Send Messages (Send Messages in Threads in
          // a thread), so that a read-only channel stays read-only.
          const place = userChannel(emulator, authorId, channelId as string);
          if ('reason' in place) return userRefusalResponse(place);
          const thread = place.kind === 'guild' && ThreadChannelTypes.includes(place.channel.type);
          const lacking = thread
            ? userLacks(place, PermissionFlags.SendMessagesInThreads, 'Send Messages in Threads')
            : userLacks(place, PermissionFlags.SendMessages, 'Send Messages');
          if (lacking) return userRefusalResponse(lacking);
        }
        return jsonResponse(
          201,
          service.seedMessage({
            guildId: guildId ?? null,
            channelId: channelId as string,
            authorId,
            content,
          }),
        );
      },
    });
}

/** The file size limit of an interaction's messages: the `attachment_size_limit` it was delivered with. */
function uploadLimits(record: InteractionRecord): { maxFileBytes: number } {
  return { maxFileBytes: record.interaction.attachment_size_limit };
}

function registerApiRoutes(router: Router, service: InteractionService): void {
  // Messages as the interaction's app reads them (its bot's id is the application's).
  const botView = (emulator: EmulatorContext, record: InteractionRecord) =>
    wireView(emulator.state, record.applicationId);
  // The token in the path is the credential (no Authorization header); each interaction (callback) and
  // interaction webhook has its own buckets outside the global limit: the rows say so. An interaction's
  // webhook is the application id with the interaction token; a channel webhook's id goes to its handlers.
  const getMessage = (ctx: WebhookMessageContext, messageId: string) => {
    const { params, emulator } = ctx;
    if (isChannelWebhook(emulator, params.webhookId))
      return channelWebhook.getMessage(ctx, tokenParams(params), messageId);
    const record = service.webhookTarget(params.webhookId, params.webhookToken);
    return jsonResponse(200, toWireMessage(service.messageOf(record, messageId), botView(emulator, record)));
  };
  const editMessage = async (ctx: WebhookMessageContext, messageId: string) => {
    const { request, url, params, emulator } = ctx;
    if (isChannelWebhook(emulator, params.webhookId))
      return channelWebhook.editMessage(ctx, tokenParams(params), messageId);
    const record = service.webhookTarget(params.webhookId, params.webhookToken);
    const { body, files } = await readMessageBody(request, uploadLimits(record));
    return jsonResponse(
      200,
      toWireMessage(
        service.editMessage(record, messageId, body, { origin: url.origin, files }),
        botView(emulator, record),
      ),
    );
  };
  const deleteMessage = (ctx: WebhookMessageContext, messageId: string) => {
    const { params } = ctx;
    if (isChannelWebhook(ctx.emulator, params.webhookId))
      return channelWebhook.deleteMessage(ctx, tokenParams(params), messageId);
    const record = service.webhookTarget(params.webhookId, params.webhookToken);
    service.deleteMessage(record, messageId);
    return jsonResponse(204);
  };
  router
    .add(
      serve(Endpoints.createInteractionResponse, async ({ request, url, params }) => {
        const withResponse = readBooleanQuery(url, 'with_response', false);
        const record = service.callbackTarget(params.interactionId, params.interactionToken);
        const { body, files } = await readMessageBody(request, uploadLimits(record));
        const result = service.respond(record, body, 'callback', { origin: url.origin, files });
        return withResponse ? jsonResponse(200, result) : jsonResponse(204);
      }),
    )
    .add(
      serve(Endpoints.executeWebhook, async (ctx) => {
        const { request, url, params, emulator } = ctx;
        if (isChannelWebhook(emulator, params.webhookId))
          return channelWebhook.execute(ctx, tokenParams(params));
        // A follow-up always waits (the message is the answer), so `wait` is read only to refuse a bad value.
        readBooleanQuery(url, 'wait', true);
        const record = service.webhookTarget(params.webhookId, params.webhookToken);
        const { body, files } = await readMessageBody(request, uploadLimits(record));
        return jsonResponse(
          200,
          toWireMessage(
            service.followUp(record, body, { origin: url.origin, files }),
            botView(emulator, record),
          ),
        );
      }),
    )
    .add(
      // An interaction token is not a webhook that can be fetched (the service has no such webhook).
      serve(Endpoints.getWebhookByToken, (ctx) => {
        if (isChannelWebhook(ctx.emulator, ctx.params.webhookId))
          return channelWebhook.get(ctx, tokenParams(ctx.params));
        throw new HttpError(
          404,
          unknownWebhookCode,
          'Unknown Webhook: an interaction token is not a webhook; read messages with GET /webhooks/{application.id}/{token}/messages/@original',
        );
      }),
    )
    .add(serve(Endpoints.getOriginalWebhookMessage, (ctx) => getMessage(ctx, originalMessage)))
    .add(serve(Endpoints.getWebhookMessage, (ctx) => getMessage(ctx, ctx.params.messageId)))
    .add(serve(Endpoints.updateOriginalWebhookMessage, (ctx) => editMessage(ctx, originalMessage)))
    .add(serve(Endpoints.updateWebhookMessage, (ctx) => editMessage(ctx, ctx.params.messageId)))
    .add(serve(Endpoints.deleteOriginalWebhookMessage, (ctx) => deleteMessage(ctx, originalMessage)))
    .add(serve(Endpoints.deleteWebhookMessage, (ctx) => deleteMessage(ctx, ctx.params.messageId)));
}

/** The context of a webhook token route: the webhook's (or the application's) id and the token. */
type WebhookMessageContext = EndpointContext<typeof Endpoints.getOriginalWebhookMessage>;

/** The webhook id and token of a token route (an application id and interaction token, or a channel webhook's). */
function tokenParams(params: {
  readonly webhookId: string;
  readonly webhookToken: string;
}): WebhookTokenParams {
  return { webhookId: params.webhookId, token: params.webhookToken };
}
