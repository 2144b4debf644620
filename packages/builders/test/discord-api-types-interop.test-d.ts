import type * as A from '@slashkit/api';
import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as B from '../src/index.js';

// What the builders emit (B; the exact body types are @slashkit/api's, A) against the request types of
// discord-api-types v10 (D). Checked by vitest with the repository's settings (exactOptionalPropertyTypes on)
// and by interop-loose.test.ts with it off.
// `Assignable<A, B>` is plain assignability, without distribution over unions.
type Assignable<A, B> = [A] extends [B] ? true : false;

describe('command builders: toJSON() drops into code typed with discord-api-types', () => {
  it('a slash command is a CHAT_INPUT create body, and of the create-body union', () => {
    expectTypeOf<
      Assignable<A.ChatInputCommandJSON, D.RESTPostAPIChatInputApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandBuilder['toJSON']>, D.RESTPostAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
  });
  it('USER and MESSAGE commands are context-menu bodies, the entry point its own body', () => {
    expectTypeOf<
      Assignable<
        ReturnType<B.UserCommandBuilder['toJSON']>,
        D.RESTPostAPIContextMenuApplicationCommandsJSONBody
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        ReturnType<B.MessageCommandBuilder['toJSON']>,
        D.RESTPostAPIContextMenuApplicationCommandsJSONBody
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        ReturnType<B.EntryPointCommandBuilder['toJSON']>,
        D.RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody
      >
    >().toEqualTypeOf<true>();
  });
  it('any builder gives a create body and a bulk-overwrite item', () => {
    expectTypeOf<Assignable<A.CommandJSON, D.RESTPostAPIApplicationCommandsJSONBody>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<A.CommandJSON[], D.RESTPutAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.AnyCommandBuilder['toJSON']>, D.RESTPostAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<true>();
  });
});

describe('option builders: toJSON() is the option type of discord-api-types', () => {
  it('each value option', () => {
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandStringOption['toJSON']>, D.APIApplicationCommandStringOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandIntegerOption['toJSON']>, D.APIApplicationCommandIntegerOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandNumberOption['toJSON']>, D.APIApplicationCommandNumberOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandBooleanOption['toJSON']>, D.APIApplicationCommandBooleanOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandUserOption['toJSON']>, D.APIApplicationCommandUserOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandChannelOption['toJSON']>, D.APIApplicationCommandChannelOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SlashCommandRoleOption['toJSON']>, D.APIApplicationCommandRoleOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        ReturnType<B.SlashCommandMentionableOption['toJSON']>,
        D.APIApplicationCommandMentionableOption
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        ReturnType<B.SlashCommandAttachmentOption['toJSON']>,
        D.APIApplicationCommandAttachmentOption
      >
    >().toEqualTypeOf<true>();
  });
  it('subcommands, groups, and any option', () => {
    expectTypeOf<
      Assignable<
        ReturnType<B.SlashCommandSubcommandBuilder['toJSON']>,
        D.APIApplicationCommandSubcommandOption
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        ReturnType<B.SlashCommandSubcommandGroupBuilder['toJSON']>,
        D.APIApplicationCommandSubcommandGroupOption
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<A.OptionJSON, D.APIApplicationCommandOption>>().toEqualTypeOf<true>();
  });
});

describe('the other way: what discord-api-types describes is what the builders emit', () => {
  // Deliberate exception: D's command bodies -> ours. D's request bodies allow `undefined` on every optional
  // field and leave `type` out for CHAT_INPUT, which no builder emits; accepting D's bodies is the job of
  // @slashkit/api's wire types (see packages/api/test/interop-both-ways.test-d.ts).
  it('options and choices hold both ways', () => {
    expectTypeOf<Assignable<D.APIApplicationCommandOption, A.OptionJSON>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandOptionChoice<string>, A.OptionChoiceJSON<string>>
    >().toEqualTypeOf<true>();
  });
});

describe('Components V2 and modal builders: toJSON() is the component type of discord-api-types', () => {
  it('layout components', () => {
    expectTypeOf<
      Assignable<ReturnType<B.TextDisplayBuilder['toJSON']>, D.APITextDisplayComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.ThumbnailBuilder['toJSON']>, D.APIThumbnailComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.MediaGalleryBuilder['toJSON']>, D.APIMediaGalleryComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<ReturnType<B.FileBuilder['toJSON']>, D.APIFileComponent>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SeparatorBuilder['toJSON']>, D.APISeparatorComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.SectionBuilder['toJSON']>, D.APISectionComponent>
    >().toEqualTypeOf<true>();
  });
  it('modal inputs', () => {
    expectTypeOf<
      Assignable<ReturnType<B.FileUploadBuilder['toJSON']>, D.APIFileUploadComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.RadioGroupBuilder['toJSON']>, D.APIRadioGroupComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.CheckboxGroupBuilder['toJSON']>, D.APICheckboxGroupComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<ReturnType<B.CheckboxBuilder['toJSON']>, D.APICheckboxComponent>
    >().toEqualTypeOf<true>();
  });
});
