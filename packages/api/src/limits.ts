/**
 * Every documented limit of application commands, as named constants.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export const Limits = {
  /** Global (and per-guild) CHAT_INPUT commands per app. */
  chatInputCommands: 100,
  /** Global (and per-guild) USER commands per app. */
  userCommands: 15,
  /** Global (and per-guild) MESSAGE commands per app. */
  messageCommands: 15,
  /** Global PRIMARY_ENTRY_POINT commands per app (none are allowed in guilds). */
  primaryEntryPointCommands: 1,
  /** Command creates per day, per guild and for the global scope. */
  dailyCommandCreates: 200,
  /** The window of the daily command creates, in milliseconds (a rolling day). */
  dailyCommandCreatesWindowMs: 24 * 60 * 60 * 1000,
  /** Options per command, subcommand or group. */
  options: 25,
  /** Choices per option. */
  choices: 25,
  /** Choices in an autocomplete result. */
  autocompleteChoices: 25,
  nameMinLength: 1,
  nameMaxLength: 32,
  descriptionMinLength: 1,
  descriptionMaxLength: 100,
  choiceNameMinLength: 1,
  choiceNameMaxLength: 100,
  choiceStringValueMaxLength: 100,
  minLengthMin: 0,
  minLengthMax: 6000,
  maxLengthMin: 1,
  maxLengthMax: 6000,
  /** Combined name, description and choice-value characters of one slash command. */
  commandTotalCharacters: 8000,
  /** Permission overwrites per command. */
  permissionOverwrites: 100,
  /** Smallest INTEGER option value: -2^53+1. */
  integerMin: Number.MIN_SAFE_INTEGER,
  /** Largest INTEGER option value: 2^53-1. */
  integerMax: Number.MAX_SAFE_INTEGER,
  /** Smallest NUMBER option value: -2^53. */
  numberMin: -(2 ** 53),
  /** Largest NUMBER option value: 2^53. */
  numberMax: 2 ** 53,
  /** File types on an ATTACHMENT option. */
  attachmentFileTypes: 10,
  /** Requests per second per bot across all routes (callbacks and interaction webhooks are exempt). */
  globalRequestsPerSecond: 50,
  /** The window of the global limit, in milliseconds. */
  globalRequestWindowMs: 1000,
  /** Invalid requests (401, 403, 429 except scope `shared`) allowed per window before a temporary ban. */
  invalidRequests: 10_000,
  /** The window of the invalid-request budget, in milliseconds. */
  invalidRequestWindowMs: 10 * 60 * 1000,
  /** How long the service waits for the first interaction response, in milliseconds. */
  interactionResponseDeadlineMs: 3000,
  /**
   * How long the service goes on retrying a Webhook Event its endpoint did not acknowledge (204 within
   * `interactionResponseDeadlineMs`), with exponential back-off, in milliseconds.
   */
  webhookEventRetryWindowMs: 10 * 60 * 1000,
  /** How long an interaction token stays valid for edits and follow-ups, in milliseconds. */
  interactionTokenLifetimeMs: 15 * 60 * 1000,
  /**
   * Follow-up messages per interaction of a user-installed app that is not installed where the interaction
   * happened (`authorizing_integration_owners` holds only USER_INSTALL); more answer 40094.
   */
  userInstallFollowUps: 5,
} as const;

/** Per-type command caps, indexed by command type. */
export const CommandCountLimits = {
  1: Limits.chatInputCommands,
  2: Limits.userCommands,
  3: Limits.messageCommands,
  4: Limits.primaryEntryPointCommands,
} as const;
