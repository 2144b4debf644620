import type { APIGuildTemplateSerializedGuild, Snowflake } from '@slashkit/api';

/** A guild's template as the emulator keeps it: its code, metadata and the guild as last synced. */
export interface EmulatorGuildTemplate {
  code: string;
  guildId: Snowflake;
  name: string;
  description: string | null;
  usageCount: number;
  creatorId: Snowflake;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the last sync. */
  updatedAt: string;
  /** The guild as the template makes it (placeholder ids). */
  serialized: APIGuildTemplateSerializedGuild;
}

/**
 * The guilds' templates by code, in the order they were made (a guild holds at most one; the routes
 * judge that).
 */
export class GuildTemplateStore {
  readonly #templates = new Map<string, EmulatorGuildTemplate>();

  /** A store holding the templates of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorGuildTemplate[]): GuildTemplateStore {
    const store = new GuildTemplateStore();
    for (const template of snapshot) store.set(template);
    return store;
  }

  /** Every template as plain JSON, in the order they were made: the store's snapshot. */
  snapshot(): EmulatorGuildTemplate[] {
    return [...this.#templates.values()].map(copy);
  }

  /** The template with this code (a copy), if any. */
  get(code: string): EmulatorGuildTemplate | undefined {
    const template = this.#templates.get(code);
    return template ? copy(template) : undefined;
  }

  /** The guild's templates (copies). */
  ofGuild(guildId: Snowflake): EmulatorGuildTemplate[] {
    return [...this.#templates.values()].filter((t) => t.guildId === guildId).map(copy);
  }

  /** Adds a template or replaces the one with its code (a copy is kept). */
  set(template: EmulatorGuildTemplate): void {
    this.#templates.set(template.code, copy(template));
  }

  /** Removes the template with this code; whether there was one. */
  delete(code: string): boolean {
    return this.#templates.delete(code);
  }
}

function copy(template: EmulatorGuildTemplate): EmulatorGuildTemplate {
  return { ...template, serialized: structuredClone(template.serialized) };
}
