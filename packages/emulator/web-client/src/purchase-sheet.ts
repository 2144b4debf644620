import { call, type ErrorBody } from './api.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import type { Sku } from './types.js';

/** SKU types and flags as the service numbers them (the sheet only words them). */
const subscription = 5;
const consumable = 3;
const guildSubscription = 1 << 7;

/** The SKU of a premium button, among the apps of the world. */
function findSku(session: Session, skuId: string): Sku | undefined {
  for (const app of session.world.applications) {
    const sku = (app.skus ?? []).find((s) => s.id === skuId);
    if (sku) return sku;
  }
  return undefined;
}

/** How a premium button names its SKU: the SKU's name (the service draws the button from it). */
export function skuName(session: Session, skuId: string): string {
  return findSku(session, skuId)?.name ?? 'Buy';
}

/**
 * The store's purchase sheet that a premium button (style 6, `sku_id`) opens, as Discord's client does: the
 * SKU's name and kind, and Buy. Buying goes through `POST /_emulator/purchases` (the same checks as the
 * admin API and the test client: an available SKU, nothing the user already holds; a guild subscription
 * for the guild the user is in), which creates the entitlement and sends ENTITLEMENT_CREATE; the sheet
 * says what happened. No interaction reaches the app: the button is the store's.
 */
export function openPurchaseSheet(session: Session, skuId: string): void {
  const sku = findSku(session, skuId);
  const name = sku?.name ?? `SKU ${skuId}`;
  const forGuild = sku !== undefined && (sku.flags & guildSubscription) !== 0 && 'guildId' in session.place;
  const kind = !sku
    ? 'An item of this app'
    : sku.type === subscription
      ? forGuild
        ? 'A subscription for this server'
        : 'A subscription for you'
      : sku.type === consumable
        ? 'A one-time purchase (consumable)'
        : 'A one-time purchase';
  const status = h('p', { class: 'hint', role: 'status' });
  const buy = h('button', { type: 'submit', class: 'button primary' }, 'Buy');
  const cancel = h('button', { type: 'button', class: 'button secondary' }, 'Cancel');
  const dialog = h(
    'dialog',
    { class: 'modal purchase', 'aria-label': `Buy ${name}` },
    h(
      'form',
      { method: 'dialog' },
      h('h2', null, `🛒 ${name}`),
      h('p', null, kind),
      h(
        'p',
        { class: 'hint' },
        'The emulator charges nothing: the app gets the entitlement as from the store.',
      ),
      status,
      h('div', { class: 'actions' }, cancel, buy),
    ),
  );
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  cancel.addEventListener('click', close);
  dialog.addEventListener('close', () => dialog.remove());
  dialog.querySelector('form')!.addEventListener('submit', async (e) => {
    e.preventDefault();
    buy.disabled = true;
    const place = session.place;
    const answer = await call<ErrorBody>('POST', '/_emulator/purchases', {
      userId: session.userId,
      skuId,
      ...(forGuild && 'guildId' in place ? { guildId: place.guildId } : {}),
    });
    if (answer.status === 0) return close();
    if (answer.ok) {
      status.textContent = `Purchased: ${name}.`;
      buy.remove();
      cancel.textContent = 'Done';
    } else {
      status.textContent = answer.data?.message ?? `The purchase failed (HTTP ${answer.status})`;
      buy.disabled = false;
    }
  });
  document.body.append(dialog);
  dialog.showModal();
}
