import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// Every shared type of the command and resolved-object areas, ours (S) against discord-api-types v10 (D), in
// both directions. vitest compiles this file with exactOptionalPropertyTypes on; interop-loose.test.ts
// compiles it again with the flag off. A direction that does not hold is a deliberate difference, asserted
// `false` with its reason. (Interactions, responses, components and embeds: interop-interactions.test-d.ts; messages:
// interop-messages.test-d.ts;
// OAuth2 and identity: interop-oauth2.test-d.ts.)
type Assignable<A, B> = [A] extends [B] ? true : false;
/** `true` when the compiler runs with exactOptionalPropertyTypes. */
type ExactOptional = [{ a?: undefined }] extends [{ a?: never }] ? false : true;
/** What holds only without exactOptionalPropertyTypes: `undefined` in optional fields or map entries. */
type OnlyWhenLoose = ExactOptional extends true ? false : true;

describe('resolved objects: both ways', () => {
  it('users, attachments and members', () => {
    expectTypeOf<Assignable<S.APIUser, D.APIUser>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIUser, S.APIUser>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIAttachment, D.APIAttachment>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIAttachment, S.APIAttachment>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIInteractionDataResolvedGuildMember, D.APIInteractionDataResolvedGuildMember>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIInteractionDataResolvedGuildMember, S.APIInteractionDataResolvedGuildMember>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIInteractionGuildMember, D.APIInteractionGuildMember>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIInteractionGuildMember, S.APIInteractionGuildMember>
    >().toEqualTypeOf<true>();
  });
  it("roles hold both ways (`colors` is always sent, as Discord's document requires)", () => {
    expectTypeOf<Assignable<S.APIRole, D.APIRole>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIRole, S.APIRole>>().toEqualTypeOf<true>();
  });
  it('partial channels: D -> S only (deliberate)', () => {
    expectTypeOf<
      Assignable<D.APIInteractionDataResolvedChannel, S.APIInteractionDataResolvedChannel>
    >().toEqualTypeOf<true>();
    // D splits partial channels into threads (with thread_metadata) and the rest by `type`; ours is one shape.
    expectTypeOf<
      Assignable<S.APIInteractionDataResolvedChannel, D.APIInteractionDataResolvedChannel>
    >().toEqualTypeOf<false>();
  });
  it('resolved maps: both ways but for the partial channels', () => {
    expectTypeOf<
      Assignable<D.APIInteractionDataResolved, S.APIInteractionDataResolved>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIInteractionDataResolved, D.APIInteractionDataResolved>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        Omit<S.APIInteractionDataResolved, 'channels'>,
        Omit<D.APIInteractionDataResolved, 'channels'>
      >
    >().toEqualTypeOf<true>();
  });
});

describe('permissions and the 429 body: both ways', () => {
  it('holds', () => {
    expectTypeOf<
      Assignable<S.APIApplicationCommandPermission, D.APIApplicationCommandPermission>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandPermission, S.APIApplicationCommandPermission>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIGuildApplicationCommandPermissions, D.APIGuildApplicationCommandPermissions>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIGuildApplicationCommandPermissions, S.APIGuildApplicationCommandPermissions>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        S.RESTPutAPIApplicationCommandPermissionsJSONBody,
        D.RESTPutAPIApplicationCommandPermissionsJSONBody
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        D.RESTPutAPIApplicationCommandPermissionsJSONBody,
        S.RESTPutAPIApplicationCommandPermissionsJSONBody
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIRateLimitBody, D.RESTRateLimit>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.RESTRateLimit, S.APIRateLimitBody>>().toEqualTypeOf<true>();
  });
});

describe('commands, options, choices and bodies: D -> S, and the deliberate S -> D exceptions', () => {
  it('D -> S holds for every command type', () => {
    expectTypeOf<Assignable<D.APIApplicationCommand, S.APIApplicationCommand>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandOption, S.APIApplicationCommandOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandOptionChoice, S.APIApplicationCommandOptionChoice>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPostAPIApplicationCommandsJSONBody, S.RESTPostAPIApplicationCommandJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPostAPIApplicationGuildCommandsJSONBody, S.RESTPostAPIApplicationGuildCommandJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPatchAPIApplicationCommandJSONBody, S.RESTPatchAPIApplicationCommandJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPutAPIApplicationCommandsJSONBody, S.RESTPutAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPutAPIApplicationGuildCommandsJSONBody, S.RESTPutAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
  });
  it('S -> D: choices differ only by `undefined` map entries, which request types must accept', () => {
    // Our LocalizationMap allows `undefined` entries because D's request bodies do (JSON drops them).
    expectTypeOf<
      Assignable<S.APIApplicationCommandOptionChoice, D.APIApplicationCommandOptionChoice>
    >().toEqualTypeOf<OnlyWhenLoose>();
  });
  it('S -> D: options, commands and bodies cannot hold (deliberate)', () => {
    // Options keep `autocomplete?: boolean` beside `choices?` (D: a union that forbids both) so that one type
    // describes what is sent and what the service returns; builders emit D's shape (see the builders' interop test).
    expectTypeOf<
      Assignable<S.APIApplicationCommandOption, D.APIApplicationCommandOption>
    >().toEqualTypeOf<false>();
    // A command carries options (above).
    expectTypeOf<Assignable<S.APIApplicationCommand, D.APIApplicationCommand>>().toEqualTypeOf<false>();
    // Our create body is one interface with `type?: 1 | 2 | 3 | 4` and an optional `description`; D's is a
    // union keyed by `type` (CHAT_INPUT requires `description`, PRIMARY_ENTRY_POINT alone takes `handler`).
    expectTypeOf<
      Assignable<S.RESTPostAPIApplicationCommandJSONBody, D.RESTPostAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.RESTPostAPIApplicationGuildCommandJSONBody, D.RESTPostAPIApplicationGuildCommandsJSONBody>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.RESTPutAPIApplicationCommandsJSONBody, D.RESTPutAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.RESTPutAPIApplicationCommandsJSONBody, D.RESTPutAPIApplicationGuildCommandsJSONBody>
    >().toEqualTypeOf<false>();
    // The edit body is ours made partial (null allowed where the create body allows it, e.g. `dm_permission`);
    // D's is its union made partial, without null there.
    expectTypeOf<
      Assignable<S.RESTPatchAPIApplicationCommandJSONBody, D.RESTPatchAPIApplicationCommandJSONBody>
    >().toEqualTypeOf<false>();
  });
  it('error bodies: both ways except the `errors` tree (deliberate)', () => {
    expectTypeOf<
      Assignable<Omit<S.APIErrorBody, 'errors'>, Omit<D.RESTError, 'errors'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<Omit<D.RESTError, 'errors'>, Omit<S.APIErrorBody, 'errors'>>
    >().toEqualTypeOf<true>();
    // Ours: nested objects down to `_errors` arrays of { code, message }, as the service sends it; D's
    // RESTErrorData also allows bare strings and { code, message } at any level, and no `undefined` branches.
    expectTypeOf<Assignable<S.APIErrorBody, D.RESTError>>().toEqualTypeOf<false>();
    expectTypeOf<Assignable<D.RESTError, S.APIErrorBody>>().toEqualTypeOf<false>();
  });
});
