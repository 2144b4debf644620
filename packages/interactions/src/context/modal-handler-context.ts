import type { APIMessage, APIModalSubmitInteraction } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { ModalFields } from '../routing/modal-fields.js';
import { HandlerContext } from './handler-context.js';

/**
 * The runtime context of a modal submit handler: the modal's custom_id, pattern params and checked fields,
 * and the message of the component that opened it (if one did). Its fields may hold a select's values, so
 * it implements no `ModalContext` whose default `fields` type says strings only.
 */
export class ModalHandlerContext extends HandlerContext {
  declare readonly interaction: APIModalSubmitInteraction;
  readonly customId: string;
  readonly params: Readonly<Record<string, string>>;
  readonly fields: ModalFields['fields'];
  readonly message: APIMessage | undefined;

  constructor(
    interaction: APIModalSubmitInteraction,
    responder: InteractionResponder,
    params: Readonly<Record<string, string>>,
    fields: ModalFields['fields'],
  ) {
    super(interaction, responder);
    this.customId = interaction.data.custom_id;
    this.params = params;
    this.fields = fields;
    this.message = interaction.message;
  }
}
