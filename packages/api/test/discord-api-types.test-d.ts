import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// Our wire types (S) against discord-api-types v10 (D). `Assignable<A, B>` is plain TypeScript
// assignability (no distribution over unions), under the repo's strict settings including
// exactOptionalPropertyTypes. Directions that cannot hold are asserted `false`, with the reason.
type Assignable<A, B> = [A] extends [B] ? true : false;

describe('commands, options and choices', () => {
  it('D -> S holds for command objects, options and choices', () => {
    expectTypeOf<Assignable<D.APIApplicationCommand, S.APIApplicationCommand>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandOption, S.APIApplicationCommandOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandOptionChoice, S.APIApplicationCommandOptionChoice>
    >().toEqualTypeOf<true>();
  });
  it('S -> D holds for choices and commands up to `undefined` entries in localization maps', () => {
    // D's request types accept `undefined` inside localization maps (JSON drops it) and D -> S bodies must
    // hold, so our LocalizationMap does too; D's response types do not. With exact maps, S -> D holds.
    type Exact<T> = Omit<T, 'name_localizations' | 'description_localizations'> & {
      name_localizations?: Partial<Record<S.Locale, string | null>> | null;
      description_localizations?: Partial<Record<S.Locale, string | null>> | null;
    };
    expectTypeOf<
      Assignable<S.APIApplicationCommandOptionChoice, D.APIApplicationCommandOptionChoice>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        Omit<Exact<S.APIApplicationCommandOptionChoice>, 'description_localizations'>,
        D.APIApplicationCommandOptionChoice
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<Omit<Exact<S.APIApplicationCommand>, 'options'>, Omit<D.APIApplicationCommand, 'options'>>
    >().toEqualTypeOf<true>();
  });
  it('S -> D cannot hold for options (and so commands): D types "autocomplete: true => no choices"', () => {
    // D splits STRING/INTEGER/NUMBER options into { autocomplete?: false; choices? } | { autocomplete: true;
    // choices?: [] }; ours keep `autocomplete?: boolean` beside `choices?` and leave the rule to validation,
    // so builders can hold a boolean flag.
    expectTypeOf<
      Assignable<S.APIApplicationCommandOption, D.APIApplicationCommandOption>
    >().toEqualTypeOf<false>();
  });
});

