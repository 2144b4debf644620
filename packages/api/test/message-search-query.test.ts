import { describe, expect, it } from 'vitest';
import { MessageSearchLimits } from '../src/index.js';
import { validateMessageSearchQuery } from '../src/validation/index.js';

const check = (query: string) => validateMessageSearchQuery(new URLSearchParams(query));
const problems = (query: string) => {
  const result = check(query);
  return result.success ? [] : result.errors.map((e) => [e.path.join('.'), e.code]);
};

describe('validateMessageSearchQuery', () => {
  it('fills the defaults of an empty query', () => {
    expect(check('')).toEqual({
      success: true,
      data: { limit: 25, offset: 0, slop: 2, sortBy: 'timestamp', sortOrder: 'desc', includeNsfw: false },
    });
  });

  it('reads every filter, lists as repeated parameters, negations apart', () => {
    const result = check(
      'content=pizza%20party&limit=10&offset=20&slop=0&max_id=1250000000000009000&min_id=1250000000000000001' +
        '&channel_id=1250000000000000402&channel_id=1250000000000000403&author_type=-bot&author_type=user' +
        '&author_id=1250000000000000204&mentions=1250000000000000203&mentions_role_id=1250000000000000310' +
        '&mention_everyone=false&replied_to_user_id=1250000000000000201&replied_to_message_id=1250000000000000999' +
        '&pinned=true&has=file&has=-embed&embed_type=gif&embed_provider=Tenor&link_hostname=example.com' +
        '&attachment_filename=menu.txt&attachment_extension=txt&sort_by=relevance&sort_order=asc&include_nsfw=1' +
        '&unknown=ignored',
    );
    expect(result).toEqual({
      success: true,
      data: {
        limit: 10,
        offset: 20,
        slop: 0,
        sortBy: 'relevance',
        sortOrder: 'asc',
        includeNsfw: true,
        maxId: '1250000000000009000',
        minId: '1250000000000000001',
        content: 'pizza party',
        channelIds: ['1250000000000000402', '1250000000000000403'],
        authorIds: ['1250000000000000204'],
        mentions: ['1250000000000000203'],
        mentionRoleIds: ['1250000000000000310'],
        repliedToUserIds: ['1250000000000000201'],
        repliedToMessageIds: ['1250000000000000999'],
        embedProviders: ['Tenor'],
        linkHostnames: ['example.com'],
        attachmentFilenames: ['menu.txt'],
        attachmentExtensions: ['txt'],
        authorTypes: [
          { value: 'bot', negated: true },
          { value: 'user', negated: false },
        ],
        has: [
          { value: 'file', negated: false },
          { value: 'embed', negated: true },
        ],
        embedTypes: ['gif'],
        mentionEveryone: false,
        pinned: true,
      },
    });
  });

  it('refuses each bad parameter at its name (and index)', () => {
    expect(
      problems(
        `limit=26&offset=-1&slop=x&max_id=abc&content=${'c'.repeat(MessageSearchLimits.contentMaxLength + 1)}` +
          '&channel_id=1250000000000000402&channel_id=nope&author_type=robot&has=-gif&embed_type=-gif' +
          `&link_hostname=${'h'.repeat(257)}&pinned=yes&sort_by=newest&sort_order=up`,
      ),
    ).toEqual([
      ['limit', 'NUMBER_TYPE_MAX'],
      ['offset', 'NUMBER_TYPE_MIN'],
      ['slop', 'NUMBER_TYPE_COERCE'],
      ['max_id', 'NUMBER_TYPE_SNOWFLAKE'],
      ['content', 'BASE_TYPE_MAX_LENGTH'],
      ['channel_id.1', 'NUMBER_TYPE_SNOWFLAKE'],
      ['link_hostname.0', 'BASE_TYPE_MAX_LENGTH'],
      ['author_type.0', 'BASE_TYPE_CHOICES'],
      ['has.0', 'BASE_TYPE_CHOICES'],
      ['embed_type.0', 'BASE_TYPE_CHOICES'],
      ['pinned', 'BASE_TYPE_BOOLEAN'],
      ['sort_by', 'BASE_TYPE_CHOICES'],
      ['sort_order', 'BASE_TYPE_CHOICES'],
    ]);
  });

  it('refuses lists longer than the service takes', () => {
    const many = (key: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${key}=${1250000000000000000n + BigInt(i)}`).join('&');
    expect(problems(many('channel_id', 500))).toEqual([]);
    expect(problems(many('channel_id', 501))).toEqual([['channel_id', 'BASE_TYPE_MAX_LENGTH']]);
    expect(problems(many('author_id', 101))).toEqual([['author_id', 'BASE_TYPE_MAX_LENGTH']]);
  });
});
