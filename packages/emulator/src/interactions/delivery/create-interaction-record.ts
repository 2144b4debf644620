import { Limits, type Snowflake } from '@slashkit/api';
import { activeEntitlements } from '../../premium/active-entitlements.js';
import { settleSubscriptions } from '../../premium/subscription-changes.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { InteractionRecord } from '../../state/interaction-record.js';
import type { InteractionSource } from '../requests/interaction-source.js';
import { buildInteraction, type InteractionParts } from './build-interaction.js';
import { newInteractionToken } from './interaction-token.js';

/**
 * A new pending interaction of `source` with a fresh id and token, its payload built, and its deadlines on
 * the emulator clock: the first response within 3 s, the token for 15 min.
 */
export function createInteractionRecord(
  context: EmulatorContext,
  source: InteractionSource,
  parts: Omit<InteractionParts, 'id' | 'token'>,
  componentMessageId: Snowflake | null = null,
): InteractionRecord {
  const now = context.clock.now();
  const id = context.nextId();
  const token = newInteractionToken(id);
  const interaction = buildInteraction(source, { ...parts, id, token });
  // Premium apps: what the invoking user and the guild hold, as the clock has it now.
  settleSubscriptions(context);
  interaction.entitlements = activeEntitlements(
    context.state,
    now,
    source.application.id,
    source.user.id,
    source.guild?.id ?? null,
  );
  return {
    id,
    token,
    applicationId: source.application.id,
    interaction,
    createdAt: now,
    respondBy: now + Limits.interactionResponseDeadlineMs,
    expiresAt: now + Limits.interactionTokenLifetimeMs,
    state: 'pending',
    response: null,
    respondedVia: null,
    failure: null,
    originalMessageId: null,
    componentMessageId,
    followUpIds: [],
    followUpsSent: 0,
    activityInstanceId: null,
  };
}
