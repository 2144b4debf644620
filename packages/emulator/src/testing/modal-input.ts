import type { InferModalFields } from '@slashkit/builders';
import type { AttachmentInput } from './attachment-input.js';

/**
 * A modal a user submits: its builder (its fields are then typed, and its `custom_id` checked against the
 * open modal), or its `custom_id`.
 */
export type ModalRef = string | { toJSON(): { custom_id: string } };

/**
 * What a user enters in one field whose submit handler gets `Value`: a text input's text, a radio group's
 * value (one of its options), a string select's or checkbox group's values (among its options), the ids an
 * entity select chooses, a file upload's files (the id of an upload, or a file given as an ATTACHMENT option
 * takes it), or a checkbox's `true`/`false`.
 * @example
 * type Shots = ModalFieldInput<readonly APIAttachment[]>; // readonly (string | AttachmentInput)[]
 */
export type ModalFieldInput<Value> = Value extends string
  ? Value
  : Value extends boolean
    ? boolean
    : Value extends readonly (infer Item)[]
      ? readonly (Item extends string
          ? Item
          : Item extends { filename: string }
            ? string | AttachmentInput
            : string)[]
      : ModalAnyFieldInput;

/** What any field of a modal given by `custom_id` takes (as `POST /_emulator/modals/submit` does). */
type ModalAnyFieldInput = string | boolean | null | readonly (string | AttachmentInput)[];

/**
 * What a user fills in a modal, inferred from its builder as its submit handler's `fields` are
 * (`InferModalFields` of `@slashkit/builders`). Text inputs and radio groups must be given unless
 * optional; selects, file uploads, checkbox groups and checkboxes may be left out (they keep what the modal
 * opened with: defaults, or nothing), and a required one left out is refused by the emulator with its path.
 * A modal given by `custom_id` takes any fields.
 * @example
 * type FeedbackInput = ModalInput<typeof feedback>; // { topic: string; details?: string }
 */
export type ModalInput<Modal> = Modal extends string
  ? Record<string, ModalAnyFieldInput>
  : FieldsInput<InferModalFields<Modal>>;

/** A field the type makes the user give: a text input or radio group that is not optional. */
type MustGive<Value> = undefined extends Value ? false : Value extends string ? true : false;

type FieldsInput<Fields> = Simplify<
  { [K in keyof Fields as MustGive<Fields[K]> extends true ? K : never]: ModalFieldInput<Fields[K]> } & {
    [K in keyof Fields as MustGive<Fields[K]> extends true ? never : K]?: ModalFieldInput<
      Exclude<Fields[K], undefined>
    >;
  }
>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
