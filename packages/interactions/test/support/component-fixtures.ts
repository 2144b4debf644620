import type {
  APIInteractionDataResolved,
  APIMessage,
  APIMessageComponentInteraction,
  APIModalSubmitInteraction,
} from '@slashkit/api';
import { alice, appId, channelId, guildId, message, token } from './fixtures.js';

let counter = 0;

const base = () => {
  counter++;
  return {
    id: String(810000000000000000n + BigInt(counter)),
    application_id: appId,
    guild_id: guildId,
    channel_id: channelId,
    channel: { id: channelId, type: 0 as const, name: 'general', permissions: '2048' },
    member: {
      user: alice,
      roles: [],
      joined_at: '2024-01-01T00:00:00.000Z',
      mute: false,
      deaf: false,
      permissions: '2147483648',
      flags: 0,
    },
    token,
    version: 1 as const,
    app_permissions: '2048',
    locale: 'fr' as const,
    entitlements: [],
    authorizing_integration_owners: { '0': guildId },
    context: 0 as const,
    attachment_size_limit: 8388608,
  };
};

/** The message a component sits on, answering interaction `origin` when given. */
export const componentMessage = (origin?: string): APIMessage & { interaction_metadata?: object } => ({
  ...message,
  id: '700000000000000099',
  author: { ...message.author, id: appId, bot: true },
  components: [],
  ...(origin ? { interaction_metadata: { id: origin, type: 2, user: alice } } : {}),
});

/** A button click or a select choice, as the service sends it. */
export function click(fields: {
  customId: string;
  componentType?: number;
  values?: string[];
  resolved?: APIInteractionDataResolved;
  message?: APIMessage;
  /** The component's numeric id in its message. */
  id?: number;
}): APIMessageComponentInteraction {
  return {
    ...base(),
    type: 3,
    data: {
      custom_id: fields.customId,
      component_type: (fields.componentType ?? 2) as 2,
      ...(fields.id === undefined ? {} : { id: fields.id }),
      ...(fields.values ? { values: fields.values } : {}),
      ...(fields.resolved ? { resolved: fields.resolved } : {}),
    } as APIMessageComponentInteraction['data'],
    message: fields.message ?? componentMessage(),
  };
}

/** A modal submission: `fields` by custom_id, each in its own action row. */
export function submit(fields: {
  customId: string;
  values: Record<string, string>;
  message?: APIMessage;
}): APIModalSubmitInteraction {
  return {
    ...base(),
    type: 5,
    data: {
      custom_id: fields.customId,
      components: Object.entries(fields.values).map(([custom_id, value]) => ({
        type: 1 as const,
        components: [{ type: 4 as const, custom_id, value }],
      })),
    },
    ...(fields.message ? { message: fields.message } : {}),
  };
}
