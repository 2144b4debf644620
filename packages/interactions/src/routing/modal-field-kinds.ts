import { ComponentType } from '@slashkit/api';

/** What a modal field hands its handler: a text input's string, a select's values, and so on. */
export type ModalFieldValue = string | readonly string[] | boolean | null;

/** How one kind of modal field arrives in a submission, and what its answer must be. */
export interface ModalFieldKind {
  /** What the kind is called in messages, e.g. `text input`. */
  readonly name: string;
  /** The property of the submitted component that holds the answer. */
  readonly key: 'value' | 'values';
  /** What the answer must be, for messages, e.g. `a string`. */
  readonly expected: string;
  /** Whether a received answer has the kind's type. */
  readonly accepts: (answer: unknown) => answer is ModalFieldValue;
  /**
   * Whether an answer means "left blank": an optional field left blank reaches the handler as `undefined`
   * (only when the modal was registered with its definition). Absent for kinds whose blank answer is a
   * value of its own (a select's empty list).
   */
  readonly isBlank?: (answer: ModalFieldValue) => boolean;
}

const isString = (answer: unknown): answer is string => typeof answer === 'string';

const isStringList = (answer: unknown): answer is readonly string[] =>
  Array.isArray(answer) && answer.every(isString);

const selectKind = (name: string): ModalFieldKind => ({
  name,
  key: 'values',
  expected: 'a list of strings',
  accepts: isStringList,
});

/**
 * Every kind of modal field a submission may carry, by component type: text inputs (in an action row or a
 * label) and select menus in labels. A kind the service adds (file upload, radio group, checkbox group,
 * checkbox) is one more entry here; a submitted component of a type not listed is refused.
 * @see service-facts "Message components and modals"
 */
export const modalFieldKinds: ReadonlyMap<number, ModalFieldKind> = new Map<number, ModalFieldKind>([
  [
    ComponentType.TextInput,
    { name: 'text input', key: 'value', expected: 'a string', accepts: isString, isBlank: (v) => v === '' },
  ],
  [ComponentType.StringSelect, selectKind('string select')],
  [ComponentType.UserSelect, selectKind('user select')],
  [ComponentType.RoleSelect, selectKind('role select')],
  [ComponentType.MentionableSelect, selectKind('mentionable select')],
  [ComponentType.ChannelSelect, selectKind('channel select')],
]);
