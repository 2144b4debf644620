import { RESTJSONErrorCodes, SKUFlags } from '@slashkit/api';
import type { InvocationRefusal } from '../access/invocation-refusal.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { readMessageBody } from '../http/read-message-body.js';
import type { Router } from '../http/router.js';
import { buySku } from '../premium/buy-sku.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { InvocationOutcome } from './delivery/invocation-outcome.js';
import type { InteractionService } from './interaction-service.js';
import { parseComponentRequest } from './requests/component-request.js';
import { placeModalFiles } from './requests/modal-submit-files.js';
import { parseModalSubmitRequest } from './requests/modal-submit-request.js';
import type { PremiumPurchase } from './requests/prepare-component-interaction.js';

/**
 * The admin routes of components and modals: `POST /_emulator/components` (a user clicks a button or
 * chooses in a select menu of a message; a premium button's click is a purchase, answered
 * `{ purchased: { entitlement, subscription? }, delivered: false }`), `GET /_emulator/modals?userId=` (the modals apps opened) and
 * `POST /_emulator/modals/submit` (a user submits the modal opened for them).
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function registerComponentRoutes(router: Router, service: InteractionService): void {
  router
    .add({
      method: 'POST',
      path: '/_emulator/components',
      handler: async ({ request, url, emulator }) => {
        const body = parseComponentRequest(await readJsonBody(request));
        const outcome = await service.useComponent(body, { origin: url.origin });
        if ('opened' in outcome) return jsonResponse(200, { opened: outcome.opened, delivered: false });
        if ('purchase' in outcome) return purchase(emulator, outcome.purchase);
        return answer(outcome);
      },
    })
    .add({
      method: 'GET',
      path: '/_emulator/modals',
      handler: ({ url, emulator }) =>
        jsonResponse(200, emulator.state.modals.list(url.searchParams.get('userId') ?? undefined)),
    })
    .add({
      method: 'POST',
      path: '/_emulator/modals/submit',
      handler: async ({ request, url, emulator }) => {
        // JSON, or multipart with the JSON in `payload_json` and files[n] named by "attachment://<name>".
        const { body, files } = await readMessageBody(request);
        const placed = placeModalFiles(emulator, parseModalSubmitRequest(body), files);
        let outcome: Awaited<ReturnType<typeof service.submitModal>> | undefined;
        try {
          outcome = await service.submitModal(placed.request, { origin: url.origin });
          return answer(outcome);
        } finally {
          // Files of a refused submission are not kept.
          if (!outcome || 'reason' in outcome)
            for (const id of placed.stored) emulator.state.attachments.delete(id);
        }
      },
    });
}

function answer(outcome: InvocationOutcome | InvocationRefusal): Response {
  if ('reason' in outcome)
    return jsonResponse(outcome.status, {
      code: RESTJSONErrorCodes.GeneralError,
      message: outcome.message,
      reason: outcome.reason,
    });
  return jsonResponse(200, outcome);
}

/**
 * A premium button's purchase sheet, bought: the SKU for the user (for the message's guild when it is a
 * guild subscription), with ENTITLEMENT_CREATE on the gateway and in Webhook Events as any purchase.
 */
function purchase(emulator: EmulatorContext, input: PremiumPurchase['purchase']): Response {
  const sku = emulator.state.world.applications.flatMap((a) => a.skus).find((s) => s.id === input.skuId);
  const forGuild = sku !== undefined && (sku.flags & SKUFlags.GuildSubscription) !== 0;
  const made = buySku(emulator, {
    userId: input.userId,
    skuId: input.skuId,
    ...(forGuild && input.guildId !== undefined ? { guildId: input.guildId } : {}),
  });
  if ('message' in made)
    return jsonResponse(made.status, {
      code: RESTJSONErrorCodes.GeneralError,
      message: made.message,
      reason: 'PURCHASE_REFUSED',
    });
  return jsonResponse(200, { purchased: made, delivered: false });
}
