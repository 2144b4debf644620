import { EntitlementOwnerType, EntitlementType, SKUFlags, SKUType, SubscriptionStatus } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { defaultWorldSeed } from '../src/index.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';
import { connectBot, nextEvent, nextEvents } from './support/bot-session.js';

// Premium apps (issue 37): SKUs from the world file and the admin API, entitlements (test ones, bought
// ones, consumed ones) with their gateway events, subscriptions renewed and ended by the emulator clock,
// and the entitlements every interaction carries.

const DAY = 86_400_000;

async function sku(h: Harness, name: string, type: number, flags?: number): Promise<Json> {
  const res = await h.admin('POST', `/applications/${h.app.id}/skus`, {
    name,
    type,
    ...(flags ? { flags } : {}),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const entitlements = (h: Harness, query = '') =>
  h.api('GET', `/applications/${h.app.id}/entitlements${query}`);

describe('SKUs', () => {
  it('lists the SKUs of the world file and those the admin API makes; a subscription comes with its group', async () => {
    const seed = structuredClone(defaultWorldSeed);
    seed.applications[0]!.skus = [{ id: '1250000000000000901', name: 'Gold', type: SKUType.Durable }];
    const h = await start({ seed });
    expect((await h.api('GET', `/applications/${h.app.id}/skus`)).body).toEqual([
      { id: '1250000000000000901', type: 2, application_id: h.app.id, name: 'Gold', slug: 'gold', flags: 4 },
    ]);
    await h.admin('POST', '/reset');
    const premium = await sku(h, 'Premium Tier', SKUType.Subscription);
    const coins = await sku(h, 'Coins', SKUType.Consumable);
    const list = await h.api('GET', `/applications/${h.app.id}/skus`);
    expect(list.status).toBe(200);
    expect(list.body.slice(1)).toEqual([
      {
        id: expect.any(String),
        type: SKUType.SubscriptionGroup,
        application_id: h.app.id,
        name: 'Premium Tier',
        slug: 'premium-tier',
        flags: SKUFlags.Available | SKUFlags.UserSubscription,
      },
      premium,
      coins,
    ]);
    expect(coins).toMatchObject({ type: 3, flags: SKUFlags.Available, slug: 'coins' });
  });

  it('refuses another app, a Bearer token, and a SKU admin body that is not one', async () => {
    const h = await start();
    const other = await h.admin('POST', '/applications', { name: 'Other' });
    expect((await h.api('GET', `/applications/${other.body.id}/skus`)).status).toBe(403);
    expect((await h.api('GET', '/applications/1/skus')).body.code).toBe(10002);
    const bearer = await h.bearer('member', ['identify']);
    expect((await h.api('GET', `/applications/${h.app.id}/skus`, { auth: bearer })).status).toBe(401);
    const bad = await h.admin('POST', `/applications/${h.app.id}/skus`, { name: 'Group', type: 6 });
    expect(bad.status).toBe(400);
    const hostile = await h.admin(
      'POST',
      `/applications/${h.app.id}/skus`,
      JSON.parse('{"name":"x","type":2,"__proto__":{"flags":4}}'),
    );
    expect(hostile.status).toBe(400);
    expect((await h.api('GET', `/applications/${h.app.id}/skus`)).body).toEqual([]);
  });
});

describe('test entitlements', () => {
  it('grants one to a user and one to a guild, lists, reads and deletes them, with gateway events', async () => {
    const h = await start();
    const premium = await sku(h, 'Premium', SKUType.Subscription);
    const client = await connectBot(h, 0);
    const member = h.user('member').id;
    const made = await h.api('POST', `/applications/${h.app.id}/entitlements`, {
      body: { sku_id: premium.id, owner_id: member, owner_type: EntitlementOwnerType.User },
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      id: expect.any(String),
      sku_id: premium.id,
      application_id: h.app.id,
      user_id: member,
      type: EntitlementType.TestModePurchase,
      deleted: false,
      starts_at: null,
      ends_at: null,
    });
    const guildOne = await h.api('POST', `/applications/${h.app.id}/entitlements`, {
      body: { sku_id: premium.id, owner_id: h.guild.id, owner_type: '1' },
    });
    expect(guildOne.body).toMatchObject({ guild_id: h.guild.id, type: 4 });
    expect(guildOne.body.user_id).toBeUndefined();
    expect((await nextEvents(client, 2)).map(([t, d]) => [t, d.id])).toEqual([
      ['ENTITLEMENT_CREATE', made.body.id],
      ['ENTITLEMENT_CREATE', guildOne.body.id],
    ]);
    expect((await entitlements(h, `?user_id=${member}`)).body).toEqual([made.body]);
    expect((await entitlements(h, `?guild_id=${h.guild.id}&sku_ids=${premium.id}`)).body).toEqual([
      guildOne.body,
    ]);
    expect((await entitlements(h, '?limit=1')).body).toEqual([made.body]);
    expect((await entitlements(h, `?after=${made.body.id}`)).body).toEqual([guildOne.body]);
    expect((await entitlements(h, `?before=${guildOne.body.id}`)).body).toEqual([made.body]);
    const read = await h.api('GET', `/applications/${h.app.id}/entitlements/${made.body.id}`);
    expect(read.body).toEqual(made.body);
    // Twice for the same owner: refused, nothing made.
    const again = await h.api('POST', `/applications/${h.app.id}/entitlements`, {
      body: { sku_id: premium.id, owner_id: member, owner_type: 2 },
    });
    expect([again.status, again.body.code]).toEqual([400, 40074]);
    expect((await h.api('DELETE', `/applications/${h.app.id}/entitlements/${made.body.id}`)).status).toBe(
      204,
    );
    expect(await nextEvents(client, 1)).toEqual([['ENTITLEMENT_DELETE', { ...made.body, deleted: true }]]);
    expect((await entitlements(h)).body).toEqual([guildOne.body]);
    expect((await entitlements(h, '?exclude_deleted=false')).body).toEqual(
      [{ ...made.body, deleted: true }].concat([guildOne.body]),
    );
    const gone = await h.api('DELETE', `/applications/${h.app.id}/entitlements/${made.body.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10029]);
    client.close();
  });

  it('refuses bad bodies with their paths, unknown SKUs, owners and apps, and saves nothing', async () => {
    const h = await start();
    const premium = await sku(h, 'Premium', SKUType.Subscription);
    const post = (body: unknown, appId = h.app.id) =>
      h.api('POST', `/applications/${appId}/entitlements`, { body });
    const bad = await post({ sku_id: 'x', owner_type: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(50035);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['owner_id', 'owner_type', 'sku_id']);
    const hostile = await post(
      JSON.parse(`{"__proto__":{"sku_id":"${premium.id}"},"owner_id":"${h.guild.id}","owner_type":1}`),
    );
    expect(Object.keys(hostile.body.errors)).toEqual(['sku_id']);
    expect((await post({ sku_id: '1', owner_id: h.guild.id, owner_type: 1 })).body.code).toBe(10027);
    expect((await post({ sku_id: premium.id, owner_id: '1', owner_type: 1 })).body.code).toBe(10004);
    expect((await post({ sku_id: premium.id, owner_id: '1', owner_type: 2 })).body.code).toBe(10013);
    const other = await h.admin('POST', '/applications', { name: 'Other' });
    expect(
      (await post({ sku_id: premium.id, owner_id: h.guild.id, owner_type: 1 }, other.body.id)).body.code,
    ).toBe(20012);
    expect((await entitlements(h, '?exclude_deleted=false')).body).toEqual([]);
    const query = await entitlements(h, '?limit=101&user_id=me&sku_ids=1,x&exclude_ended=maybe');
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.errors).sort()).toEqual(['exclude_ended', 'limit', 'sku_ids', 'user_id']);
    expect((await h.api('GET', `/applications/${h.app.id}/entitlements/1`)).body.code).toBe(10029);
  });
});

describe('purchases', () => {
  it('a user buys a consumable; the app consumes it and it leaves the interactions; durable ones stay', async () => {
    const h = await start();
    const coins = await sku(h, 'Coins', SKUType.Consumable);
    const member = h.user('member').id;
    await command(h, 'shop');
    const app = scriptedApp(h, (i) => ({
      type: 4,
      data: { content: i.entitlements.length ? 'premium' : 'free' },
    }));
    await run(h, 'shop');
    const bought = await h.admin('POST', '/purchases', { userId: member, skuId: coins.id });
    expect(bought.status).toBe(200);
    expect(bought.body.entitlement).toMatchObject({
      sku_id: coins.id,
      user_id: member,
      type: EntitlementType.Purchase,
      consumed: false,
      starts_at: new Date(T0).toISOString(),
      ends_at: null,
    });
    expect((await h.admin('POST', '/purchases', { userId: member, skuId: coins.id })).status).toBe(400);
    await run(h, 'shop');
    await app.callbacksDone(2);
    expect(app.callbacks.map((c) => c.interaction.entitlements)).toEqual([[], [bought.body.entitlement]]);
    const id = bought.body.entitlement.id;
    // Deleting a bought entitlement is refused: only test ones go.
    expect((await h.api('DELETE', `/applications/${h.app.id}/entitlements/${id}`)).body.code).toBe(40019);
    expect((await h.api('POST', `/applications/${h.app.id}/entitlements/${id}/consume`)).status).toBe(204);
    expect((await h.api('GET', `/applications/${h.app.id}/entitlements/${id}`)).body.consumed).toBe(true);
    await run(h, 'shop');
    await app.callbacksDone(3);
    expect(app.callbacks[2]!.interaction.entitlements).toEqual([]);
    const durable = await sku(h, 'Forever', SKUType.Durable);
    const forever = await h.admin('POST', '/purchases', { userId: member, skuId: durable.id });
    const consume = await h.api(
      'POST',
      `/applications/${h.app.id}/entitlements/${forever.body.entitlement.id}/consume`,
    );
    expect([consume.status, consume.body.code]).toEqual([400, 40018]);
    app.unsubscribe();
  });

  it('a subscription: events in order, renewed by the clock, canceled, then ended at its period', async () => {
    const h = await start();
    const premium = await sku(h, 'Premium', SKUType.Subscription);
    const member = h.user('member').id;
    const client = await connectBot(h, 0);
    const bought = await h.admin('POST', '/purchases', { userId: member, skuId: premium.id });
    expect(bought.status).toBe(200);
    const { subscription, entitlement } = bought.body;
    expect(subscription).toEqual({
      id: expect.any(String),
      user_id: member,
      sku_ids: [premium.id],
      entitlement_ids: [entitlement.id],
      renewal_sku_ids: null,
      current_period_start: '2025-01-01T12:00:00.000Z',
      current_period_end: '2025-02-01T12:00:00.000Z',
      status: SubscriptionStatus.Active,
      canceled_at: null,
    });
    expect(entitlement).toMatchObject({ type: 8, subscription_id: subscription.id, ends_at: null });
    expect((await nextEvents(client, 3)).map(([t, d]) => [t, d.status ?? d.type])).toEqual([
      ['SUBSCRIPTION_CREATE', SubscriptionStatus.Inactive],
      ['ENTITLEMENT_CREATE', 8],
      ['SUBSCRIPTION_UPDATE', SubscriptionStatus.Active],
    ]);
    const list = await h.api('GET', `/skus/${premium.id}/subscriptions?user_id=${member}`);
    expect(list.body).toEqual([subscription]);
    await h.admin('POST', '/clock', { advanceMs: 40 * DAY });
    expect(await nextEvent(client)).toMatchObject({
      t: 'SUBSCRIPTION_UPDATE',
      d: {
        current_period_start: '2025-02-01T12:00:00.000Z',
        current_period_end: '2025-03-01T12:00:00.000Z',
      },
    });
    const canceled = await h.admin('POST', `/subscriptions/${subscription.id}/cancel`);
    expect(canceled.body).toMatchObject({
      status: SubscriptionStatus.Ending,
      canceled_at: expect.any(String),
    });
    await nextEvents(client, 1);
    await h.admin('POST', '/clock', { advanceMs: 30 * DAY });
    expect((await nextEvents(client, 2)).map(([t, d]) => [t, d.ends_at ?? d.status])).toEqual([
      ['ENTITLEMENT_UPDATE', '2025-03-01T12:00:00.000Z'],
      ['SUBSCRIPTION_UPDATE', SubscriptionStatus.Inactive],
    ]);
    expect((await entitlements(h, '?exclude_ended=true')).body).toEqual([]);
    const one = await h.api('GET', `/skus/${premium.id}/subscriptions/${subscription.id}`);
    expect(one.body.status).toBe(SubscriptionStatus.Inactive);
    client.close();
  });

  it('refuses subscription reads without user_id, for other SKUs and unknown ids', async () => {
    const h = await start();
    const premium = await sku(h, 'Premium', SKUType.Subscription);
    const missing = await h.api('GET', `/skus/${premium.id}/subscriptions`);
    expect([missing.status, Object.keys(missing.body.errors)]).toEqual([400, ['user_id']]);
    expect((await h.api('GET', `/skus/1/subscriptions?user_id=1`)).body.code).toBe(10027);
    expect((await h.api('GET', `/skus/${premium.id}/subscriptions/1`)).status).toBe(404);
    const guildSku = await sku(
      h,
      'Server',
      SKUType.Subscription,
      SKUFlags.Available | SKUFlags.GuildSubscription,
    );
    const noGuild = await h.admin('POST', '/purchases', { userId: h.user('member').id, skuId: guildSku.id });
    expect(noGuild.status).toBe(400);
    const forGuild = await h.admin('POST', '/purchases', {
      userId: h.user('member').id,
      skuId: guildSku.id,
      guildId: h.guild.id,
    });
    expect(forGuild.body.entitlement).toMatchObject({ guild_id: h.guild.id, user_id: h.user('member').id });
  });

  it('survives a snapshot and a reset forgets it', async () => {
    const h = await start();
    const premium = await sku(h, 'Premium', SKUType.Subscription);
    await h.admin('POST', '/purchases', { userId: h.user('member').id, skuId: premium.id });
    const state = (await h.admin('GET', '/state')).body;
    expect(state.entitlements).toHaveLength(1);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.world.applications[0].skus).toHaveLength(2);
    const again = await start({ state });
    expect((await again.api('GET', `/applications/${again.app.id}/entitlements`)).body).toEqual(
      state.entitlements,
    );
    expect((await again.api('GET', `/applications/${again.app.id}/skus`)).body).toHaveLength(2);
    await h.admin('POST', '/reset');
    expect((await entitlements(h)).body).toEqual([]);
    expect((await h.api('GET', `/applications/${h.app.id}/skus`)).body).toEqual([]);
  });
});
