import { isJsonObject, isSnowflake, ThreadChannelTypes, ThreadLimits } from '@slashkit/api';

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The problems of a world file channel's thread state (`thread`, on a thread only) and forum tags
 * (`availableTags`), each with its JSON path under `at`. Own fields only, so hostile keys such as
 * `__proto__` are never read as settings.
 */
export function threadSettingProblems(channel: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const thread = Object.hasOwn(channel, 'thread') ? channel.thread : undefined;
  if (thread !== undefined) {
    if (!ThreadChannelTypes.includes(channel.type as never))
      problems.push(`${at}.thread: only a thread (type 10, 11 or 12) has thread state`);
    if (!isJsonObject(thread)) problems.push(`${at}.thread: expected an object`);
    else problems.push(...stateProblems(thread, `${at}.thread`));
  }
  const tags = Object.hasOwn(channel, 'availableTags') ? channel.availableTags : undefined;
  if (tags !== undefined) {
    if (!Array.isArray(tags) || tags.length > ThreadLimits.availableTagsMax)
      problems.push(
        `${at}.availableTags: expected an array of at most ${ThreadLimits.availableTagsMax} tags`,
      );
    else
      tags.forEach((tag, t) => {
        const tat = `${at}.availableTags[${t}]`;
        if (!isJsonObject(tag)) {
          problems.push(`${tat}: expected an object`);
          return;
        }
        if (!isSnowflake(tag.id)) problems.push(`${tat}.id: expected a snowflake string`);
        if (typeof tag.name !== 'string' || tag.name.length < 1 || tag.name.length > 20)
          problems.push(`${tat}.name: expected a string of 1-20 characters`);
        if (typeof tag.moderated !== 'boolean') problems.push(`${tat}.moderated: expected true or false`);
        if (tag.emojiId !== null && !isSnowflake(tag.emojiId))
          problems.push(`${tat}.emojiId: expected null or a snowflake string`);
        if (tag.emojiName !== null && typeof tag.emojiName !== 'string')
          problems.push(`${tat}.emojiName: expected null or a string`);
      });
  }
  return problems;
}

function stateProblems(thread: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const own = (key: string) => (Object.hasOwn(thread, key) ? thread[key] : undefined);
  if (own('ownerId') !== undefined && !isSnowflake(own('ownerId')))
    problems.push(`${at}.ownerId: expected a snowflake string`);
  for (const key of ['archived', 'locked', 'invitable'])
    if (own(key) !== undefined && typeof own(key) !== 'boolean')
      problems.push(`${at}.${key}: expected true or false`);
  const minutes = own('autoArchiveDuration');
  if (minutes !== undefined && !ThreadLimits.autoArchiveDurations.includes(minutes as number))
    problems.push(
      `${at}.autoArchiveDuration: expected one of ${ThreadLimits.autoArchiveDurations.join(', ')}`,
    );
  for (const key of ['archiveTimestamp', 'createTimestamp'])
    if (own(key) !== undefined && !isTime(own(key))) problems.push(`${at}.${key}: expected an ISO 8601 time`);
  const sent = own('totalMessageSent');
  if (sent !== undefined && !(Number.isInteger(sent) && (sent as number) >= 0))
    problems.push(`${at}.totalMessageSent: expected a non-negative integer`);
  if (own('starterMessageId') !== undefined && !isSnowflake(own('starterMessageId')))
    problems.push(`${at}.starterMessageId: expected a snowflake string`);
  const tags = own('appliedTags');
  if (
    tags !== undefined &&
    !(Array.isArray(tags) && tags.length <= ThreadLimits.appliedTagsMax && tags.every((t) => isSnowflake(t)))
  )
    problems.push(`${at}.appliedTags: expected at most ${ThreadLimits.appliedTagsMax} tag ids`);
  const members = own('members');
  if (members === undefined) return problems;
  if (!Array.isArray(members) || members.length > ThreadLimits.membersMax) {
    problems.push(`${at}.members: expected an array of at most ${ThreadLimits.membersMax} members`);
    return problems;
  }
  const seen = new Set<unknown>();
  members.forEach((member, m) => {
    const mat = `${at}.members[${m}]`;
    if (!isJsonObject(member)) {
      problems.push(`${mat}: expected an object`);
      return;
    }
    if (!isSnowflake(member.userId)) problems.push(`${mat}.userId: expected a snowflake string`);
    else if (seen.has(member.userId)) problems.push(`${mat}.userId: user ${member.userId} is listed twice`);
    seen.add(member.userId);
    if (!isTime(member.joinTimestamp)) problems.push(`${mat}.joinTimestamp: expected an ISO 8601 time`);
    if (!(Number.isInteger(member.flags) && (member.flags as number) >= 0))
      problems.push(`${mat}.flags: expected a non-negative integer bit set`);
  });
  return problems;
}
