import {
  type APIAttachment,
  type APIInteractionDataResolved,
  ComponentLimits,
  ComponentType,
  isSelectMenuType,
} from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';
import type { OptionResolver } from '../options/option-resolver.js';
import { checkSelectValues } from './check-select-values.js';
import type { ModalFieldValue } from './modal-submit-request.js';

const { TextInput, FileUpload, RadioGroup, CheckboxGroup, Checkbox } = ComponentType;
const L = ComponentLimits;

/** The input types of a modal: text input, the five select menus, and the 2025 inputs. */
export function isModalInputType(type: unknown): boolean {
  return (
    type === TextInput ||
    isSelectMenuType(type) ||
    type === FileUpload ||
    type === RadioGroup ||
    type === CheckboxGroup ||
    type === Checkbox
  );
}

/** What checking a modal input needs: the place's lookups (users, roles, channels, files). */
export interface ModalInputEnv {
  resolver: OptionResolver;
  inGuild: boolean;
}

/** One answered input as the submission carries it, and what it resolved. */
export interface SubmittedInput {
  component: Record<string, unknown>;
  resolved?: APIInteractionDataResolved;
}

/**
 * Checks what a user gave one input of a modal, as the client allows it, and returns the input as submitted
 * (`{ type, id, custom_id, value | values }`). Left out (`undefined`), an input keeps what the modal opened
 * with: a text input's `value` (or empty), a select's or group's defaults, a radio group's default (or
 * nothing), a checkbox's `default`. Required inputs (the default; a checkbox is never required) must be
 * answered. A 400 names `fields.<custom_id>` and says what to send.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function checkModalInput(
  input: Record<string, unknown>,
  given: ModalFieldValue | undefined,
  env: ModalInputEnv,
): SubmittedInput {
  const id = String(input.custom_id);
  const at = `fields.${id}`;
  const base = { type: input.type, id: input.id, custom_id: input.custom_id };
  const required = input.required !== false;
  const label = typeof input.label === 'string' ? ` (${input.label})` : '';
  switch (input.type) {
    case TextInput: {
      if (given !== undefined && typeof given !== 'string')
        throw badRequest(`${at}: a text input takes a string, e.g. "Ada"`);
      const value = given ?? (typeof input.value === 'string' ? input.value : '');
      const length = [...value].length;
      if (length === 0 && required)
        throw badRequest(`${at}: the text input${label} is required; type something in it`);
      const min = typeof input.min_length === 'number' ? input.min_length : 0;
      const max = typeof input.max_length === 'number' ? input.max_length : L.textInputMaxLengthMax;
      if (length > 0 && (length < min || length > max))
        throw badRequest(`${at}: the text input${label} takes ${min} to ${max} characters; got ${length}`);
      return { component: { ...base, value } };
    }
    case FileUpload:
      return fileUpload(input, given, env, at, required);
    case RadioGroup: {
      const values = optionValues(input);
      const value = given === undefined ? (defaultValues(input)[0] ?? null) : given;
      if (value !== null && typeof value !== 'string')
        throw badRequest(`${at}: a radio group takes one option value (a string), or null for none`);
      if (value === null && required)
        throw badRequest(`${at}: the radio group is required; choose one of ${list(values)}`);
      if (value !== null && !values.includes(value))
        throw badRequest(
          `${at}: ${JSON.stringify(value)} is not an option of the radio group; its values: ${list(values)}`,
        );
      return { component: { ...base, value } };
    }
    case CheckboxGroup: {
      const values = optionValues(input);
      const chosen = given === undefined ? defaultValues(input) : given;
      if (!Array.isArray(chosen) || !chosen.every((v): v is string => typeof v === 'string'))
        throw badRequest(`${at}: a checkbox group takes a list of option values, e.g. ["red"]`);
      chosen.forEach((value, i) => {
        if (!values.includes(value))
          throw badRequest(
            `${at}[${i}]: ${JSON.stringify(value)} is not an option of the checkbox group; its values: ${list(values)}`,
          );
        if (chosen.indexOf(value) !== i)
          throw badRequest(`${at}[${i}]: ${JSON.stringify(value)} is checked twice`);
      });
      const min = typeof input.min_values === 'number' ? input.min_values : L.checkboxGroupMinValuesDefault;
      const max = typeof input.max_values === 'number' ? input.max_values : values.length;
      if (!(chosen.length === 0 && !required) && (chosen.length < min || chosen.length > max))
        throw badRequest(
          `${at}: the checkbox group takes ${min === max ? min : `${min} to ${max}`} checked option(s) (min_values ${min}, max_values ${max}${required ? '' : ', or none: it is not required'}); got ${chosen.length}`,
        );
      return { component: { ...base, values: [...chosen] } };
    }
    case Checkbox: {
      const value = given === undefined ? input.default === true : given;
      if (typeof value !== 'boolean') throw badRequest(`${at}: a checkbox takes true or false`);
      return { component: { ...base, value } };
    }
    default: {
      // A select menu in a label: left out, its defaults; not required, none chosen is fine.
      const chosen = given === undefined ? defaultValues(input) : given;
      if (!Array.isArray(chosen) || !chosen.every((v): v is string => typeof v === 'string'))
        throw badRequest(`${at}: a select menu takes a list of values, e.g. ["red"]`);
      if (chosen.length === 0 && !required) return { component: { ...base, values: [] } };
      const choice = checkSelectValues(
        input,
        given === undefined && chosen.length === 0 ? undefined : chosen,
        env.resolver,
        env.inGuild,
        at,
      );
      return {
        component: { ...base, values: choice.values },
        ...(choice.resolved ? { resolved: choice.resolved } : {}),
      };
    }
  }
}

/**
 * A file upload: each file is what an ATTACHMENT option takes (`OptionResolver.attachment`: the id of a
 * file uploaded before with `POST /_emulator/attachments`, or a file given inline); `min_values`..`max_values`
 * of them (1 each by default), none when it is not required. The submission carries the attachment ids,
 * `resolved.attachments` the files.
 */
