import type { APIAttachment, APIRole } from '@slashkit/api';
import type { ResolvedChannel } from './resolved-channel.js';
import type { ResolvedMentionable } from './resolved-mentionable.js';
import type { ResolvedUser } from './resolved-user.js';

/**
 * Any value a modal submit handler's `ctx.fields` may hold, by input kind: a text input's `string`, a
 * radio group's chosen value (a `string`), a checkbox's `boolean`, a string select's or checkbox group's
 * values (`string[]`), a user, role, mentionable or channel select's resolved entities, or a file upload's
 * attachments. What a modal registered by its custom_id alone is typed with; one registered with its
 * `ModalBuilder` gets each field's own type instead.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export type ModalFieldValue =
  | string
  | boolean
  | readonly string[]
  | readonly ResolvedUser[]
  | readonly APIRole[]
  | readonly ResolvedMentionable[]
  | readonly ResolvedChannel[]
  | readonly APIAttachment[];
