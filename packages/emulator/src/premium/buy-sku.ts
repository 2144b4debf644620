import {
  type APIEntitlement,
  type APISubscription,
  EntitlementType,
  SKUFlags,
  SKUType,
  type Snowflake,
} from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { holdsSku } from './active-entitlements.js';
import { grantEntitlement } from './entitlement-changes.js';
import { settleSubscriptions, startSubscription } from './subscription-changes.js';

/** What a user asks to buy: a SKU, for a guild when it is a guild subscription. */
export interface Purchase {
  userId: Snowflake;
  skuId: Snowflake;
  guildId?: Snowflake;
}

/** A purchase made: the entitlement it granted, and the subscription it started for a subscription SKU. */
export interface PurchaseMade {
  entitlement: APIEntitlement;
  subscription?: APISubscription;
}

/** Why a purchase was refused: the status the admin API answers with, and a message that says why. */
export interface PurchaseRefusal {
  status: 400 | 404;
  message: string;
}

/**
 * A user of the world buys a SKU as the store sheet lets them: the SKU must be AVAILABLE and not a
 * SUBSCRIPTION_GROUP; a guild subscription needs a guild the user is a member of (and a user one none);
 * nobody buys what they hold (a consumable until the app consumes it). A one-time purchase is a PURCHASE
 * entitlement from now with no end; a subscription starts one (see `startSubscription`). ENTITLEMENT_CREATE
 * (and SUBSCRIPTION_*) follow on the gateway.
 * @see {@link https://discord.com/developers/docs/monetization/overview | Monetization overview}
 */
export function buySku(context: EmulatorContext, purchase: Purchase): PurchaseMade | PurchaseRefusal {
  const user = context.findUser(purchase.userId);
  if (!user) return { status: 404, message: `no user ${purchase.userId} in the world` };
  const application = context.state.world.applications.find((a) =>
    a.skus.some((s) => s.id === purchase.skuId),
  );
  const sku = application?.skus.find((s) => s.id === purchase.skuId);
  if (!application || !sku) return { status: 404, message: `no SKU ${purchase.skuId} in the world` };
  if ((sku.flags & SKUFlags.Available) === 0)
    return { status: 400, message: `SKU ${sku.id} (${sku.name}) is not AVAILABLE for purchase` };
  if (sku.type === SKUType.SubscriptionGroup)
    return { status: 400, message: `SKU ${sku.id} is a SUBSCRIPTION_GROUP; buy its SUBSCRIPTION (5) SKU` };
  const forGuild = sku.type === SKUType.Subscription && (sku.flags & SKUFlags.GuildSubscription) !== 0;
  const { guildId } = purchase;
  if (forGuild) {
    const guild = guildId === undefined ? undefined : context.findGuild(guildId);
    if (!guild?.members.some((m) => m.userId === user.id))
      return {
        status: 400,
        message: `SKU ${sku.id} is a guild subscription: give the guildId of a guild ${user.username} is in`,
      };
  } else if (guildId !== undefined)
    return { status: 400, message: `SKU ${sku.id} is bought for the user alone; leave guildId out` };
  settleSubscriptions(context);
  const owner = forGuild && guildId !== undefined ? { guildId } : { userId: user.id };
  if (holdsSku(context.state, context.clock.now(), application.id, sku.id, owner))
    return {
      status: 400,
      message: `${forGuild ? `guild ${guildId}` : user.username} already holds SKU ${sku.id}${sku.type === SKUType.Consumable ? ' (until the app consumes it)' : ''}`,
    };
  if (sku.type === SKUType.Subscription) {
    const started = startSubscription(context, sku, user.id, forGuild ? guildId : undefined);
    return { entitlement: started.entitlement, subscription: started.subscription.subscription };
  }
  const entitlement = grantEntitlement(context, application.id, {
    skuId: sku.id,
    userId: user.id,
    type: EntitlementType.Purchase,
    starts: true,
    consumable: sku.type === SKUType.Consumable,
  });
  return { entitlement };
}
