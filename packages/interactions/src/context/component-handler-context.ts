import type { APIMessage, APIMessageComponentInteraction, APIRole, ComponentType } from '@slashkit/api';
import type { ResolvedChannel, ResolvedUser } from '@slashkit/builders';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { ComponentContext } from './component-context.js';
import type { ComponentData } from './component-data.js';
import { HandlerContext } from './handler-context.js';

/**
 * The runtime context of a component handler: the click's custom_id, pattern params, chosen values and
 * entities, and the message that holds the component.
 */
export class ComponentHandlerContext extends HandlerContext implements ComponentContext {
  declare readonly interaction: APIMessageComponentInteraction;
  readonly customId: string;
  readonly componentId: number | undefined;
  readonly componentType: ComponentType;
  readonly params: Readonly<Record<string, string>>;
  readonly values: readonly string[];
  readonly users: readonly ResolvedUser[];
  readonly roles: readonly APIRole[];
  readonly channels: readonly ResolvedChannel[];
  readonly message: APIMessage;

  constructor(
    interaction: APIMessageComponentInteraction,
    responder: InteractionResponder,
    params: Readonly<Record<string, string>>,
    data: ComponentData,
  ) {
    super(interaction, responder);
    this.customId = interaction.data.custom_id;
    const id = interaction.data.id;
    this.componentId = typeof id === 'number' ? id : undefined;
    this.componentType = interaction.data.component_type;
    this.params = params;
    this.values = data.values;
    this.users = data.users;
    this.roles = data.roles;
    this.channels = data.channels;
    this.message = interaction.message;
  }
}