function fileUpload(
  input: Record<string, unknown>,
  given: ModalFieldValue | undefined,
  env: ModalInputEnv,
  at: string,
  required: boolean,
): SubmittedInput {
  const files = given ?? [];
  if (!Array.isArray(files))
    throw badRequest(
      `${at}: a file upload takes a list of files: ids of uploads (POST /_emulator/attachments), or inline files such as { "filename": "notes.txt", "text": "…" }`,
    );
  const min = typeof input.min_values === 'number' ? input.min_values : L.fileUploadValuesDefault;
  const max = typeof input.max_values === 'number' ? input.max_values : L.fileUploadValuesDefault;
  if (files.length === 0 && required)
    throw badRequest(
      `${at}: the file upload is required; attach ${min === max ? min : `${min} to ${max}`} file(s)`,
    );
  if (files.length > 0 && (files.length < min || files.length > max))
    throw badRequest(
      `${at}: the file upload takes ${min === max ? min : `${min} to ${max}`} file(s) (min_values ${min}, max_values ${max}); got ${files.length}`,
    );
  const attachments: Record<string, APIAttachment> = {};
  const ids = files.map((file, i) => {
    const attachment = env.resolver.attachment(file);
    if (typeof attachment === 'string') throw badRequest(`${at}[${i}]: ${attachment}`);
    attachments[attachment.id] = attachment;
    return attachment.id;
  });
  return {
    component: { type: input.type, id: input.id, custom_id: input.custom_id, values: ids },
    ...(ids.length > 0 ? { resolved: { attachments } } : {}),
  };
}

function options(input: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(input.options) ? (input.options as Record<string, unknown>[]) : [];
}

function optionValues(input: Record<string, unknown>): string[] {
  return options(input).map((o) => String(o.value));
}

/** What an input starts with: options marked `default`, or a select's `default_values` ids. */
function defaultValues(input: Record<string, unknown>): string[] {
  if (Array.isArray(input.default_values))
    return (input.default_values as { id?: unknown }[]).map((d) => String(d.id));
  return options(input)
    .filter((o) => o.default === true)
    .map((o) => String(o.value));
}

function list(values: readonly string[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}
