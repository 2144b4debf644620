import {
  type APIAttachment,
  type APIInteractionDataResolved,
  type APIRole,
  ComponentType,
} from '@slashkit/api';
import type { ModalFieldValue } from '@slashkit/builders';
import { ownEntry } from './own-entry.js';
import { resolvedUser } from './parse-options.js';
import type { ResolvedChannel, ResolvedMentionable, ResolvedUser } from './resolved-values.js';

export type { ModalFieldValue };

/** What one answer of a kind turns into for the handler, and what did not fit (with paths). */
interface ReadAnswer {
  value: ModalFieldValue | undefined;
  issues: string[];
}

/** How one kind of modal field arrives in a submission, and what its answer must be. */
export interface ModalFieldKind {
  /** What the kind is called in messages, e.g. `text input`. */
  readonly name: string;
  /** The property of the submitted component that holds the answer. */
  readonly key: 'value' | 'values';
  /** What the answer must be, for messages, e.g. `a string`. */
  readonly expected: string;
  /** Whether a received answer has the kind's type. */
  readonly accepts: (answer: unknown) => boolean;
  /**
   * Turns an accepted answer into the handler's value: entity ids into users, roles or channels and
   * attachment ids into attachments, from `resolved` (own properties only; an id missing there is an issue
   * at `path`), a radio group's null into `undefined`. Absent: the answer is the value.
   */
  readonly read?: (
    answer: never,
    resolved: APIInteractionDataResolved | undefined,
    path: string,
  ) => ReadAnswer;
  /**
   * Whether an answer means "left blank": an optional field left blank reaches the handler as `undefined`
   * (only when the modal was registered with its definition). Absent for kinds whose blank answer is a
   * value of its own (a select's empty list).
   */
  readonly isBlank?: (answer: unknown) => boolean;
  /** Whether the answer is one or more option values, which must be the registered options'. */
  readonly choices?: boolean;
}

const isString = (answer: unknown): answer is string => typeof answer === 'string';
const isStringList = (answer: unknown): answer is readonly string[] =>
  Array.isArray(answer) && answer.every(isString);

/** Reads a list of ids through `find`, with an issue for each id `resolved` does not describe. */
const entities =
  <T>(find: (resolved: APIInteractionDataResolved | undefined, id: string) => T | undefined, where: string) =>
  (ids: readonly string[], resolved: APIInteractionDataResolved | undefined, path: string): ReadAnswer => {
    const value: T[] = [];
    const issues: string[] = [];
    ids.forEach((id, i) => {
      const found = find(resolved, id);
      if (found === undefined)
        issues.push(`${path}.values[${i}]: ${id} is missing from data.resolved.${where}`);
      else value.push(found);
    });
    return { value: value as ModalFieldValue, issues };
  };

const listKind = (name: string, extra: Partial<ModalFieldKind> = {}): ModalFieldKind => ({
  name,
  key: 'values',
  expected: 'a list of strings',
  accepts: isStringList,
  ...extra,
});

const mentionable = (
  resolved: APIInteractionDataResolved | undefined,
  id: string,
): ResolvedMentionable | undefined => {
  const user = resolvedUser(resolved, id);
  if (user) return { kind: 'user', ...user };
  const role = ownEntry<APIRole>(resolved?.roles, id);
  return role ? { kind: 'role', role } : undefined;
};

/**
 * Every kind of modal field a submission may carry, by component type: text inputs (in an action row or a
 * label), the five select menus, file uploads, radio groups, checkbox groups and checkboxes (in labels).
 * Entity selects and file uploads hand over what `resolved` describes; a radio group left alone hands over
 * `undefined`. A submitted component of a type not listed is refused.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export const modalFieldKinds: ReadonlyMap<number, ModalFieldKind> = new Map<number, ModalFieldKind>([
  [
    ComponentType.TextInput,
    { name: 'text input', key: 'value', expected: 'a string', accepts: isString, isBlank: (v) => v === '' },
  ],
  [ComponentType.StringSelect, listKind('string select', { choices: true })],
  [
    ComponentType.UserSelect,
    listKind('user select', { read: entities<ResolvedUser>(resolvedUser, 'users') }),
  ],
  [
    ComponentType.RoleSelect,
    listKind('role select', { read: entities((r, id) => ownEntry<APIRole>(r?.roles, id), 'roles') }),
  ],
  [
    ComponentType.MentionableSelect,
    listKind('mentionable select', { read: entities(mentionable, 'users or data.resolved.roles') }),
  ],
  [
    ComponentType.ChannelSelect,
    listKind('channel select', {
      read: entities((r, id) => ownEntry<ResolvedChannel>(r?.channels, id), 'channels'),
    }),
  ],
  [
    ComponentType.FileUpload,
    listKind('file upload', {
      read: entities((r, id) => ownEntry<APIAttachment>(r?.attachments, id), 'attachments'),
    }),
  ],
  [
    ComponentType.RadioGroup,
    {
      name: 'radio group',
      key: 'value',
      expected: 'a string, or null when nothing was chosen',
      accepts: (answer) => answer === null || isString(answer),
      read: (answer: string | null) => ({ value: answer ?? undefined, issues: [] }),
      choices: true,
    },
  ],
  [ComponentType.CheckboxGroup, listKind('checkbox group', { choices: true })],
  [
    ComponentType.Checkbox,
    { name: 'checkbox', key: 'value', expected: 'true or false', accepts: (a) => typeof a === 'boolean' },
  ],
]);
