import type { APIModalActionRowComponent, APIUntypedComponent } from './components.js';
import type { APIInteractionDataResolved } from './resolved-objects.js';

/** What a modal holds: action rows of one text input each (or label and text display components). */
export type APIModalComponent = APIModalActionRowComponent | APIUntypedComponent;

/**
 * The `data` of a MODAL (9) response: a form of 1-5 text inputs.
 * @see service-facts "Message components and modals"
 */
export interface APIModalInteractionResponseCallbackData {
  /** 1-100 characters; the modal submit interaction carries it back. */
  custom_id: string;
  /** 1-45 characters. */
  title: string;
  /** 1-5 action rows of one text input each. */
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

/** A component inside a label, as submitted: a text input's `value` or a select's `values`. */
export interface APIModalSubmitLabelledComponent {
  type: 3 | 4 | 5 | 6 | 7 | 8 | 19 | 21 | 22 | 23;
  id?: number;
  custom_id: string;
  value?: string | boolean | null;
  values?: string[];
}

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
 * @see service-facts "Message components and modals"
 */
export interface APIModalSubmitInteractionData {
  custom_id: string;
  components: APIModalSubmissionComponent[];
  /** Entities chosen in selects inside labels. */
  resolved?: APIInteractionDataResolved;
}
