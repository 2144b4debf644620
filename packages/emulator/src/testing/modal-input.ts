import type { InferModalFields } from '@slashkit/builders';

/**
 * A modal a user submits: its builder (its fields are then typed, and its `custom_id` checked against the
 * open modal), or its `custom_id`.
 */
export type ModalRef = string | { toJSON(): { custom_id: string } };

/** What a user enters in one field whose submit handler gets `Value`: text, or the values chosen in a select. */
export type ModalFieldInput<Value> = Value extends string
  ? string
  : Value extends readonly (infer Item)[]
    ? readonly (Item extends string ? Item : string)[]
    : string | readonly string[];

/**
 * What a user fills in a modal, inferred from its builder as its submit handler's `fields` are
 * (`InferModalFields` of `@slashkit/builders`): required fields must be given, the others may be left out
 * (their prefilled value, or empty). A modal given by `custom_id` takes any fields.
 * @example
 * type FeedbackInput = ModalInput<typeof feedback>; // { topic: string; details?: string }
 */
export type ModalInput<Modal> = Modal extends string
  ? Record<string, string | readonly string[]>
  : FieldsInput<InferModalFields<Modal>>;

type FieldsInput<Fields> = Simplify<
  { [K in keyof Fields as undefined extends Fields[K] ? never : K]: ModalFieldInput<Fields[K]> } & {
    [K in keyof Fields as undefined extends Fields[K] ? K : never]?: ModalFieldInput<
      Exclude<Fields[K], undefined>
    >;
  }
>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
