import { ChannelLimits } from '@slashkit/api';

/**
 * The problems of a world file channel's optional settings (`position`, `topic`, `rateLimitPerUser`,
 * `userLimit`, `flags`), each with its JSON path under `at`.
 */
export function channelSettingProblems(channel: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const { position, topic, rateLimitPerUser, userLimit, flags } = channel;
  if (position !== undefined && !(Number.isInteger(position) && (position as number) >= 0))
    problems.push(`${at}.position: expected a non-negative integer`);
  if (
    topic !== undefined &&
    topic !== null &&
    (typeof topic !== 'string' || topic.length > ChannelLimits.topicMaxLength)
  )
    problems.push(
      `${at}.topic: expected null or a string of at most ${ChannelLimits.topicMaxLength} characters`,
    );
  if (
    rateLimitPerUser !== undefined &&
    !(
      Number.isInteger(rateLimitPerUser) &&
      (rateLimitPerUser as number) >= 0 &&
      (rateLimitPerUser as number) <= ChannelLimits.rateLimitPerUserMax
    )
  )
    problems.push(
      `${at}.rateLimitPerUser: expected whole seconds from 0 to ${ChannelLimits.rateLimitPerUserMax}`,
    );
  if (
    userLimit !== undefined &&
    !(
      Number.isInteger(userLimit) &&
      (userLimit as number) >= 0 &&
      (userLimit as number) <= ChannelLimits.userLimitMax
    )
  )
    problems.push(`${at}.userLimit: expected an integer from 0 (no limit) to ${ChannelLimits.userLimitMax}`);
  if (flags !== undefined && !(Number.isInteger(flags) && (flags as number) >= 0))
    problems.push(`${at}.flags: expected a non-negative integer bit set`);
  return problems;
}
