import type { ModalFieldValue } from '@slashkit/builders';

/** What a modal submission carries for its handler. */
export interface ModalFields {
  /** The values by custom_id (a null-prototype object: any custom_id stays plain data). */
  fields: Record<string, ModalFieldValue | undefined>;
  /** Every mismatch with the field kinds or the registered definition, with its JSON path; empty when fine. */
  issues: string[];
}
