import { type APIMessageTopLevelComponent, Endpoints } from '@slashkit/api';
import { buttonRow, modal, stringSelectRow } from '../corpus.js';
import { type Case, GENERAL, GUILD, type Harness, MEMBER } from '../harness.js';

// The callback with real interactions (a command, a component, autocomplete, a modal submit, an Activity
// launch), each answer type with and without `with_response`, then the interaction webhook: the original
// response and follow-ups, and their errors (service-facts "Interactions", "Error bodies").

const token = 'interaction token';
const run = (name: string, applicationId?: string) => ({
  userId: MEMBER,
  guildId: GUILD,
  channelId: GENERAL,
  name,
  ...(applicationId ? { applicationId } : {}),
});
const hook = (h: Harness, rest = '', tokenOf = h.state.token) => `/webhooks/${h.appId}/${tokenOf}${rest}`;
const embed = { title: 'Title', description: 'Text', color: 0x5865f2, fields: [{ name: 'A', value: 'B' }] };

/**
 * Runs `hello` and answers it with `body` through a raw request with `query`; an answer refused is left
 * unanswered (the expiry case at the end ends it).
 */
const rawAnswer = (body: object, query: string) => async (h: Harness) => {
  const { interaction, settled } = await h.interact('/interactions', run('hello'));
  const response = await h.raw(
    'POST',
    `/interactions/${interaction.id}/${interaction.token}/callback${query}`,
    {
      body: JSON.stringify(body),
    },
  );
  if (response.ok) await settled;
  return response;
};

/** Runs `hello` and answers it with `body` through @slashkit/rest; keeps the interaction in `state`. */
const answer =
  (
    body: object,
    withResponse: boolean,
    admin: (h: Harness) => [string, object] = () => ['/interactions', run('hello')],
  ) =>
  async (h: Harness) => {
    const { interaction, settled } = await h.interact(...admin(h));
    const result = await h.sdk.interactions.createInteractionResponse(
      interaction.id,
      interaction.token,
      body as never,
      {
        withResponse,
      },
    );
    await settled;
    return { interaction, result };
  };

