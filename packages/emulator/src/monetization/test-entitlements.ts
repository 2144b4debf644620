import {
  type APIEntitlement,
  EntitlementOwnerType,
  EntitlementType,
  RESTJSONErrorCodes,
  type RESTPostAPITestEntitlementJSONBody,
  SKUType,
} from '@slashkit/api';
import { badRequest, notFound } from '../http/http-error.js';
import { holdsSku } from '../premium/active-entitlements.js';
import { deleteEntitlement, grantEntitlement } from '../premium/entitlement-changes.js';
import { settleSubscriptions } from '../premium/subscription-changes.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';

/** An entitlement of the app, not deleted (404/10029 otherwise: a deleted one is gone for a write). */
export function liveEntitlement(
  context: EmulatorContext,
  application: EmulatorApplication,
  id: string,
): APIEntitlement {
  const entitlement = context.state.entitlements.get(application.id, id);
  if (!entitlement || entitlement.deleted)
    throw notFound(RESTJSONErrorCodes.UnknownEntitlement, 'Unknown Entitlement');
  return entitlement;
}

/**
 * Grants a test entitlement of `application` to a user or guild (TEST_MODE_PURCHASE, valid until deleted),
 * as Create Test Entitlement does: 10027 for a SKU not the app's, 10004/10013 for an owner not in the
 * world, 40074 when the owner holds the SKU already. ENTITLEMENT_CREATE.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#create-test-entitlement | Create Test Entitlement}
 */
export function createTestEntitlement(
  context: EmulatorContext,
  application: EmulatorApplication,
  body: RESTPostAPITestEntitlementJSONBody,
): APIEntitlement {
  const sku = application.skus.find((s) => s.id === body.sku_id);
  if (!sku)
    throw notFound(RESTJSONErrorCodes.UnknownSKU, `Unknown SKU: ${body.sku_id} is not a SKU of this app`);
  const forGuild = body.owner_type === EntitlementOwnerType.Guild;
  if (forGuild && !context.findGuild(body.owner_id))
    throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  if (!forGuild && !context.findUser(body.owner_id))
    throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
  settleSubscriptions(context);
  const owner = forGuild ? { guildId: body.owner_id } : { userId: body.owner_id };
  if (holdsSku(context.state, context.clock.now(), application.id, sku.id, owner))
    throw badRequest(
      `An entitlement has already been granted for this resource: ${forGuild ? 'guild' : 'user'} ${body.owner_id} holds SKU ${sku.id}`,
      RESTJSONErrorCodes.EntitlementAlreadyGranted,
    );
  return grantEntitlement(context, application.id, {
    skuId: sku.id,
    ...owner,
    type: EntitlementType.TestModePurchase,
    starts: false,
    consumable: sku.type === SKUType.Consumable,
  });
}

/**
 * Deletes a test entitlement of `application` (10029 unknown; 40019 one that was bought, not made with
 * Create Test Entitlement). ENTITLEMENT_DELETE.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#delete-test-entitlement | Delete Test Entitlement}
 */
export function deleteTestEntitlement(
  context: EmulatorContext,
  application: EmulatorApplication,
  entitlementId: string,
): void {
  const entitlement = liveEntitlement(context, application, entitlementId);
  if (entitlement.type !== EntitlementType.TestModePurchase)
    throw badRequest(
      'You can only delete sandbox entitlements: this one was bought, not made with Create Test Entitlement',
      RESTJSONErrorCodes.OnlySandboxEntitlementsCanBeDeleted,
    );
  deleteEntitlement(context, entitlement);
}
