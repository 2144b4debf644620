// The guided demo: the emulator, the example bots, a scripted member and moderator, and a game login.
import { ApplicationCommandPermissionType } from '@slashkit/api';
import { AuthorizationArgs, DefaultCommunicationScopes, OAuth2Scopes } from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';
import { startEmulator } from '@slashkit/emulator';
import { commands, startWebhookBot } from '@slashkit/example-webhook-bot';
import { createGatewayClient } from '@slashkit/interactions/gateway';
import { REST, type SyncResult, syncCommands } from '@slashkit/rest';
import { playComponentsChapter } from './components-chapter.js';
import { EmulatorSession, type Invocation, RefusedInvocation } from './emulator-session.js';
import { transcript as say } from './transcript.js';

/** Options of {@link runDemo}. */
export interface DemoOptions {
  /** Leave the emulator running at the end and print its URL. */
  keepOpen?: boolean;
}

const EPHEMERAL = 1 << 6;

/** A message as the user sees it: "(thinking…)" for a deferred reply, a note on ephemeral ones. */
const describe = (message: { content: string; flags?: number }): string =>
  (message.content || '(thinking…)') + ((message.flags ?? 0) & EPHEMERAL ? '  (only you can see this)' : '');

const describePlan = (result: SyncResult): string[] =>
  result.operations.map(
    (op) => `${{ create: '+', update: '~', delete: '-' }[op.action]} ${op.action} ${op.name}`,
  );

