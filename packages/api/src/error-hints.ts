import { RESTJSONErrorCodes } from './error-codes.js';
import { Limits } from './limits.js';

const caps = `${Limits.chatInputCommands} CHAT_INPUT, ${Limits.userCommands} USER, ${Limits.messageCommands} MESSAGE and ${Limits.primaryEntryPointCommands} PRIMARY_ENTRY_POINT`;

/**
 * Advice for the JSON error codes whose message alone does not say how to fix the failure, keyed by code:
 * the one place these texts live, for the SDK's errors and the emulator's answers alike. Read it with
 * {@link errorCodeHint}, which looks up own properties only.
 * @example
 * ErrorCodeHints[RESTJSONErrorCodes.MaximumDailyApplicationCommandCreates]; // 'at most 200 commands …'
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes | JSON error codes},
 *   {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export const ErrorCodeHints: Readonly<Partial<Record<number, string>>> = Object.freeze({
  [RESTJSONErrorCodes.MaximumApplicationCommands]: `a scope (global, or one guild) holds at most ${caps} commands: delete the ones you no longer use (syncCommands with deleteUnknown: true deletes them, and deletes before it creates when a type is full), or fold several into subcommands.`,
  // The emulator counts every POST (a create that overwrites a same-name command included) and the new
  // commands of a bulk overwrite; a PATCH never counts. The text says exactly that.
  [RESTJSONErrorCodes.MaximumDailyApplicationCommandCreates]: `at most ${Limits.dailyCommandCreates} commands may be created per day in each scope (every guild, and global); every POST counts, even one that overwrites a same-name command, and so does each new command of a bulk overwrite, while edits (PATCH) do not. Use syncCommands, which edits changed commands instead of re-creating them, and wait up to 24 hours (or use a test guild meanwhile).`,
  [RESTJSONErrorCodes.UnknownInteraction]:
    'the interaction is unknown or its first answer came too late: answer (or defer) within 3 seconds, once, through the callback endpoint of that interaction.',
  [RESTJSONErrorCodes.InteractionAlreadyAcknowledged]:
    'each interaction takes exactly one answer through the callback endpoint; after it, edit the original response or send follow-up messages instead.',
  [RESTJSONErrorCodes.InvalidWebhookToken]:
    'an interaction token stays valid for 15 minutes after the interaction: edits and follow-ups after that fail; send a new message through the bot instead.',
  [RESTJSONErrorCodes.IndexNotYetAvailable]:
    "the guild's search index is still being built (answered with 202, not an error status): ask again after the body's retry_after seconds (a short delay when it is 0).",
  [RESTJSONErrorCodes.NotAuthorizedForApplication]:
    'the token belongs to another application than the one in the path: use the application id of the bot whose token you send.',
});

/**
 * Advice for a refused permission edit (401/403 on PUT command permissions), whatever its JSON code: the
 * service accepts only a user's Bearer token there.
 * @example
 * if (status === 403) console.log(PermissionsEditHint);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/reference#authentication | Authentication}
 */
export const PermissionsEditHint =
  'permission edits need a Bearer token of a user with MANAGE_GUILD and MANAGE_ROLES in the guild, with scope applications.commands.permissions.update.';

/**
 * The hint for a JSON error code, or `undefined` when the service's message says enough.
 * @example
 * errorCodeHint(30032); // 'a scope (global, or one guild) holds at most 100 CHAT_INPUT, …'
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes | JSON error codes}
 */
export function errorCodeHint(code: number): string | undefined {
  return Object.hasOwn(ErrorCodeHints, code) ? ErrorCodeHints[code] : undefined;
}
