import type { APIInteraction } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';

/** The callback's options for a first response with files: the files and the interaction's size limit. */
export function callbackOptions(
  interaction: APIInteraction,
  files: readonly MessageFile[] | undefined,
): { files: readonly MessageFile[]; attachmentSizeLimit?: number } | undefined {
  if (files === undefined || files.length === 0) return undefined;
  return typeof interaction.attachment_size_limit === 'number'
    ? { files, attachmentSizeLimit: interaction.attachment_size_limit }
    : { files };
}
