import type { APIMessage, APIModalSubmitInteraction } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import { HandlerContext } from './handler-context.js';
import type { ModalContext } from './modal-context.js';
import type { ModalFields } from './modal-fields.js';

/**
 * The runtime context of a modal submit handler: the modal's custom_id, pattern params and checked fields,
 * and the message of the component that opened it (if one did); the typed `ModalContext` handlers see is
 * this object with `fields` narrowed by the modal's builder.
 */
export class ModalHandlerContext extends HandlerContext implements ModalContext {
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
