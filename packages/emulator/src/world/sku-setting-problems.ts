import { SKUType } from '@slashkit/api';

const skuTypes: readonly unknown[] = Object.values(SKUType);

/**
 * The problems of a world file SKU (`name`, `type`, `flags`, `slug`; its id is checked with the other
 * ids), each with its JSON path under `at`.
 */
export function skuSettingProblems(sku: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const own = (key: string): unknown => (Object.hasOwn(sku, key) ? sku[key] : undefined);
  const name = own('name');
  if (typeof name !== 'string' || name.length === 0) problems.push(`${at}.name: expected a non-empty string`);
  if (!skuTypes.includes(own('type')))
    problems.push(
      `${at}.type: expected a SKU type: 2 durable, 3 consumable, 5 subscription, 6 subscription group`,
    );
  const flags = own('flags');
  if (flags !== undefined && !(Number.isInteger(flags) && (flags as number) >= 0))
    problems.push(`${at}.flags: expected a non-negative integer bit set (SKUFlags)`);
  const slug = own('slug');
  if (slug !== undefined && (typeof slug !== 'string' || slug.length === 0))
    problems.push(`${at}.slug: expected a non-empty string`);
  return problems;
}