export const interactionCases: Case[] = [
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'CHANNEL_MESSAGE_WITH_SOURCE (4) with components, with_response',
    run: async (h) => {
      const { interaction, result } = await answer(
        {
          type: 4,
          data: {
            content: 'Hello',
            embeds: [embed],
            components: [buttonRow.toJSON(), stringSelectRow.toJSON()],
          },
        },
        true,
      )(h);
      Object.assign(h.state, { token: interaction.token, interaction: interaction.id });
      h.state.message = (result as { resource?: { message?: { id: string } } }).resource?.message?.id ?? '';
    },
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 400,
    code: 40060,
    as: token,
    what: 'a second answer',
    run: (h) =>
      h.raw('POST', `/interactions/${h.state.interaction}/${h.state.token}/callback`, {
        body: JSON.stringify({ type: 4, data: { content: 'again' } }),
      }),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 404,
    code: 10062,
    as: token,
    what: 'an unknown interaction',
    run: (h) =>
      h.raw('POST', '/interactions/1250000000000009999/not-a-token/callback', {
        body: JSON.stringify({ type: 4, data: { content: 'hi' } }),
      }),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 400,
    code: 50035,
    as: token,
    what: 'content over 2000 characters (left unanswered; the expiry case ends it)',
    run: async (h) => {
      const { interaction } = await h.interact('/interactions', run('hello'));
      return h.raw('POST', `/interactions/${interaction.id}/${interaction.token}/callback`, {
        body: JSON.stringify({ type: 4, data: { content: 'x'.repeat(2001) } }),
      });
    },
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'UPDATE_MESSAGE (7) on a button click, with_response',
    run: answer({ type: 7, data: { content: 'Clicked', components: [buttonRow.toJSON()] } }, true, (h) => [
      '/components',
      { userId: MEMBER, messageId: h.state.message, customId: 'primary' },
    ]),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 204,
    as: token,
    what: 'DEFERRED_UPDATE_MESSAGE (6) on a button click',
    run: answer({ type: 6 }, false, (h) => [
      '/components',
      { userId: MEMBER, messageId: h.state.message, customId: 'success' },
    ]),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE (5), with_response',
    run: answer({ type: 5 }, true),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'with_response=1, integer fields as strings and a decimal colour (lenient)',
    run: rawAnswer(
      {
        type: '4',
        data: { content: 'Lenient', flags: '64', embeds: [{ ...embed, color: '16711680' }] },
      },
      '?with_response=1',
    ),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 400,
    code: 50035,
    as: token,
    what: 'with_response=yes (not a boolean; left unanswered)',
    run: rawAnswer({ type: 4, data: { content: 'x' } }, '?with_response=yes'),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 204,
    as: token,
    what: 'APPLICATION_COMMAND_AUTOCOMPLETE_RESULT (8)',
    run: answer({ type: 8, data: { choices: [{ name: 'Apple', value: 'apple' }] } }, false, () => [
      '/autocomplete',
      { ...run('pick'), options: {}, focused: 'word' },
    ]),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'MODAL (9), with_response',
    run: answer({ type: 9, data: modal }, true),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'CHANNEL_MESSAGE_WITH_SOURCE (4) to a modal submit, with_response (triggering_interaction_metadata)',
    run: answer({ type: 4, data: { content: 'Thanks', flags: 64 } }, true, () => [
      '/modals/submit',
      { userId: MEMBER, fields: { topic: 'Docs' } },
    ]),
  },
  {
    op: Endpoints.createInteractionResponse,
    status: 200,
    as: token,
    what: 'LAUNCH_ACTIVITY (12) from an app with Activities, with_response',
    run: async (h) => {
      const app = h.emu.world.applications[1];
      if (!app) throw new Error('the seeded world has a second (Activity) app');
      await h
        .sdkWith(app.botToken, 'Bot')
        .commands.createGlobalCommand(app.id, { name: 'play', description: 'Play' });
      return answer({ type: 12 }, true, () => ['/interactions', run('play', app.id)])(h);
    },
  },
  {
    op: Endpoints.getOriginalWebhookMessage,
    status: 200,
    as: token,
    what: 'get',
    run: (h) => h.sdk.interactions.getOriginalInteractionResponse(h.appId, h.state.token ?? ''),
  },
  {
    op: Endpoints.updateOriginalWebhookMessage,
    status: 200,
    as: token,
    what: 'edit',
    run: (h) =>
      h.sdk.interactions.editOriginalInteractionResponse(h.appId, h.state.token ?? '', {
        content: 'Edited',
        embeds: [embed],
      }),
  },
  {
    op: Endpoints.executeWebhook,
    status: 200,
    as: token,
    what: 'follow-up',
    run: async (h) => {
      const message = await h.sdk.interactions.createFollowupMessage(h.appId, h.state.token ?? '', {
        content: 'More',
        flags: 64,
        // ActionRowBuilder#toJSON() is typed for any row (a text input's too), so say it is a message row.
        components: [stringSelectRow.toJSON() as APIMessageTopLevelComponent],
      });
      h.state.followUp = message.id;
    },
  },
  {
    op: Endpoints.getWebhookMessage,
    status: 200,
    as: token,
    what: 'get a follow-up',
    run: (h) => h.sdk.interactions.getFollowupMessage(h.appId, h.state.token ?? '', h.state.followUp ?? ''),
  },
  {
    op: Endpoints.updateWebhookMessage,
    status: 200,
    as: token,
    what: 'edit a follow-up',
    run: (h) =>
      h.sdk.interactions.editFollowupMessage(h.appId, h.state.token ?? '', h.state.followUp ?? '', {
        content: 'Less',
      }),
  },
  {
    op: Endpoints.deleteWebhookMessage,
    status: 204,
    as: token,
    what: 'delete a follow-up',
    run: (h) =>
      h.sdk.interactions.deleteFollowupMessage(h.appId, h.state.token ?? '', h.state.followUp ?? ''),
  },
  {
    op: Endpoints.getWebhookMessage,
    status: 404,
    code: 10008,
    as: token,
    what: 'a deleted follow-up',
    run: (h) => h.raw('GET', hook(h, `/messages/${h.state.followUp}`)),
  },
  {
    op: Endpoints.updateWebhookMessage,
    status: 404,
    code: 10008,
    as: token,
    what: 'an unknown message',
    run: (h) => h.raw('PATCH', hook(h, '/messages/1250000000000009999'), { body: '{"content":"x"}' }),
  },
  {
    op: Endpoints.deleteWebhookMessage,
    status: 404,
    code: 10008,
    as: token,
    what: 'an unknown message',
    run: (h) => h.raw('DELETE', hook(h, '/messages/1250000000000009999')),
  },
  {
    op: Endpoints.executeWebhook,
    status: 400,
    code: 50035,
    as: token,
    what: 'wait=maybe (not a boolean)',
    run: (h) => h.raw('POST', hook(h, '?wait=maybe'), { body: JSON.stringify({ content: 'x' }) }),
  },
  {
    op: Endpoints.executeWebhook,
    status: 400,
    code: 50035,
    as: token,
    what: 'content over 2000 characters',
    run: (h) => h.raw('POST', hook(h), { body: JSON.stringify({ content: 'x'.repeat(2001) }) }),
  },
  {
    op: Endpoints.updateOriginalWebhookMessage,
    status: 400,
    code: 50035,
    as: token,
    what: 'more than 10 embeds',
    run: (h) =>
      h.raw('PATCH', hook(h, '/messages/@original'), {
        body: JSON.stringify({ embeds: Array(11).fill(embed) }),
      }),
  },
  {
    op: Endpoints.getOriginalWebhookMessage,
    status: 401,
    code: 50027,
    as: 'bad token',
    what: 'an unknown token',
    run: (h) => h.raw('GET', hook(h, '/messages/@original', 'not-a-token')),
  },
  {
    op: Endpoints.deleteOriginalWebhookMessage,
    status: 204,
    as: token,
    what: 'delete',
    run: (h) => h.sdk.interactions.deleteOriginalInteractionResponse(h.appId, h.state.token ?? ''),
  },
  {
    op: Endpoints.deleteOriginalWebhookMessage,
    status: 404,
    code: 10008,
    as: token,
    what: 'already deleted',
    run: (h) => h.raw('DELETE', hook(h, '/messages/@original')),
  },
  {
    op: Endpoints.updateOriginalWebhookMessage,
    status: 401,
    code: 50027,
    as: token,
    what: 'a token past its 15 minutes',
    run: async (h) => {
      await h.admin('POST', '/clock', { advanceMs: 16 * 60_000 });
      return h.raw('PATCH', hook(h, '/messages/@original'), { body: '{"content":"late"}' });
    },
  },
];
