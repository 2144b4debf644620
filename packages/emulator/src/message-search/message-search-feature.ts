import { Endpoints } from '@slashkit/api';
import { validateMessageSearchQuery } from '@slashkit/api/validation';
import { botGuild } from '../access/bot-guild.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { searchGuildMessages } from './search-guild-messages.js';

/**
 * Search Guild Messages for a bot (`GET /guilds/{guild.id}/messages/search`): the guild's messages in the
 * channels where the bot has View Channel and Read Message History, filtered by content, author, channel,
 * mentions, replies, pins, what they have (files, images, links, polls, forwards…), embeds and
 * attachments, sorted by time or relevance and paged; the query checked as the service checks it
 * (400/50035 at the parameter). 404/10004 for an unknown guild, 403/50001 for one the bot is not in.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages | Search Guild Messages}
 */
export const messageSearchFeature: EmulatorFeature = {
  name: 'message-search',
  setup(router) {
    router.add(
      serve(Endpoints.guildSearch, (ctx) => {
        const application = requireBot(ctx);
        const { guild, member } = botGuild(ctx.emulator, application, ctx.params.guildId);
        const query = validated(validateMessageSearchQuery(ctx.url.searchParams));
        return jsonResponse(200, searchGuildMessages(ctx.emulator, application, guild, member, query));
      }),
    );
  },
};
