import type { APIMessage, APIModalSubmitInteraction } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { ModalFields } from '../routing/modal-fields.js';
import { HandlerContext } from './handler-context.js';

/**
 * The runtime context of a modal submit handler: the modal's custom_id, pattern params and checked fields,
 * the message of the component that opened it (if one did), and the answers a submission may give.
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
