import { isJsonObject, isLocale, isSnowflake, type Locale } from '@slashkit/api';
import { badRequest as bad } from '../../http/http-error.js';

/**
 * What `POST /_emulator/interactions` and `POST /_emulator/autocomplete` take: who runs which command,
 * where, with which options.
 */
export interface InvocationRequest {
  /** The application whose command runs; default: the primary application. */
  applicationId?: string;
  /** The user running the command. */
  userId: string;
  /** The guild; omit for a DM with the app (context BOT_DM) or a private channel (context 2). */
  guildId?: string;
  /** The channel in the guild (a thread works too); ignored in DMs. */
  channelId?: string;
  /** The interaction context: 0 GUILD (with guildId), 1 BOT_DM (default without guildId), 2 PRIVATE_CHANNEL. */
  context?: 0 | 1 | 2;
  /** The command's name (default or localized in the user's locale). */
  name: string;
  /** Command type: 1 CHAT_INPUT (default), 2 USER, 3 MESSAGE, 4 PRIMARY_ENTRY_POINT. */
  type?: 1 | 2 | 3 | 4;
  /** Options as a user enters them: `{ sides: 6 }`, or `{ group?, subcommand, options: {...} }`. */
  options?: Record<string, unknown>;
  /** USER commands: the user acted on; MESSAGE commands: a message in the channel. */
  targetId?: string;
  /** The client's language; default: the user's settings locale. */
  locale?: Locale;
  /** The command version the user's client has loaded; a stale one is refused (read-repair). */
  commandVersion?: string;
  /** Autocomplete only: the option being typed. */
  focused?: string;
}

const known: readonly string[] = Object.freeze([
  'applicationId',
  'userId',
  'guildId',
  'channelId',
  'context',
  'name',
  'type',
  'options',
  'targetId',
  'locale',
  'commandVersion',
  'focused',
]);

/** Checks the body of an invocation request; throws a 400 that names the first bad field and its fix. */
export function parseInvocationRequest(body: unknown, autocomplete: boolean): InvocationRequest {
  if (!isJsonObject(body))
    throw bad(
      'the body must be a JSON object such as { "userId": "…", "guildId": "…", "channelId": "…", "name": "roll" }',
    );
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !known.includes(k));
  if (unknown.length > 0) throw bad(`unknown field(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  const id = (field: string, required: boolean): string | undefined => {
    const value = input[field];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || !isSnowflake(value))
      throw bad(`${field}: expected a snowflake id string; see GET /_emulator/world for the ids`);
    return value;
  };
  if (typeof input.name !== 'string' || input.name.length === 0)
    throw bad('name: the command name is required, e.g. "roll"');
  const type = input.type ?? 1;
  if (type !== 1 && type !== 2 && type !== 3 && type !== 4)
    throw bad('type: expected 1 (CHAT_INPUT), 2 (USER), 3 (MESSAGE) or 4 (PRIMARY_ENTRY_POINT)');
  if (input.context !== undefined && input.context !== 0 && input.context !== 1 && input.context !== 2)
    throw bad('context: expected 0 (GUILD), 1 (BOT_DM) or 2 (PRIVATE_CHANNEL)');
  if (
    input.options !== undefined &&
    (typeof input.options !== 'object' || input.options === null || Array.isArray(input.options))
  )
    throw bad(
      'options: expected an object such as { "sides": 6 } or { "subcommand": "add", "options": { … } }',
    );
  if (input.locale !== undefined && !isLocale(input.locale))
    throw bad(`locale: ${JSON.stringify(input.locale)} is not a known locale (e.g. en-US, fr, es-419)`);
  if (autocomplete && (typeof input.focused !== 'string' || input.focused.length === 0))
    throw bad('focused: name the option being typed, e.g. "query" (autocomplete needs one focused option)');
  if (!autocomplete && input.focused !== undefined)
    throw bad('focused: only POST /_emulator/autocomplete takes a focused option');
  if (autocomplete && type !== 1) throw bad('type: only CHAT_INPUT (1) commands have autocomplete');
  const request: InvocationRequest = { userId: id('userId', true)!, name: input.name, type };
  const applicationId = id('applicationId', false);
  const guildId = id('guildId', false);
  const channelId = id('channelId', false);
  const targetId = id('targetId', false);
  if (applicationId !== undefined) request.applicationId = applicationId;
  if (guildId !== undefined) request.guildId = guildId;
  if (channelId !== undefined) request.channelId = channelId;
  if (targetId !== undefined) request.targetId = targetId;
  if (input.context !== undefined) request.context = input.context;
  if (input.options !== undefined) request.options = input.options as Record<string, unknown>;
  if (input.locale !== undefined) request.locale = input.locale as Locale;
  if (input.commandVersion !== undefined) {
    if (typeof input.commandVersion !== 'string' || !isSnowflake(input.commandVersion))
      throw bad(
        'commandVersion: expected the version snowflake string of the command as the client loaded it',
      );
    request.commandVersion = input.commandVersion;
  }
  if (typeof input.focused === 'string') request.focused = input.focused;
  return request;
}
