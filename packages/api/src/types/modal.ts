import type { APIModalActionRowComponent } from './components.js';
import type { APITextDisplayComponent } from './layout-components.js';
import type { APILabelComponent } from './modal-components.js';
import type { APIInteractionDataResolved } from './resolved-objects.js';

/**
 * What a modal holds at its top level: labels (each around one input), text displays, or (legacy, still
 * accepted) action rows of one text input each.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export type APIModalComponent = APILabelComponent | APITextDisplayComponent | APIModalActionRowComponent;

/**
 * The `data` of a MODAL (9) response: a form of 1-5 top-level components.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export interface APIModalInteractionResponseCallbackData {
  /** 1-100 characters; the modal submit interaction carries it back. */
  custom_id: string;
  /** 1-45 characters. */
  title: string;
  /** 1-5 labels and text displays (or legacy action rows of one text input). */
  components: APIModalComponent[];
}

/** A text input as submitted: its `custom_id` and what the user typed (empty when left blank). */
export interface APIModalSubmitTextInputComponent {
  type: 4;
  id?: number;
  custom_id: string;
  value: string;
}

/** An action row as submitted, holding one text input. */
export interface APIModalSubmitActionRowComponent {
  type: 1;
  id?: number;
  components: APIModalSubmitTextInputComponent[];
}

/** A text input inside a label, as submitted: what the user typed (empty when left blank). */
export interface APIModalSubmitLabelledTextInputComponent {
  type: 4;
  id?: number;
  custom_id: string;
  value: string;
}

/**
 * A select menu (3, 5-8), a file upload (19) or a checkbox group (22) inside a label, as submitted: the chosen
 * values (option values, entity ids or attachment ids; described in `resolved` for entities and files).
 */
export interface APIModalSubmitValuesComponent {
  type: 3 | 5 | 6 | 7 | 8 | 19 | 22;
  id?: number;
  custom_id: string;
  values: string[];
}

/** A radio group (21) as submitted: the chosen option's value, or null when none was chosen. */
export interface APIModalSubmitRadioGroupComponent {
  type: 21;
  id?: number;
  custom_id: string;
  value: string | null;
}

/** A checkbox (23) as submitted: whether it was checked. */
export interface APIModalSubmitCheckboxComponent {
  type: 23;
  id?: number;
  custom_id: string;
  value: boolean;
}

/**
 * A component inside a label, as submitted: a text input's `value`, the `values` of a select, file upload or
 * checkbox group, a radio group's `value` (or null), a checkbox's boolean `value`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export type APIModalSubmitLabelledComponent =
  | APIModalSubmitLabelledTextInputComponent
  | APIModalSubmitValuesComponent
  | APIModalSubmitRadioGroupComponent
  | APIModalSubmitCheckboxComponent;

/** A label component (18) as submitted, holding one answered component. */
export interface APIModalSubmitLabelComponent {
  type: 18;
  id?: number;
  component: APIModalSubmitLabelledComponent;
}

/** A text display component (10) of a modal, as submitted (nothing to answer). */
export interface APIModalSubmitTextDisplayComponent {
  type: 10;
  id?: number;
}

/** A top-level component of a modal submission. */
export type APIModalSubmissionComponent =
  | APIModalSubmitActionRowComponent
  | APIModalSubmitLabelComponent
  | APIModalSubmitTextDisplayComponent;

/**
 * The `data` of a MODAL_SUBMIT interaction: the modal's `custom_id` and the submitted fields.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export interface APIModalSubmitInteractionData {
  custom_id: string;
  components: APIModalSubmissionComponent[];
  /** Entities chosen in selects inside labels, and the files of file uploads (`attachments`). */
  resolved?: APIInteractionDataResolved;
}
