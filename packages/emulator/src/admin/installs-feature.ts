import { ApplicationWebhookEventType, RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import type { RouteContext } from '../http/router.js';
import { uninstallFromGuild } from '../installs/guild-install.js';
import { sendWebhookEvent } from '../webhook-events/send-webhook-event.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The admin API of installs, beside the authorize flow that records them: `GET
 * /_emulator/applications/:id/installations` (`{ guildIds, userIds }`, `userIds` being `"everyone"` until
 * a user install is recorded), and `DELETE .../installations/users/:userId` and
 * `.../installations/guilds/:guildId` to uninstall, e.g. before a test installs through the consent page.
 * @see {@link https://discord.com/developers/docs/resources/application#installation-context | Installation context}
 */
export const installsFeature: EmulatorFeature = {
  name: 'installs',
  setup(router) {
    const base = '/_emulator/applications/:applicationId/installations';
    router
      .add(
        localRoute({
          method: 'GET',
          path: base,
          handler: (ctx) => {
            const application = findApplication(ctx);
            return jsonResponse(200, {
              guildIds: [...application.guildIds],
              userIds: ctx.emulator.state.installs.userInstalls(application),
            });
          },
        }),
      )
      .add(
        localRoute({
          method: 'DELETE',
          path: `${base}/users/:userId`,
          handler: (ctx) => {
            const application = findApplication(ctx);
            const user = ctx.emulator.findUser(ctx.params.userId);
            if (!user)
              throw notFound(RESTJSONErrorCodes.GeneralError, `no user ${ctx.params.userId} in the world`);
            const humans = ctx.emulator.state.world.users.filter((u) => !u.bot).map((u) => u.id);
            const had = ctx.emulator.state.installs.uninstallForUser(application, user.id, humans);
            ctx.emulator.log(`user ${user.id} uninstalled ${application.name}`);
            // The user removed the app from their account: its Webhook Events hear of it.
            const deauthorized = had && apiUserOf(ctx.emulator.state.world, user.id);
            if (deauthorized)
              sendWebhookEvent(
                ctx.emulator,
                application.id,
                ApplicationWebhookEventType.ApplicationDeauthorized,
                {
                  user: deauthorized,
                },
              );
            return new Response(null, { status: 204 });
          },
        }),
      )
      .add(
        localRoute({
          method: 'DELETE',
          path: `${base}/guilds/:guildId`,
          handler: (ctx) => {
            const application = findApplication(ctx);
            const guild = ctx.emulator.findGuild(ctx.params.guildId);
            if (!guild)
              throw notFound(RESTJSONErrorCodes.UnknownGuild, `no guild ${ctx.params.guildId} in the world`);
            uninstallFromGuild(ctx.emulator, application, guild);
            ctx.emulator.log(`${application.name} was removed from guild ${guild.id}`);
            return new Response(null, { status: 204 });
          },
        }),
      );
  },
};

function findApplication(
  ctx: Pick<RouteContext, 'emulator'> & { params: { applicationId: string } },
): EmulatorApplication {
  const application = ctx.emulator.findApplication(ctx.params.applicationId);
  if (!application) {
    throw notFound(
      RESTJSONErrorCodes.UnknownApplication,
      `no application ${ctx.params.applicationId} in the world`,
    );
  }
  return application;
}

function notFound(code: number, message: string): HttpError {
  return new HttpError(404, code, `Not found: ${message}`);
}
