import { InteractionAssertionError } from './interaction-assertion-error.js';
import type {
  AnsweredInteraction,
  ComponentResult,
  RefusalReason,
  RefusedInteraction,
} from './interaction-result.js';

/**
 * Asserts that the app answered (and narrows the result). Otherwise throws an `InteractionAssertionError`
 * that gives the emulator's reason: the refusal and its explanation, or why the interaction failed.
 * @example
 * const result = await member.run(roll, { sides: 6 });
 * assertAnswered(result);
 * expect(result.messages[0]?.content).toMatch(/^🎲/);
 */
export function assertAnswered<R extends ComponentResult>(
  result: R,
  what = 'the interaction',
): asserts result is Extract<R, AnsweredInteraction> {
  if (result.status === 'answered') return;
  throw new InteractionAssertionError(`expected ${what} to be answered, but ${describe(result)}`, result);
}

/**
 * Asserts that the client or the service refused the interaction before it reached the app, for `reason`
 * when given (and narrows the result). A result that was answered, failed or refused for another reason
 * throws an `InteractionAssertionError` saying so.
 * @example
 * assertRefused(await newbie.run(ban, { user: member.id }), 'MISSING_PERMISSIONS');
 */
export function assertRefused<R extends ComponentResult>(
  result: R,
  reason?: RefusalReason,
): asserts result is Extract<R, RefusedInteraction> {
  if (result.status === 'refused' && (reason === undefined || result.reason === reason)) return;
  throw new InteractionAssertionError(
    `expected the interaction to be refused${reason === undefined ? '' : ` (${reason})`}, but ${describe(result)}`,
    result,
  );
}

/** What happened, in words. */
function describe(result: ComponentResult): string {
  switch (result.status) {
    case 'answered':
      return `the app answered it (response type ${result.responseType})`;
    case 'failed':
      return `it failed: ${result.error}${result.warnings?.length ? ` (warnings: ${result.warnings.join('; ')})` : ''}`;
    case 'refused':
      return `it was refused (${result.reason}, HTTP ${result.httpStatus}): ${result.message}`;
    case 'opened':
      return `it was a link button: ${result.url} opened and nothing was sent to the app`;
    case 'purchased':
      return `it was a premium button: SKU ${result.entitlement.sku_id} was bought and nothing was sent to the app`;
  }
}
