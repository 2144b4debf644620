import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// The exact request-body types (what a well-formed client sends; @slashkit/builders emits them) beside the
// loose wire types (which also describe what the service stores and returns): every exact body is a loose
// one, and a discord-api-types request body, with exactOptionalPropertyTypes on (vitest) and off
// (interop-loose.test.ts). The loose types are not exact: they allow `undefined` and both choices and
// autocomplete.
type Assignable<A, B> = [A] extends [B] ? true : false;
/** `true` when the compiler runs with exactOptionalPropertyTypes. */
type ExactOptional = [{ a?: undefined }] extends [{ a?: never }] ? false : true;

describe('exact request bodies fit the loose wire types and discord-api-types', () => {
  it('each command body is a create body and a bulk-overwrite item', () => {
    expectTypeOf<Assignable<S.CommandJSON, S.RESTPostAPIApplicationCommandJSONBody>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.CommandJSON[], S.RESTPutAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.CommandJSON, D.RESTPostAPIApplicationCommandsJSONBody>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.ChatInputCommandJSON, D.RESTPostAPIChatInputApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.ContextMenuCommandJSON, D.RESTPostAPIContextMenuApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.EntryPointCommandJSON, D.RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody>
    >().toEqualTypeOf<true>();
  });
  it('each option is a loose option and a discord-api-types option', () => {
    expectTypeOf<Assignable<S.OptionJSON, S.APIApplicationCommandOption>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.OptionJSON, D.APIApplicationCommandOption>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.OptionChoiceJSON, S.APIApplicationCommandOptionChoice>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.LocalizationDictionary, S.LocalizationMap>>().toEqualTypeOf<true>();
  });
  it('the loose types are not exact', () => {
    // A map entry may be `undefined` in the loose map, which only exactOptionalPropertyTypes tells apart.
    expectTypeOf<Assignable<S.LocalizationMap, S.LocalizationDictionary>>().toEqualTypeOf<
      ExactOptional extends true ? false : true
    >();
    expectTypeOf<
      Assignable<S.APIApplicationCommandStringOption, S.StringOptionJSON>
    >().toEqualTypeOf<false>();
  });
});
