import { Endpoints, PermissionFlags } from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { serve } from '../http/serve.js';

/**
 * A guild's own settings for a bot holding Manage Guild: the vanity URL (`GET …/vanity-url`; no guild of
 * the emulator has the VANITY_URL feature, so its code is null and it was used 0 times).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-vanity-url | Get Guild Vanity URL}
 */
export const guildSettingsFeature: EmulatorFeature = {
  name: 'guild-settings',
  setup(router) {
    router.add(
      serve(Endpoints.getGuildVanityUrl, (ctx) => {
        const { guild, actor } = botAction(ctx, ctx.params.guildId);
        requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
        return jsonResponse(200, { code: null, uses: 0 });
      }),
    );
  },
};
