import type { APIBaseComponent, APISelectMenuComponent, APITextInputComponent } from './components.js';

// The input components of modals that sit in a label (2025). Literal numbers are the values of
// ComponentType.

/**
 * A file upload (19): the user attaches files; the submission carries attachment ids in `values`, described in
 * `resolved.attachments`.
 * @see {@link https://discord.com/developers/docs/components/reference#file-upload | File upload}
 */
export interface APIFileUploadComponent extends APIBaseComponent<19> {
  custom_id: string;
  /** 0-10, default 1. */
  min_values?: number;
  /** 1-10, default 1. */
  max_values?: number;
  /** Whether a file is needed (default true). */
  required?: boolean;
}

/** One choice of a radio group or a checkbox group. */
export interface APIRadioGroupOption {
  /** 1-100 characters, unique in the group; what the submission carries. */
  value: string;
  /** 1-100 characters, shown to the user. */
  label: string;
  /** At most 100 characters. */
  description?: string;
  /** Chosen when the modal opens. */
  default?: boolean;
}

/** One choice of a checkbox group (the same fields as a radio group's). */
export type APICheckboxGroupOption = APIRadioGroupOption;

/**
 * A radio group (21): one choice among 2-10; the submission carries its `value` (null when none is chosen).
 * @see {@link https://discord.com/developers/docs/components/reference#radio-group | Radio group}
 */
export interface APIRadioGroupComponent extends APIBaseComponent<21> {
  custom_id: string;
  /** 2-10 options; at most one marked default. */
  options: APIRadioGroupOption[];
  /** Whether a choice is needed (default true). */
  required?: boolean;
}

/**
 * A checkbox group (22): any number of 1-10 options within `min_values`..`max_values`; the submission carries
 * the checked values in `values`.
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox-group | Checkbox group}
 */
export interface APICheckboxGroupComponent extends APIBaseComponent<22> {
  custom_id: string;
  /** 1-10 options. */
  options: APICheckboxGroupOption[];
  /** 0-10, default 1. */
  min_values?: number;
  /** 1-10, default the number of options. */
  max_values?: number;
  /** Whether a choice is needed (default true). */
  required?: boolean;
}

/**
 * A checkbox (23): a yes/no answer; the submission carries `value: true | false`.
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox | Checkbox}
 */
export interface APICheckboxComponent extends APIBaseComponent<23> {
  custom_id: string;
  /** Checked when the modal opens. */
  default?: boolean;
}

/** What a label holds: a text input (without its own label), a select menu, or a 2025 modal input. */
export type APIComponentInLabel =
  | APITextInputComponent
  | APISelectMenuComponent
  | APIFileUploadComponent
  | APIRadioGroupComponent
  | APICheckboxGroupComponent
  | APICheckboxComponent;

/**
 * A label (18): a question above one input of a modal, with an optional description.
 * @see {@link https://discord.com/developers/docs/components/reference#label | Label}
 */
export interface APILabelComponent extends APIBaseComponent<18> {
  /** 1-45 characters. */
  label: string;
  /** At most 100 characters, under the label. */
  description?: string;
  component: APIComponentInLabel;
}
