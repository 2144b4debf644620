import {
  type APIGuildTemplate,
  Endpoints,
  type RESTPatchAPIGuildTemplateJSONBody,
  type RESTPostAPIGuildTemplateJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * Guild templates (`rest.templates`, Bot token): a guild's one template (Manage Guild), and any template
 * by its code.
 * @example
 * const template = await rest.templates.createGuildTemplate(guildId, { name: 'Study group' });
 * @see {@link https://discord.com/developers/docs/resources/guild-template | Guild Template resource}
 */
export class TemplatesAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A template by its code (`GET /guilds/templates/{template.code}`): the guild it makes; 404/10057 for an
   * unknown code.
   * @example
   * const { serialized_source_guild } = await rest.templates.getGuildTemplate('hgM48av5Q69A');
   * @see {@link https://discord.com/developers/docs/resources/guild-template#get-guild-template | Get Guild Template}
   */
  getGuildTemplate(code: string, options?: CallOptions): Promise<APIGuildTemplate> {
    return this.#core.send(Endpoints.getGuildTemplate, { code }, undefined, options);
  }

  /**
   * The guild's templates (`GET /guilds/{guild.id}/templates`; Manage Guild): none or one.
   * @example
   * const [template] = await rest.templates.getGuildTemplates(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild-template#get-guild-templates | Get Guild Templates}
   */
  getGuildTemplates(guildId: Snowflake, options?: CallOptions): Promise<APIGuildTemplate[]> {
    return this.#core.send(Endpoints.listGuildTemplates, { guildId }, undefined, options);
  }

  /**
   * Makes the guild's template from the guild as it is (`POST /guilds/{guild.id}/templates`; Manage
   * Guild): `name` 1-100 characters, `description` at most 120; 400/30031 when it has one already.
   * @example
   * await rest.templates.createGuildTemplate(guildId, { name: 'Study group', description: 'For a class' });
   * @see {@link https://discord.com/developers/docs/resources/guild-template#create-guild-template | Create Guild Template}
   */
  createGuildTemplate(
    guildId: Snowflake,
    body: RESTPostAPIGuildTemplateJSONBody,
    options?: CallOptions,
  ): Promise<APIGuildTemplate> {
    return this.#core.send(Endpoints.createGuildTemplate, { guildId }, body, options);
  }

  /**
   * Takes the guild as it is now into its template (`PUT /guilds/{guild.id}/templates/{template.code}`;
   * Manage Guild).
   * @example
   * await rest.templates.syncGuildTemplate(guildId, code);
   * @see {@link https://discord.com/developers/docs/resources/guild-template#sync-guild-template | Sync Guild Template}
   */
  syncGuildTemplate(guildId: Snowflake, code: string, options?: CallOptions): Promise<APIGuildTemplate> {
    return this.#core.send(Endpoints.syncGuildTemplate, { guildId, code }, undefined, options);
  }

  /**
   * Renames or redescribes the guild's template (`PATCH /guilds/{guild.id}/templates/{template.code}`;
   * Manage Guild).
   * @example
   * await rest.templates.editGuildTemplate(guildId, code, { description: null });
   * @see {@link https://discord.com/developers/docs/resources/guild-template#modify-guild-template | Modify Guild Template}
   */
  editGuildTemplate(
    guildId: Snowflake,
    code: string,
    body: RESTPatchAPIGuildTemplateJSONBody,
    options?: CallOptions,
  ): Promise<APIGuildTemplate> {
    return this.#core.send(Endpoints.updateGuildTemplate, { guildId, code }, body, options);
  }

  /**
   * Deletes the guild's template (`DELETE /guilds/{guild.id}/templates/{template.code}`; Manage Guild) and
   * answers it as it was.
   * @example
   * await rest.templates.deleteGuildTemplate(guildId, code);
   * @see {@link https://discord.com/developers/docs/resources/guild-template#delete-guild-template | Delete Guild Template}
   */
  deleteGuildTemplate(guildId: Snowflake, code: string, options?: CallOptions): Promise<APIGuildTemplate> {
    return this.#core.send(Endpoints.deleteGuildTemplate, { guildId, code }, undefined, options);
  }
}
