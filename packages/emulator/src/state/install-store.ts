import type { Snowflake } from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';

/** The user installs an {@link InstallStore} recorded, as plain JSON: per application, who installed it. */
export type InstallStoreSnapshot = { applicationId: Snowflake; userIds: Snowflake[] }[];

/**
 * Who installed which application to their account. Guild installs live on the application
 * (`guildIds`, as the world file sets them); user installs are kept here: until a user install or uninstall
 * is recorded for an application, every human user of the world counts as having installed it (the
 * seeded world's convenience); after that, only the users recorded.
 * @see {@link https://discord.com/developers/docs/resources/application#installation-context | Installation context}
 */
export class InstallStore {
  /** Per application id, the users who installed it; absent means "every user" (the seeded default). */
  readonly #users = new Map<Snowflake, Set<Snowflake>>();

  /** A store holding the installs of a snapshot (checked), in their order. */
  static restore(snapshot: InstallStoreSnapshot): InstallStore {
    const store = new InstallStore();
    for (const { applicationId, userIds } of snapshot) store.#users.set(applicationId, new Set(userIds));
    return store;
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

  /**
   * Records a user install (integration type 1). `humans` are the world's human users: the first recorded
   * change starts from what was true before it, every one of them.
   */
  installForUser(application: EmulatorApplication, userId: Snowflake, humans: readonly Snowflake[]): void {
    this.#explicit(application, humans).add(userId);
  }

  /** Removes a user install; returns whether the user had it. `humans` as for {@link installForUser}. */
  uninstallForUser(
    application: EmulatorApplication,
    userId: Snowflake,
    humans: readonly Snowflake[],
  ): boolean {
    return this.#explicit(application, humans).delete(userId);
  }

  /** The recorded user installs as plain JSON: the store's snapshot. */
  snapshot(): InstallStoreSnapshot {
    return [...this.#users].map(([applicationId, users]) => ({ applicationId, userIds: [...users] }));
  }

  #explicit(application: EmulatorApplication, humans: readonly Snowflake[]): Set<Snowflake> {
    let users = this.#users.get(application.id);
    if (!users) {
      users = new Set(humans);
      this.#users.set(application.id, users);
    }
    return users;
  }
}
