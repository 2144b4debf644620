import type { AttachmentOptionJSON, FileUploadType } from '@slashkit/api';
import { type APIAttachment, ApplicationCommandOptionType } from '@slashkit/api';
import { expectString } from '../internal/argument-checks.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * An ATTACHMENT option. Its handler value is the resolved `APIAttachment`.
 * @example
 * new SlashCommandAttachmentOption().setName('file').setDescription('File to upload');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (ATTACHMENT)
 */
export class SlashCommandAttachmentOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Attachment, Name, Required> {
  /** Always ATTACHMENT (11). */
  readonly type = ApplicationCommandOptionType.Attachment;
  /** The file types the client offers (at most 10), e.g. `'image'` or `'.pdf'`. */
  readonly file_types: FileUploadType[] | undefined = undefined;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, APIAttachment, false>;

  /**
   * Adds file types the client offers in its picker (at most 10 in all).
   * @example
   * option.addFileTypes('image', '.pdf');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addFileTypes(...fileTypes: RestOrArray<FileUploadType>): this {
    const list = this.file_types ?? [];
    for (const fileType of normalizeArray(fileTypes)) {
      expectString(fileType, 'file type');
      list.push(fileType);
    }
    (this as { file_types: FileUploadType[] }).file_types = list;
    return this;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 11, name: 'file', description: 'File to upload' }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): AttachmentOptionJSON {
    const json: AttachmentOptionJSON = this.baseJSON();
    if (this.file_types !== undefined) json.file_types = [...this.file_types];
    return json;
  }
}
