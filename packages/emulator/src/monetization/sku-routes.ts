import {
  type APISKU,
  compareSnowflakes,
  type Endpoint,
  Endpoints,
  FieldErrorCodes,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { HttpError, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext, Router } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { settleSubscriptions } from '../premium/subscription-changes.js';
import type { EmulatorApplication } from '../world/world.js';
import { botApplication } from './bot-application.js';

/** The SKU of the path, one of the calling bot's app's (404/10027 for any other). */
function ownSku(
  ctx: RouteContext | EndpointContext<Endpoint>,
  skuId: string,
): { application: EmulatorApplication; sku: APISKU } {
  const application = requireBot(ctx);
  const sku = application.skus.find((s) => s.id === skuId);
  if (!sku) throw notFound(RESTJSONErrorCodes.UnknownSKU, 'Unknown SKU');
  return { application, sku };
}

/**
 * The SKU routes of a bot's own app: its SKUs (`GET /applications/{id}/skus`, in the order they were
 * made), and the subscriptions to one of them (`GET /skus/{id}/subscriptions`: a user's, `user_id` being
 * required with a Bot token, a page by id with `limit` 1-100, 50 by default; and one by id, 404 for a
 * subscription that is not to this SKU). Subscriptions are brought up to the clock first.
 * @see {@link https://discord.com/developers/docs/resources/sku | SKU resource}
 * @see {@link https://discord.com/developers/docs/resources/subscription | Subscription resource}
 */
export function registerSkuRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.listApplicationSkus, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        return jsonResponse(200, application.skus);
      }),
    )
    .add(
      serve(Endpoints.getSkuSubscriptions, (ctx) => {
        const { sku } = ownSku(ctx, ctx.params.skuId);
        const query = new QueryValues(ctx.url);
        const userId = query.snowflake('user_id');
        const before = query.snowflake('before');
        const after = query.snowflake('after');
        const limit = query.integer('limit', 50, 1, 100);
        if (userId === undefined && !query.errors.some((e) => e.path[0] === 'user_id'))
          query.errors.push({
            path: ['user_id'],
            code: FieldErrorCodes.Required,
            message: "This field is required: a Bot token lists one user's subscriptions",
          });
        throwIfInvalid(query.errors);
        settleSubscriptions(ctx.emulator);
        const matching = ctx.emulator.state.subscriptions
          .all()
          .map((entry) => entry.subscription)
          .filter(
            (s) =>
              s.sku_ids.includes(sku.id) &&
              s.user_id === userId &&
              (before === undefined || compareSnowflakes(s.id, before) < 0) &&
              (after === undefined || compareSnowflakes(s.id, after) > 0),
          );
        const page =
          before !== undefined && after === undefined ? matching.slice(-limit) : matching.slice(0, limit);
        return jsonResponse(200, page);
      }),
    )
    .add(
      serve(Endpoints.getSkuSubscription, (ctx) => {
        const { sku } = ownSku(ctx, ctx.params.skuId);
        settleSubscriptions(ctx.emulator);
        const entry = ctx.emulator.state.subscriptions.get(ctx.params.subscriptionId);
        if (!entry?.subscription.sku_ids.includes(sku.id))
          throw new HttpError(404, RESTJSONErrorCodes.GeneralError, 'Unknown Subscription');
        return jsonResponse(200, entry.subscription);
      }),
    );
}
