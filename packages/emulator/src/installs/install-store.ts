import { PermissionFlags, type Snowflake } from '@slashkit/api';
import type { EmulatorContext } from '../emulator-context.js';
import type { EmulatorApplication, EmulatorGuild } from '../world/world.js';

/** What a guild install adds: the app's commands, and with `bot` its bot user with a managed role. */
export interface GuildInstallInput {
  /** True when the `bot` scope was granted: the bot joins the guild. */
  bot: boolean;
  /** The decimal permission bit set of the bot's role (`permissions` of the authorize URL). */
  permissions: string;
}

/**
 * Who installed which application, the one place the emulator asks "may this app's commands run here?".
 * Guild installs live on the application (`guildIds`, as the world file sets them). User installs are
 * kept here: until a user install or uninstall is recorded for an application, every user of the world
 * counts as having installed it (the seeded world's convenience); after that, only the users recorded.
 * @see service-facts "Installing an app and knowing who logged in"
 */
export class InstallStore {
  /** Per application id, the users who installed it; absent means "every user" (the seeded default). */
  readonly #users = new Map<Snowflake, Set<Snowflake>>();
  readonly #context: EmulatorContext;

  constructor(context: EmulatorContext) {
    this.#context = context;
  }

  /** Whether the app is installed in the guild (guild install, `applications.commands`). */
  isInstalledInGuild(application: EmulatorApplication, guildId: Snowflake): boolean {
    return application.guildIds.includes(guildId);
  }

  /** Whether the user installed the app (user install); false for apps without user install. */
  isInstalledForUser(application: EmulatorApplication, userId: Snowflake): boolean {
    if (!application.integrationTypes.includes(1)) return false;
    const users = this.#users.get(application.id);
    return users ? users.has(userId) : true;
  }

  /** The users who installed the app, or `'everyone'` while no install was recorded. */
  userInstalls(application: EmulatorApplication): Snowflake[] | 'everyone' {
    const users = this.#users.get(application.id);
    return users ? [...users] : 'everyone';
  }

  /** Records a user install (integration type 1). */
  installForUser(application: EmulatorApplication, userId: Snowflake): void {
    this.#explicit(application).add(userId);
  }

  /** Removes a user install; returns whether the user had it. */
  uninstallForUser(application: EmulatorApplication, userId: Snowflake): boolean {
    return this.#explicit(application).delete(userId);
  }

  /**
   * Installs the app in a guild (integration type 0): its commands become usable there; with `bot`, the
   * bot user joins as a member with a managed role named after the app holding `permissions`.
   */
  installInGuild(application: EmulatorApplication, guild: EmulatorGuild, input: GuildInstallInput): void {
    if (!application.guildIds.includes(guild.id)) application.guildIds.push(guild.id);
    if (input.bot) {
      let role = guild.roles.find((r) => r.managed && r.name === application.bot.username);
      if (!role) {
        role = {
          id: this.#context.nextId(),
          name: application.bot.username,
          permissions: input.permissions,
          position: guild.roles.length,
          color: 0,
          hoist: false,
          mentionable: false,
          managed: true,
        };
        guild.roles.push(role);
      } else {
        role.permissions = input.permissions;
      }
      if (!guild.members.some((m) => m.userId === application.bot.id)) {
        guild.members.push({
          userId: application.bot.id,
          roles: [role.id],
          nick: null,
          joinedAt: new Date(this.#context.clock.now()).toISOString(),
        });
      }
    }
    this.#context.applicationChanged(application);
  }

  /** Removes the app from a guild: its commands stop working there and its bot and managed role leave. */
  uninstallFromGuild(application: EmulatorApplication, guild: EmulatorGuild): boolean {
    const had = application.guildIds.includes(guild.id);
    application.guildIds = application.guildIds.filter((id) => id !== guild.id);
    guild.members = guild.members.filter((m) => m.userId !== application.bot.id);
    guild.roles = guild.roles.filter((r) => !(r.managed && r.name === application.bot.username));
    if (had) this.#context.applicationChanged(application);
    return had;
  }

  /** Forgets every recorded user install (back to the seeded default). */
  clear(): void {
    this.#users.clear();
  }

  #explicit(application: EmulatorApplication): Set<Snowflake> {
    let users = this.#users.get(application.id);
    if (!users) {
      // The first recorded change starts from what was true before it: every human of the world.
      users = new Set(this.#context.world.users.filter((u) => !u.bot).map((u) => u.id));
      this.#users.set(application.id, users);
    }
    return users;
  }
}

/** Whether a user may install an app in a guild: a member holding MANAGE_GUILD (owners and admins do). */
export function canManageGuild(permissions: bigint | null): boolean {
  return permissions !== null && (permissions & PermissionFlags.ManageGuild) !== 0n;
}

// One store per emulator, keyed by its context (as the token endpoint's grant registry is), so two
// emulators in one process never share installs and the store goes when the emulator does.
const stores = new WeakMap<EmulatorContext, InstallStore>();

/**
 * The install store of one emulator: created on first use and emptied on reset. The interaction checks
 * call its queries; the authorize flow and the admin API record installs in it.
 */
export function installs(context: EmulatorContext): InstallStore {
  let store = stores.get(context);
  if (!store) {
    const created = new InstallStore(context);
    context.onReset(() => created.clear());
    stores.set(context, created);
    store = created;
  }
  return store;
}
