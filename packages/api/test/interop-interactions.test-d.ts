import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// Our wire types (S) against discord-api-types v10 (D). `Assignable<A, B>` is plain TypeScript
// assignability (no distribution over unions), under the repo's strict settings including
// exactOptionalPropertyTypes (and again without it, in interop-loose.test.ts). Directions that cannot hold are asserted `false`, with the reason. Commands,
// options, bodies, permissions and error bodies: interop-both-ways.test-d.ts.
type Assignable<A, B> = [A] extends [B] ? true : false;
/** `true` when the compiler runs with exactOptionalPropertyTypes. */
type ExactOptional = [{ a?: undefined }] extends [{ a?: never }] ? false : true;
/** What holds only without exactOptionalPropertyTypes: `undefined` in optional fields or map entries. */
type OnlyWhenLoose = ExactOptional extends true ? false : true;

describe('interaction responses', () => {
  it('D -> S holds', () => {
    expectTypeOf<Assignable<D.APIInteractionResponse, S.APIInteractionResponse>>().toEqualTypeOf<true>();
  });
  it('S -> D holds for every response without message content', () => {
    expectTypeOf<
      Assignable<S.APIInteractionResponsePong, D.APIInteractionResponsePong>
    >().toEqualTypeOf<true>();
    // The autocomplete result carries choices, whose localization maps differ (see interop-both-ways.test-d.ts).
    expectTypeOf<
      Assignable<S.APIApplicationCommandAutocompleteResponse, D.APIApplicationCommandAutocompleteResponse>
    >().toEqualTypeOf<OnlyWhenLoose>();
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
  it('S -> D cannot hold for messages and modals: D types string enums (see below)', () => {
    // An entity select's default_values, an embed's `type` and allowed_mentions' `parse` are string enums in D
    // (checked below and in interop-messages.test-d.ts): a literal of ours is never a member of their enum.
    expectTypeOf<Assignable<S.APIInteractionResponse, D.APIInteractionResponse>>().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        S.APIInteractionResponseChannelMessageWithSource,
        D.APIInteractionResponseChannelMessageWithSource
      >
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIInteractionResponseUpdateMessage, D.APIInteractionResponseUpdateMessage>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIModalInteractionResponse, D.APIModalInteractionResponse>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIInteractionResponseDeferredMessageUpdate, D.APIInteractionResponseDeferredMessageUpdate>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APIPremiumRequiredInteractionResponse, D.APIPremiumRequiredInteractionResponse>
    >().toEqualTypeOf<true>();
  });
  it('D -> S holds for each response', () => {
    expectTypeOf<
      Assignable<
        D.APIInteractionResponseChannelMessageWithSource,
        S.APIInteractionResponseChannelMessageWithSource
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIInteractionResponseUpdateMessage, S.APIInteractionResponseUpdateMessage>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIModalInteractionResponse, S.APIModalInteractionResponse>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationCommandAutocompleteResponse, S.APIApplicationCommandAutocompleteResponse>
    >().toEqualTypeOf<true>();
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
    // One value option of ours (`type` 3-11, `value` string | number | boolean); D: one per type.
    expectTypeOf<
      Assignable<S.APIApplicationCommandInteractionDataOption, D.APIApplicationCommandInteractionDataOption>
    >().toEqualTypeOf<false>();
    // One command data of ours (`target_id` optional); D: a union by command type (USER requires target_id).
    expectTypeOf<
      Assignable<S.APIApplicationCommandInteractionData, D.APIApplicationCommandInteractionData>
    >().toEqualTypeOf<false>();
    // Each interaction carries one of: the partial channel (one shape here, split by `type` in D), a message
    // (embeds' `type` is a string enum in D), command data or options (above).
    expectTypeOf<Assignable<S.APIInteraction, D.APIInteraction>>().toEqualTypeOf<false>();
    expectTypeOf<Assignable<S.APIPingInteraction, D.APIPingInteraction>>().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIApplicationCommandInteraction, D.APIApplicationCommandInteraction>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        S.APIApplicationCommandAutocompleteInteraction,
        D.APIApplicationCommandAutocompleteInteraction
      >
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIMessageComponentInteraction, D.APIMessageComponentInteraction>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIModalSubmitInteraction, D.APIModalSubmitInteraction>
    >().toEqualTypeOf<false>();
    // Component and modal data hold but for the partial channels of `resolved`.
    expectTypeOf<
      Assignable<S.APIMessageComponentInteractionData, D.APIMessageComponentInteractionData>
    >().toEqualTypeOf<false>();
    expectTypeOf<Assignable<S.APIModalSubmitInteractionData, D.APIModalSubmission>>().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        Omit<S.APIModalSubmitInteractionData, 'resolved'> & {
          resolved?: Omit<S.APIInteractionDataResolved, 'channels'>;
        },
        D.APIModalSubmission
      >
    >().toEqualTypeOf<true>();
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
  it('layout components of V2 messages and the inputs of modals hold both ways', () => {
    expectTypeOf<Assignable<S.APITextDisplayComponent, D.APITextDisplayComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIThumbnailComponent, D.APIThumbnailComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIMediaGalleryComponent, D.APIMediaGalleryComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIFileComponent, D.APIFileComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APISeparatorComponent, D.APISeparatorComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APISectionComponent, D.APISectionComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIFileUploadComponent, D.APIFileUploadComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIRadioGroupComponent, D.APIRadioGroupComponent>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.APICheckboxGroupComponent, D.APICheckboxGroupComponent>
    >().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APICheckboxComponent, D.APICheckboxComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIContainerComponent, S.APIContainerComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APILabelComponent, S.APILabelComponent>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIRadioGroupComponent, S.APIRadioGroupComponent>>().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APICheckboxGroupComponent, S.APICheckboxGroupComponent>
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