/** Runs the whole scenario; resolves when it is done (and everything is stopped, unless `keepOpen`). */
export async function runDemo({ keepOpen = false }: DemoOptions = {}): Promise<void> {
  const emulator = await startEmulator({ port: 0, rateLimits: 'on' });
  const { world } = emulator;
  const app = world.application;
  const guildId = world.guild.id;
  const user = (name: string) => world.users.find((u) => u.username === name)!;
  const [member, moderator, admin] = [user('member'), user('moderator'), user('admin')];
  const general = world.guild.channels.find((c) => c.name === 'general')!.id;
  const botName = app.bot.username;
  const session = new EmulatorSession(emulator.url);
  const stops: (() => Promise<void>)[] = [() => emulator.stop()];

  try {
    say.chapter('1. A local service');
    say.ok(`emulator listening at ${emulator.url} (API ${emulator.apiBaseUrl})`);
    say.note(
      `web client: ${emulator.url}/_emulator/client/ (pick a user and a channel, type / to use the bot)`,
    );
    say.note(`seeded world: app "${app.name}", guild "${world.guild.name}", ${world.users.length} users`);

    say.chapter('2. The bot and its commands');
    const bot = await startWebhookBot({
      publicKey: app.publicKey,
      applicationId: app.id,
      apiBaseUrl: emulator.apiBaseUrl,
      dependencies: { random: () => 0.7, buildReport: async () => 'Week 47: 12 new members, 340 messages' },
    });
    stops.unshift(() => bot.stop());
    say.ok(`webhook bot listening at ${bot.url}`);
    const rest = new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl });
    const first = await syncCommands(rest, { applicationId: app.id, commands });
    say.note('syncCommands: the plan');
    for (const line of describePlan(first)) say.note(`  ${line}`);
    const second = await syncCommands(rest, { applicationId: app.id, commands });
    say.ok(
      second.operations.length === 0
        ? 'second sync: nothing to do (one read, zero writes)'
        : `second sync: ${second.operations.length} change(s)?`,
    );
    await session.setInteractionsEndpoint(app.id, bot.url);
    say.ok('interactions endpoint saved (the emulator checked it answers PING and refuses a bad signature)');

    const inGeneral = (who: { id: string }, rest: Omit<Invocation, 'userId'>): Invocation => ({
      userId: who.id,
      guildId,
      channelId: general,
      ...rest,
    });
    const run = async (
      who: { username: string; id: string },
      shown: string,
      invocation: Omit<Invocation, 'userId'>,
    ) => {
      say.user(who.username, shown);
      const outcome = await session.run(inGeneral(who, invocation));
      for (const message of outcome.messages) say.answer(botName, describe(message));
      return outcome;
    };

    say.chapter('3. A member uses the bot');
    await run(member, '/roll sides:20 label:initiative', {
      name: 'roll',
      options: { sides: 20, label: 'initiative' },
    });
    say.user(member.username, '/pizza size:large topping:pe▌ (typing)');
    const suggestions = await session.autocomplete({
      ...inGeneral(member, { name: 'pizza', options: { size: 'large', topping: 'pe' } }),
      focused: 'topping',
    });
    say.answer(botName, `suggests: ${(suggestions.choices ?? []).map((c) => c.name).join(', ')}`);
    await run(member, '/pizza size:large topping:pepperoni', {
      name: 'pizza',
      options: { size: 'large', topping: 'pepperoni' },
    });
    await run(member, '/tag add name:release', {
      name: 'tag',
      options: { subcommand: 'add', options: { name: 'release' } },
    });
    await run(member, '/tag list', { name: 'tag', options: { subcommand: 'list' } });
    await run(member, 'High Five → moderator (user menu)', {
      name: 'High Five',
      type: 2,
      targetId: moderator.id,
    });
    const posted = await session.postMessage({
      guildId,
      channelId: general,
      authorId: moderator.id,
      content: 'Ship it on Friday.',
    });
    say.note(`${moderator.username} wrote "Ship it on Friday." in #general`);
    await run(member, 'Quote → that message (message menu)', { name: 'Quote', type: 3, targetId: posted.id });
    const report = await run(member, '/report', { name: 'report' });
    const later = await session.waitForMessages(report.interactionId, 2);
    for (const message of later) say.answer(botName, describe(message));
    say.note('the bot deferred, then edited its reply and sent a follow-up through @slashkit/rest');

    say.chapter('4. Permissions: /announce is for server managers');
    try {
      await run(member, '/announce text:"Pizza party on Friday!"', {
        name: 'announce',
        options: { text: 'Pizza party on Friday!' },
      });
      say.refused('the member was allowed, which the scenario did not expect');
    } catch (error) {
      if (!(error instanceof RefusedInvocation)) throw error;
      say.refused(`refused: ${error.message}`);
    }

    const gateway = createGatewayClient({ token: app.botToken, apiBaseUrl: emulator.apiBaseUrl });
    const update = new Promise<string>((resolve) =>
      gateway.on('applicationCommandPermissionsUpdate', (payload) =>
        resolve(`${payload.permissions.length} overwrite(s) on command ${payload.id}`),
      ),
    );
    await gateway.connect();
    stops.unshift(() => gateway.close());
    say.note('the bot also holds a gateway connection, for permission updates');

    say.user(moderator.username, 'logs in with OAuth2 + PKCE to manage command permissions');
    const auth = new NodeAuthClient({
      applicationId: app.id,
      clientSecret: app.clientSecret,
      authorizeOrigin: emulator.url,
      apiBaseUrl: emulator.apiBaseUrl,
    });
    const login = await auth.authorize(
      new AuthorizationArgs().setScopes(
        `${OAuth2Scopes.Identify} ${OAuth2Scopes.ApplicationsCommandsPermissionsUpdate}`,
      ),
      {
        // A real login opens the browser here; the demo consents as the moderator without one.
        openUrl: async (url) => {
          const { redirectUrl } = await session.consent(moderator.id, url);
          await fetch(redirectUrl);
        },
      },
    );
    const token = await auth.exchangeCode(login);
    say.ok(`moderator signed in; token scopes: ${token.scope}`);
    const announce = second.commands.find((c) => c.name === 'announce')!;
    await rest.permissions.editCommandPermissions(
      app.id,
      guildId,
      announce.id,
      { permissions: [{ id: member.id, type: ApplicationCommandPermissionType.User, permission: true }] },
      { bearerToken: token.accessToken },
    );
    say.user(moderator.username, `allows ${member.username} to use /announce`);
    say.answer('bot (gateway)', `APPLICATION_COMMAND_PERMISSIONS_UPDATE: ${await update}`);
    await run(member, '/announce text:"Pizza party on Friday!"', {
      name: 'announce',
      options: { text: 'Pizza party on Friday!' },
    });
    await run(admin, '/tag admin clear', { name: 'tag', options: { group: 'admin', subcommand: 'clear' } });

    await playComponentsChapter(emulator, session, stops);

    say.chapter('6. A game logs a player in');
    const activityApp = world.applications.find((a) => a.id !== app.id)!;
    const game = new NodeAuthClient({ authorizeOrigin: emulator.url, apiBaseUrl: emulator.apiBaseUrl });
    game.setApplicationId(activityApp.id);
    const args = new AuthorizationArgs().setScopes(DefaultCommunicationScopes);
    say.note(`AuthorizationArgs: scopes "${args.scopes}", PKCE challenge created by authorize()`);
    const player = await game.authorize(args, {
      openUrl: async (url) => {
        say.note(
          `authorize URL: ${new URL(url).pathname}?client_id=${activityApp.id}&code_challenge_method=S256…`,
        );
        const { redirectUrl } = await session.consent(member.id, url);
        await fetch(redirectUrl);
      },
    });
    const playerToken = await game.exchangeCode(player);
    say.ok(`${member.username} logged in to "${activityApp.name}"; scopes: ${playerToken.scope}`);

    if (keepOpen) {
      stops.length = 0;
      say.highlight(
        `\nThe emulator is still running at ${emulator.url} — open ${emulator.url}/_emulator/client/ to use the bots yourself; press Ctrl+C to stop.`,
      );
    } else {
      say.chapter('Done. Everything ran locally: no account, no network.');
      say.note(
        'To keep the emulator and its web client open at the end and use the bots yourself: pnpm demo --keep-open',
      );
      say.note(
        'To run your own bot against it: npx slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts (see the README)',
      );
    }
  } finally {
    for (const stop of stops) await stop();
  }
}
