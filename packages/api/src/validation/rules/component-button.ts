import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isSnowflake } from '../../snowflake.js';
import type { ErrorCollector } from './collector.js';
import { show } from './collector.js';
import {
  checkCustomId,
  checkEmoji,
  checkFlag,
  checkText,
  refuseField,
  requireField,
} from './component-fields.js';
import type { ComponentWalk } from './component-walk.js';

const STYLE_NAMES = ['', 'PRIMARY', 'SECONDARY', 'SUCCESS', 'DANGER', 'LINK', 'PREMIUM'] as const;
const URL_SCHEMES = new Set(['http:', 'https:', 'discord:']);

/**
 * Checks one button (collector path at the button): a style of 1-6 and the fields that style takes.
 * PRIMARY..DANGER need a `custom_id` and refuse `url`/`sku_id`; LINK needs an http(s) or discord `url`
 * and refuses `custom_id`; PREMIUM needs a `sku_id` and refuses `custom_id`, `label`, `url` and `emoji`.
 * Every style but PREMIUM shows a label (≤ 80) or an emoji.
 * @see {@link https://discord.com/developers/docs/components/reference#button | Button}
 */
export function checkButton(c: ErrorCollector, button: Record<string, unknown>, walk: ComponentWalk): void {
  const { style, custom_id, url, sku_id, label, emoji, disabled } = button;
  checkFlag(c, 'disabled', disabled);
  if (style === undefined) {
    requireField(c, 'style', 'use ButtonStyle.Primary (1) … ButtonStyle.Premium (6)');
    return;
  }
  if (style !== 1 && style !== 2 && style !== 3 && style !== 4 && style !== 5 && style !== 6) {
    c.add(
      'style',
      FieldErrorCodes.Choices,
      `Value must be one of {1, 2, 3, 4, 5, 6} (got ${show(style)}) — use ButtonStyle`,
    );
    return;
  }
  const name = STYLE_NAMES[style];
  if (style === 6) {
    if (sku_id === undefined) requireField(c, 'sku_id', 'a PREMIUM button shows the SKU with this id');
    else if (!isSnowflake(sku_id))
      c.add(
        'sku_id',
        FieldErrorCodes.Snowflake,
        `Value ${show(sku_id)} is not snowflake — send the SKU id as a string`,
      );
    for (const key of ['custom_id', 'label', 'url', 'emoji'] as const)
      if (button[key] !== undefined)
        refuseField(c, key, `A PREMIUM button takes only \`sku_id\` (and \`disabled\`)`);
    return;
  }
  if (sku_id !== undefined)
    refuseField(c, 'sku_id', `Only PREMIUM buttons take \`sku_id\`; this one is ${name}`);
  if (style === 5) {
    if (custom_id !== undefined)
      refuseField(
        c,
        'custom_id',
        'A LINK button opens its `url` and sends no interaction, so it has no custom_id',
      );
    checkUrl(c, url);
  } else {
    if (url !== undefined)
      refuseField(c, 'url', `A ${name} button sends an interaction; only LINK buttons (style 5) take a url`);
    checkCustomId(c, custom_id, walk, `a ${name} button sends it back when clicked`);
  }
  checkText(c, 'label', label, 0, ComponentLimits.buttonLabelMaxLength);
  checkEmoji(c, 'emoji', emoji);
  if (label === undefined && emoji === undefined)
    c.add(
      undefined,
      ComponentErrorCodes.LabelOrEmojiRequired,
      'A button needs a `label` or an `emoji` — give it one of them',
    );
}

function checkUrl(c: ErrorCollector, url: unknown): void {
  const text = checkText(
    c,
    'url',
    url,
    1,
    ComponentLimits.buttonUrlMaxLength,
    'a LINK button opens this URL',
  );
  if (text === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    c.add(
      'url',
      ComponentErrorCodes.InvalidUrl,
      `Not a well formed URL: ${show(text)} — use an absolute https:// URL`,
    );
    return;
  }
  if (!URL_SCHEMES.has(parsed.protocol))
    c.add(
      'url',
      ComponentErrorCodes.InvalidUrlScheme,
      `Scheme ${show(parsed.protocol.slice(0, -1))} is not supported — use http, https or discord`,
    );
}
