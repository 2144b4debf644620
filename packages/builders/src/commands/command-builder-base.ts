import type {
  ApplicationCommandType,
  ApplicationIntegrationType,
  CommandJSONBase,
  CommandJSONByType,
  InteractionContextType,
  Locale,
  LocalizationDictionary,
} from '@slashkit/api';
import { describe, expectBoolean, expectString } from '../internal/argument-checks.js';
import {
  cloneLocalizations,
  type LocalizationInput,
  setLocalization,
  setLocalizations,
} from '../internal/localizations.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import type { ToJSONOptions } from '../types/to-json-options.js';
import { assertValidCommand } from '../validation/assert-valid-command.js';

/**
 * What every command builder has: the name's localizations, permissions, install and interaction contexts,
 * the age restriction, and a `toJSON()` that validates the whole body once. `setName` lives on each
 * command class because it changes the class's type.
 * @example
 * new UserCommandBuilder().setName('Wave').setContexts(InteractionContextType.Guild).setNSFW(false);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 * @internal
 */
export abstract class CommandBuilderBase<
  Type extends ApplicationCommandType,
  JSON extends CommandJSONBase = CommandJSONByType[Type],
> {
  /** The command type (1-4). */
  abstract readonly type: Type;
  /** The command name; empty until `setName`. */
  readonly name: string = '';
  /** Localized names, keyed by locale. */
  readonly name_localizations: LocalizationDictionary | null | undefined = undefined;
  /** The permission bit set a member needs by default, as a decimal string; `null` for none. */
  readonly default_member_permissions: string | null | undefined = undefined;
  /** @deprecated Use `contexts`. */
  readonly dm_permission: boolean | undefined = undefined;
  /** @deprecated Use `default_member_permissions`. */
  readonly default_permission: boolean | undefined = undefined;
  /** Where the app must be installed for the command to show (global commands only). */
  readonly integration_types: ApplicationIntegrationType[] | undefined = undefined;
  /** Where in the client the command can be used (global commands only). */
  readonly contexts: InteractionContextType[] | undefined = undefined;
  /** Whether the command is age-restricted. */
  readonly nsfw: boolean | undefined = undefined;

  /**
   * Sets the command name for one locale; `null` removes the translation on the wire.
   * @example
   * command.setNameLocalization('fr', 'lancer');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setNameLocalization(locale: Locale, localizedName: string | null): this {
    setLocalization(this, 'name_localizations', locale, localizedName);
    return this;
  }

  /**
   * Replaces every localized name; `null` sends `null` (no translations), `undefined` leaves the field out.
   * @example
   * command.setNameLocalizations({ fr: 'lancer', de: 'werfen' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setNameLocalizations(localizedNames: LocalizationInput | null | undefined): this {
    setLocalizations(this, 'name_localizations', localizedNames);
    return this;
  }

  /**
   * Sets the permissions a member needs to see and use the command by default: a bit set as a bigint,
   * number or decimal string; `'0'` hides it from everyone but admins; `null` removes the restriction.
   * @example
   * command.setDefaultMemberPermissions(PermissionFlags.ManageGuild);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
   */
  setDefaultMemberPermissions(permissions: bigint | number | string | null | undefined): this {
    let value: string | null | undefined;
    if (typeof permissions === 'bigint') value = permissions.toString();
    else if (typeof permissions === 'number') {
      if (!Number.isSafeInteger(permissions)) {
        throw new TypeError(
          `default member permissions must be a whole number (got ${permissions}) — use a bigint`,
        );
      }
      value = String(permissions);
    } else if (typeof permissions === 'string' || permissions === null || permissions === undefined) {
      value = permissions;
    } else {
      throw new TypeError(
        `default member permissions must be a bigint, number, string or null (got ${describe(permissions)})`,
      );
    }
    (this as { default_member_permissions: string | null | undefined }).default_member_permissions = value;
    return this;
  }

  /**
   * Sets whether a global command can be used in DMs with the app; `null` or `undefined` leaves the field
   * out (the service's default: usable in DMs).
   * @deprecated Use `setContexts()`, with or without `InteractionContextType.BotDM`.
   * @example
   * command.setContexts(InteractionContextType.Guild); // instead of setDMPermission(false)
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
   */
  setDMPermission(enabled: boolean | null | undefined): this {
    if (enabled !== null && enabled !== undefined) expectBoolean(enabled, 'dm_permission');
    // Discord's docs type the field as a boolean; discord-api-types' request bodies have no null either.
    (this as { dm_permission: boolean | undefined }).dm_permission = enabled ?? undefined;
    return this;
  }

  /**
   * Sets whether the command is enabled by default when the app joins a guild.
   * @deprecated Use `setDefaultMemberPermissions()` (`'0'` disables the command for everyone but admins).
   * @example
   * command.setDefaultMemberPermissions('0'); // instead of setDefaultPermission(false)
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
   */
  setDefaultPermission(value: boolean): this {
    expectBoolean(value, 'default_permission');
    (this as { default_permission: boolean }).default_permission = value;
    return this;
  }

  /**
   * Sets the installation contexts (guild install, user install) the command is available in; replaces
   * earlier ones. Global commands only.
   * @example
   * command.setIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts}
   */
  setIntegrationTypes(...integrationTypes: RestOrArray<ApplicationIntegrationType>): this {
    (this as { integration_types: ApplicationIntegrationType[] }).integration_types = numbers(
      normalizeArray(integrationTypes),
      'integration type',
    );
    return this;
  }

  /**
   * Sets where in the client the command can be used (guild, bot DM, private channel); replaces earlier
   * ones; `null` leaves the field out, which the service reads as every context (as it reads `null` in a
   * create body; discord-api-types' request bodies have no null). Global commands only.
   * @example
   * command.setContexts(InteractionContextType.Guild, InteractionContextType.BotDM);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts}
   */
  setContexts(...contexts: RestOrArray<InteractionContextType> | [null]): this {
    (this as { contexts: InteractionContextType[] | undefined }).contexts =
      contexts[0] === null
        ? undefined
        : numbers(normalizeArray(contexts as RestOrArray<InteractionContextType>), 'context');
    return this;
  }

  /**
   * Marks the command age-restricted (the default when called without an argument) or not.
   * @example
   * command.setNSFW(true);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#agerestricted-commands | Age-restricted commands}
   */
  setNSFW(nsfw = true): this {
    expectBoolean(nsfw, 'nsfw');
    (this as { nsfw: boolean }).nsfw = nsfw;
    return this;
  }

  /**
   * The command as the wire carries it, a fresh object each call, validated once against every documented
   * rule (for the global scope unless told otherwise). Throws a `CommandValidationError` listing every
   * problem with its JSON path.
   * @example
   * await rest.commands.createGlobalCommand(command.toJSON());
   * const guildBody = command.toJSON({ scope: 'guild' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command},
   *   {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command-json-params | Create Guild Application Command}
   */
  toJSON(options?: ToJSONOptions): JSON {
    const body = this.buildBody();
    if (options?.validate !== false) assertValidCommand(body, options?.scope ?? 'global');
    return body;
  }

  /** Builds the body without validating it. @internal */
  protected abstract buildBody(): JSON;

  /** Adds the fields every command type shares to `body`, after the type-specific ones. @internal */
  protected addCommonFields<Body extends CommandJSONBase>(body: Body): Body {
    if (this.default_member_permissions !== undefined) {
      body.default_member_permissions = this.default_member_permissions;
    }
    if (this.dm_permission !== undefined) body.dm_permission = this.dm_permission;
    if (this.default_permission !== undefined) body.default_permission = this.default_permission;
    if (this.integration_types !== undefined) body.integration_types = [...this.integration_types];
    if (this.contexts !== undefined) body.contexts = [...this.contexts];
    if (this.nsfw !== undefined) body.nsfw = this.nsfw;
    return body;
  }

  /** The type and name, with the name's localizations. @internal */
  protected nameFields(): CommandJSONBase & { type: Type } {
    const body: CommandJSONBase & { type: Type } = { type: this.type, name: this.name };
    if (this.name_localizations !== undefined)
      body.name_localizations = cloneLocalizations(this.name_localizations);
    return body;
  }

  /** Stores the name; each subclass's typed `setName` calls it. @internal */
  protected storeName(name: string): void {
    expectString(name, 'name');
    (this as { name: string }).name = name;
  }
}

/** Checks that every item is a number (an enum value) and returns a fresh array. */
function numbers<T>(values: T[], what: string): T[] {
  for (const value of values) {
    if (typeof value !== 'number')
      throw new TypeError(`each ${what} must be a number (got ${describe(value)})`);
  }
  return [...values];
}
