import { SKUType } from '@slashkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { start } from './harness.js';
import { fuzz, fuzzedRoutes, RouteRecorder, sender } from './hostile-fuzz-support.js';

// The bodies of premium apps (a test entitlement, a SKU made, a purchase), sent again with each hostile
// key (`__proto__`, `constructor`, …) at each level, from a fixed seed: whatever the answer, nothing may be
// written into Object.prototype (or a built-in) and nothing may fail with a 5xx.

const seed = 0x37_2037;
const recorder = new RouteRecorder();

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

describe('hostile keys in the bodies of premium apps', () => {
  it('a test entitlement, a SKU, a purchase, the app and bot edits', { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed);
    const made = await h.admin('POST', `/applications/${h.app.id}/skus`, {
      name: 'Coins',
      type: SKUType.Consumable,
    });
    const member = h.user('member').id;
    const failures = [
      ...(await fuzz(
        'test entitlement',
        { sku_id: made.body.id, owner_id: member, owner_type: 2 },
        sender(recorder, h, 'POST', `/applications/${h.app.id}/entitlements`, `Bot ${h.app.botToken}`),
        random,
        before,
      )),
      ...(await fuzz(
        'sku',
        { name: 'Gems', type: SKUType.Subscription, flags: 4 },
        sender(recorder, h, 'POST', `/_emulator/applications/${h.app.id}/skus`),
        random,
        before,
        40,
      )),
      ...(await fuzz(
        'purchase',
        { userId: member, skuId: made.body.id },
        sender(recorder, h, 'POST', '/_emulator/purchases'),
        random,
        before,
      )),
      ...(await fuzz(
        'test entitlement by hand',
        { skuId: made.body.id, userId: member },
        sender(recorder, h, 'POST', `/_emulator/applications/${h.app.id}/test-entitlements`),
        random,
        before,
      )),
      ...(await fuzz(
        'edit application',
        {
          tags: ['a'],
          install_params: { scopes: ['bot'], permissions: '0' },
          event_webhooks_types: [],
          icon: null,
        },
        sender(recorder, h, 'PATCH', '/applications/@me', `Bot ${h.app.botToken}`),
        random,
        before,
      )),
      ...(await fuzz(
        'edit bot user',
        { username: 'dice roller', avatar: null },
        sender(recorder, h, 'PATCH', '/users/@me', `Bot ${h.app.botToken}`),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('Linked Roles: the metadata records and a user connection', { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed + 1);
    const bot = `Bot ${h.app.botToken}`;
    const records = `/applications/${h.app.id}/role-connections/metadata`;
    const level = {
      type: 2,
      key: 'level',
      name: 'Level',
      description: 'Minimum level',
      name_localizations: { fr: 'Niveau' },
    };
    expect((await h.api('PUT', records, { body: [level] })).status).toBe(200);
    const bearer = await h.bearer('member', ['role_connections.write']);
    const failures = [
      ...(await fuzz('metadata records', [level], sender(recorder, h, 'PUT', records, bot), random, before)),
      ...(await fuzz(
        'user role connection',
        { platform_name: 'Pizza Quest', platform_username: 'dough', metadata: { level: 3 } },
        sender(recorder, h, 'PUT', `/users/@me/applications/${h.app.id}/role-connection`, bearer),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('reached every route it lists', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.premium]));
  });
});
