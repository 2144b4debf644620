import { ApplicationFlags, Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness } from '../harness.js';

// What a bot changes about its app and itself (issue 37): Edit Current Application and Leave Guild. Run
// last: the second app leaves the guild.

const UNKNOWN = '1250000000000009999';
// A 1×1 PNG: an avatar or an app icon, read by its bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const second = (h: Harness) => h.sdkWith(h.emu.world.applications[1]!.botToken, 'Bot');

export const appSettingsCases: Case[] = [
  {
    op: Endpoints.updateMyApplication,
    status: 200,
    as: 'Bot',
    what: 'tags, install params, a limited intent flag, an icon and a cover image',
    run: (h) =>
      h.sdk.applications.editCurrentApplication({
        icon: PNG,
        cover_image: PNG,
        tags: ['utility', 'games'],
        install_params: { scopes: ['applications.commands', 'bot'], permissions: '2048' },
        flags: h.emu.world.application.flags | ApplicationFlags.GatewayMessageContentLimited,
      }),
  },
  {
    op: Endpoints.updateMyApplication,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a flag the API may not set',
    run: (h) =>
      h.sdk.applications
        .editCurrentApplication({ flags: h.emu.world.application.flags | ApplicationFlags.GatewayPresence })
        .catch(() => undefined),
  },
  {
    op: Endpoints.updateMyUser,
    status: 200,
    as: 'Bot',
    what: 'the bot takes an avatar, its username unchanged',
    run: (h) => h.sdk.users.editCurrentUser({ avatar: PNG }),
  },
  {
    op: Endpoints.updateMyUser,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a username with "discord" in it',
    run: (h) => h.sdk.users.editCurrentUser({ username: 'discord helper' }).catch(() => undefined),
  },
  {
    op: Endpoints.leaveGuild,
    status: 204,
    as: 'Bot',
    what: 'the second bot leaves the guild',
    run: (h) => second(h).users.leaveGuild(GUILD),
  },
  {
    op: Endpoints.leaveGuild,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'a guild the bot is not in',
    run: (h) => h.sdk.users.leaveGuild(UNKNOWN).catch(() => undefined),
  },
];
