import { ComponentLimits } from '../../component-limits.js';
import { characterLength } from '../character-length.js';
import type { ErrorCollector } from './collector.js';
import { checkText } from './component-fields.js';
import type { ComponentWalk } from './component-walk.js';

/**
 * Checks a text display (collector path at it): `content` of 1-4000 characters, added to the walk's total
 * (a V2 message's text displays hold 4000 characters in all).
 * @see {@link https://discord.com/developers/docs/components/reference#text-display | Text display}
 */
export function checkTextDisplay(
  c: ErrorCollector,
  display: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  const content = checkText(
    c,
    'content',
    display.content,
    1,
    ComponentLimits.textDisplayMaxLength,
    'the markdown text to show',
  );
  if (content !== undefined) walk.text += characterLength(content);
}
