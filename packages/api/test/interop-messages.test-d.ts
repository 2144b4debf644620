import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// Message bodies and messages, ours (S) against discord-api-types v10 (D), S -> D field by field (D -> S is
// in interop-interactions.test-d.ts). vitest compiles this file with exactOptionalPropertyTypes on;
// interop-loose.test.ts compiles it again with the flag off. What does not hold is deliberate, with its reason.
type Assignable<A, B> = [A] extends [B] ? true : false;
/** The fields where D uses a string enum (embed `type`, allowed_mentions `parse`, entity select defaults). */
type Deliberate = 'components' | 'embeds' | 'allowed_mentions';

describe('messages: S -> D but for string enums', () => {
  it('attachments of a body hold both ways', () => {
    expectTypeOf<Assignable<S.APIMessageBodyAttachment, D.RESTAPIAttachment>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.RESTAPIAttachment, S.APIMessageBodyAttachment>>().toEqualTypeOf<true>();
  });
  it('a reply, follow-up or edit body holds without the deliberate fields', () => {
    expectTypeOf<
      Assignable<
        Omit<S.APIInteractionResponseMessageData, Deliberate>,
        Omit<D.APIInteractionResponseCallbackData, Deliberate>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        Omit<S.APIInteractionResponseMessageData, Deliberate>,
        Omit<D.RESTPostAPIWebhookWithTokenJSONBody, Deliberate>
      >
    >().toEqualTypeOf<true>();
  });
  it('a message holds without its components and embeds', () => {
    // A reply's `referenced_message` is a whole message, and a forward's `message_snapshots` hold a
    // message's embeds and components: the same deliberate fields, one level down.
    type Message = 'components' | 'embeds' | 'referenced_message' | 'message_snapshots';
    expectTypeOf<
      Assignable<Omit<S.APIMessage, Message>, Omit<D.APIMessage, Message>>
    >().toEqualTypeOf<true>();
  });
  it('the deliberate fields: string enums in D (embed `type`, allowed_mentions `parse`)', () => {
    // D's EmbedType and AllowedMentionsTypes are string enums: a plain "rich" or "users" is not assignable
    // to them, and ours stay plain strings so that no import of an enum is needed to write a body.
    expectTypeOf<Assignable<S.APIEmbed, D.APIEmbed>>().toEqualTypeOf<false>();
    expectTypeOf<Assignable<Omit<S.APIEmbed, 'type'>, D.APIEmbed>>().toEqualTypeOf<true>();
    type Mentions = NonNullable<S.APIInteractionResponseMessageData['allowed_mentions']>;
    expectTypeOf<Assignable<Mentions, D.APIAllowedMentions>>().toEqualTypeOf<false>();
    expectTypeOf<Assignable<Omit<Mentions, 'parse'>, D.APIAllowedMentions>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIInteractionResponseMessageData, D.APIInteractionResponseCallbackData>
    >().toEqualTypeOf<false>();
  });
});

describe('Search Guild Messages', () => {
  it('the query: theirs to ours (theirs types the filter values with string enums, which a literal never assigns to: deliberate)', () => {
    expectTypeOf<
      Assignable<D.RESTGetAPIGuildMessagesSearchQuery, S.RESTGetAPIGuildMessagesSearchQuery>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.RESTGetAPIGuildMessagesSearchQuery, D.RESTGetAPIGuildMessagesSearchQuery>
    >().toEqualTypeOf<false>();
  });
});