describe('request bodies', () => {
  it('D -> S holds for create (global and guild), edit and bulk bodies', () => {
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
  it('S -> D cannot hold for bodies: D discriminates them by command type', () => {
    // D's create body is a union (CHAT_INPUT | USER/MESSAGE | PRIMARY_ENTRY_POINT) keyed by `type`; ours is
    // one interface with `type?: 1 | 2 | 3 | 4`, which the validators narrow at run time.
    expectTypeOf<
      Assignable<S.RESTPostAPIApplicationCommandJSONBody, D.RESTPostAPIApplicationCommandsJSONBody>
    >().toEqualTypeOf<false>();
  });
});

describe('permissions', () => {
  it('both directions hold', () => {
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
  });
});

describe('interaction responses', () => {
  it('D -> S holds', () => {
    expectTypeOf<Assignable<D.APIInteractionResponse, S.APIInteractionResponse>>().toEqualTypeOf<true>();
  });
  it('S -> D holds for every response without message content', () => {
    expectTypeOf<
      Assignable<S.APIInteractionResponsePong, D.APIInteractionResponsePong>
    >().toEqualTypeOf<true>();
    // The autocomplete result carries choices: see "S -> D cannot hold for choices" above.
    expectTypeOf<
      Assignable<S.APIApplicationCommandAutocompleteResponse, D.APIApplicationCommandAutocompleteResponse>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        S.APIInteractionResponseDeferredChannelMessageWithSource,
        D.APIInteractionResponseDeferredChannelMessageWithSource
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIInteractionResponseLaunchActivity, D.APIInteractionResponseLaunchActivity>
    >().toEqualTypeOf<true>();
  });
  it('S -> D cannot hold for messages and modals: D types the layout components in full', () => {
    // Ours type IS_COMPONENTS_V2 layout components (and modal labels) by `type` only.
    expectTypeOf<Assignable<S.APIInteractionResponse, D.APIInteractionResponse>>().toEqualTypeOf<false>();
  });
});

describe('error bodies', () => {
  it('the 429 body holds both ways', () => {
    expectTypeOf<Assignable<S.APIRateLimitBody, D.RESTRateLimit>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.RESTRateLimit, S.APIRateLimitBody>>().toEqualTypeOf<true>();
  });
  it('the error body holds both ways except for the `errors` tree', () => {
    // D types `errors` as a loose recursive union (including bare strings); ours is the exact shape the
    // service sends: nested objects down to `_errors` arrays of { code, message }.
    expectTypeOf<
      Assignable<Omit<S.APIErrorBody, 'errors'>, Omit<D.RESTError, 'errors'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<Omit<D.RESTError, 'errors'>, Omit<S.APIErrorBody, 'errors'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.RESTError, S.APIErrorBody>>().toEqualTypeOf<false>();
  });
});

describe('interactions (D -> S: what the service sends, typed by D, is ours)', () => {
  it('interactions of every kind this SDK handles', () => {
    expectTypeOf<Assignable<D.APIPingInteraction, S.APIInteraction>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIChatInputApplicationCommandInteraction, S.APIInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandAutocompleteInteraction, S.APIInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIUserApplicationCommandInteraction, S.APIInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIMessageApplicationCommandInteraction, S.APIInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIMessageComponentInteraction, S.APIInteraction>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIMessageComponentButtonInteraction, S.APIMessageComponentInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIMessageComponentSelectMenuInteraction, S.APIMessageComponentInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIModalSubmitInteraction, S.APIInteraction>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIModalSubmitInteraction, S.APIModalSubmitInteraction>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIInteraction, S.APIInteraction>>().toEqualTypeOf<true>();
  });
  it('the union narrows by type', () => {
    const narrow = (interaction: S.APIInteraction) =>
      interaction.type === 3 ? interaction.data.custom_id : undefined;
    expectTypeOf(narrow).returns.toEqualTypeOf<string | undefined>();
  });
  it('command data, options and resolved maps', () => {
    expectTypeOf<
      Assignable<D.APIChatInputApplicationCommandInteractionData, S.APIApplicationCommandInteractionData>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandInteractionDataOption, S.APIApplicationCommandInteractionDataOption>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIInteractionDataResolved, S.APIInteractionDataResolved>
    >().toEqualTypeOf<true>();
  });
  it('S -> D cannot hold: D discriminates value options by type and types the whole guild/channel/message', () => {
    expectTypeOf<
      Assignable<S.APIApplicationCommandInteractionDataOption, D.APIApplicationCommandInteractionDataOption>
    >().toEqualTypeOf<false>();
  });
});

describe('components, modals and embeds', () => {
  it('D -> S holds for every component a message or a modal carries', () => {
    expectTypeOf<Assignable<D.APIButtonComponent, S.APIButtonComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APISelectMenuComponent, S.APISelectMenuComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APITextInputComponent, S.APITextInputComponent>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIActionRowComponent<D.APIComponentInMessageActionRow>, S.APIMessageActionRowComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIMessageTopLevelComponent, S.APIMessageTopLevelComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIModalInteractionResponseCallbackData, S.APIModalInteractionResponseCallbackData>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIMessage, S.APIMessage>>().toEqualTypeOf<true>();
  });
  it('S -> D holds for buttons, text inputs, string selects and action rows of them', () => {
    expectTypeOf<Assignable<S.APIButtonComponent, D.APIButtonComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APITextInputComponent, D.APITextInputComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIStringSelectComponent, D.APIStringSelectComponent>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        S.APIActionRowComponent<S.APITextInputComponent>,
        D.APIActionRowComponent<D.APITextInputComponent>
      >
    >().toEqualTypeOf<true>();
  });
  it('S -> D cannot hold for entity selects: D types default_values with a string enum', () => {
    expectTypeOf<Assignable<S.APIUserSelectComponent, D.APIUserSelectComponent>>().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<Omit<S.APIUserSelectComponent, 'default_values'>, D.APIUserSelectComponent>
    >().toEqualTypeOf<true>();
  });
  it('embeds hold both ways, except `type` from S to D (a string enum in D)', () => {
    expectTypeOf<Assignable<D.APIEmbed, S.APIEmbed>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<Omit<S.APIEmbed, 'type'>, D.APIEmbed>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIEmbed, D.APIEmbed>>().toEqualTypeOf<false>();
  });
  it('interaction data of components and modal submissions', () => {
    expectTypeOf<
      Assignable<D.APIMessageComponentInteractionData, S.APIMessageComponentInteractionData>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIModalSubmission, S.APIModalSubmitInteractionData>>().toEqualTypeOf<true>();
  });
  it('enums hold both ways', () => {
    expectTypeOf<Assignable<D.ComponentType.Button, typeof S.ComponentType.Button>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.ButtonStyle, D.ButtonStyle>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.ButtonStyle, S.ButtonStyle>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.TextInputStyle, D.TextInputStyle>>().toEqualTypeOf<true>();
  });
});
