/**
 * JSON error codes the service answers with that matter to application commands and to what bots manage
 * (guilds, members, roles, bans, channels, invites), that the emulator answers with where the service does.
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes | JSON error codes}
 */
export const RESTJSONErrorCodes = {
  GeneralError: 0,
  UnknownApplication: 10002,
  UnknownChannel: 10003,
  UnknownGuild: 10004,
  UnknownIntegration: 10005,
  UnknownInvite: 10006,
  UnknownMember: 10007,
  UnknownMessage: 10008,
  UnknownOverwrite: 10009,
  UnknownRole: 10011,
  UnknownUser: 10013,
  /** A reaction's or a poll answer's custom emoji that does not exist (or a string that is no emoji). */
  UnknownEmoji: 10014,
  /** A webhook that does not exist (an interaction token used as a webhook before any response). */
  UnknownWebhook: 10015,
  UnknownBan: 10026,
  UnknownGuildTemplate: 10057,
  UnknownSticker: 10060,
  UnknownStickerPack: 10061,
  UnknownInteraction: 10062,
  UnknownApplicationCommand: 10063,
  UnknownApplicationCommandPermissions: 10066,
  /** A user who is in no voice channel of the guild. */
  UnknownVoiceState: 10065,
  UnknownStageInstance: 10067,
  UnknownGuildScheduledEvent: 10070,
  UnknownGuildScheduledEventUser: 10071,
  UnknownSound: 10097,
  /** An endpoint that refuses bot tokens (editing command permissions). */
  BotsCannotUseEndpoint: 20001,
  NotAuthorizedForApplication: 20012,
  /** A channel holds at most 250 pinned messages. */
  MaximumPins: 30003,
  MaximumRoles: 30005,
  /** Webhooks per channel (`WebhookLimits.perChannel`). */
  MaximumWebhooks: 30007,
  MaximumEmojis: 30008,
  /** A message holds at most 20 different reactions. */
  MaximumReactions: 30010,
  MaximumGuildChannels: 30013,
  /** A channel with 1000 permission overwrites. */
  MaximumOverwrites: 30060,
  MaximumInvites: 30016,
  MaximumAnimatedEmojis: 30018,
  /** A guild already has its one template. */
  GuildAlreadyHasTemplate: 30031,
  MaximumApplicationCommands: 30032,
  /** A thread holds at most 1000 members. */
  MaximumThreadParticipants: 30033,
  MaximumDailyApplicationCommandCreates: 30034,
  /** Too many bans of users who are not members (a bulk ban). */
  MaximumNonMemberBans: 30035,
  /** Scheduled events that have not ended, per guild. */
  MaximumUncompletedGuildScheduledEvents: 30038,
  MaximumStickers: 30039,
  MaximumSoundboardSounds: 30045,
  /** Webhooks per guild (`WebhookLimits.perGuild`). */
  MaximumGuildWebhooks: 30058,
  Unauthorized: 40001,
  RequestEntityTooLarge: 40005,
  /** Joining a guild one is banned from. */
  UserBannedFromGuild: 40007,
  /** Moving more than one channel to another category in one request. */
  OnlyOneParentChange: 40009,
  /** Moving, muting or deafening a member who is not in a voice channel. */
  TargetUserNotConnectedToVoice: 40032,
  /** A message of an announcement channel is crossposted once. */
  MessageAlreadyCrossposted: 40033,
  ApplicationCommandAlreadyExists: 40041,
  /** Posting in a forum or media channel itself (a post there is a thread with its first message). */
  CannotSendMessageInForumChannel: 40058,
  /** A post of a forum or media channel whose flags require a tag, started without one. */
  ForumPostTagRequired: 40067,
  InteractionAlreadyAcknowledged: 40060,
  FollowUpLimit: 40094,
  MissingAccess: 50001,
  /** The guild's widget is off (`widget.json`). */
  GuildWidgetDisabled: 50004,
  /** A guild-only action on a DM channel. */
  CannotExecuteActionOnDMChannel: 50003,
  /** Editing a message someone else wrote. */
  CannotEditMessageByAnotherUser: 50005,
  /** A message left with no content, embeds or components. */
  CannotSendEmptyMessage: 50006,
  /** A DM with a user the bot shares no guild with. */
  CannotSendMessagesToThisUser: 50007,
  /** Posting in a category, a forum or media channel (posts there are threads), or a directory. */
  CannotSendMessagesInNonTextChannel: 50008,
  MissingPermissions: 50013,
  InvalidToken: 50014,
  /** An action the channel's type does not take (typing in a category, following a text channel, a webhook in a thread). */
  /** Bulk delete takes 2 to 100 message ids. */
  BulkDeleteMessageCount: 50016,
  /** A message is pinned in the channel it was sent in. */
  PinInOtherChannel: 50019,
  /** A system message (a pin notice, a thread's creation) cannot be edited, pinned or crossposted. */
  CannotExecuteOnSystemMessage: 50021,
  /** An action the channel's type does not take (typing in a category, following a text channel). */
  CannotExecuteActionOnChannelType: 50024,
  InvalidOAuth2AccessToken: 50025,
  InvalidWebhookToken: 50027,
  /** A role that cannot be given or taken (a managed role, @everyone). */
  InvalidRole: 50028,
  /** Bulk delete takes no message older than two weeks. */
  MessageTooOldToBulkDelete: 50034,
  InvalidFormBody: 50035,
  InvalidAPIVersion: 50041,
  /** A file (emoji image, sticker, sound) over its size limit. */
  FileTooLarge: 50045,
  /** A file whose bytes are not of a type the route takes. */
  InvalidFileUploaded: 50046,
  /** An edit of a webhook the service runs itself (channel follower, application). */
  CannotModifySystemWebhook: 50073,
  /** A scheduled event started for an entity of another type. */
  ScheduledEventEntityTypeMismatch: 50091,
  /** An archived thread takes no message, edit or new member until it is unarchived. */
  ThreadArchived: 50083,
  /** The message's author (or the channel) blocks reactions from the user. */
  ReactionBlocked: 90001,
  InvalidJSON: 50109,
  /** A sticker, sound or image file the service cannot read. */
  InvalidFile: 50110,
  /** A file of a type the route does not take. */
  InvalidFileType: 50123,
  /** A soundboard sound longer than 5.2 seconds. */
  FileDurationTooLong: 50124,
  /** An image over the size the service can shrink it to (an emoji's 256 KiB). */
  AssetResizeBelowMaximumFailed: 50138,
  /** Sending a soundboard sound while server-muted, deafened or suppressed. */
  CannotSendVoiceEffectWhenMuted: 50167,
  /** The app's PRIMARY_ENTRY_POINT command cannot be removed while its Activities are enabled. */
  CannotRemovePrimaryEntryPointCommand: 50240,
  /** Search Guild Messages' 202: the guild's search index is not built yet (retry after `retry_after`). */
  IndexNotYetAvailable: 110000,
  /** A stage instance for a stage channel that already has one. */
  StageAlreadyOpen: 150006,
  /** An edit of a scheduled event that has ended or was canceled. */
  CannotUpdateFinishedEvent: 180000,
  /** A message AutoMod blocked. */
  MessageBlockedByAutomod: 200000,
  /** A title (a thread's, a scheduled event's) AutoMod blocked. */
  TitleBlockedByAutomod: 200001,
  /** A webhook message to a forum or media channel without `thread_name` or `thread_id`. */
  WebhookForumNeedsThread: 220001,
  /** A webhook message with both `thread_name` and `thread_id`. */
  WebhookForumThreadNameAndId: 220002,
  /** `thread_name` on a webhook whose channel is not a forum or media channel. */
  WebhookThreadsOnlyInForums: 220003,
  /** Replying in a thread takes Read Message History. */
  CannotReplyWithoutReadMessageHistory: 160002,
  /** A message starts one thread. */
  ThreadAlreadyCreatedForMessage: 160004,
  /** A locked thread takes messages and changes only from members with Manage Threads. */
  ThreadLocked: 160005,
  MaximumActiveThreads: 160006,
  MaximumActiveAnnouncementThreads: 160007,
  /** The poll's channel or author blocks the voter. */
  PollVotingBlocked: 520000,
  /** A vote on, or the expiry of, a poll that has ended. */
  PollExpired: 520001,
  /** Polls are sent in text channels, threads and DMs, not in forum, voice or other channels. */
  InvalidChannelTypeForPoll: 520002,
  /** A poll is never edited (its message's other fields may be). */
  CannotEditPollMessage: 520003,
  PollEmojiNotAllowed: 520004,
  /** Expiring a message that has no poll. */
  CannotExpireNonPollMessage: 520006,
  /** A bulk ban that banned nobody (every user failed). */
  FailedToBanUsers: 500000,
  // Monetization (SKUs, entitlements).
  UnknownSKU: 10027,
  UnknownEntitlement: 10029,
  /** Consuming an entitlement of a SKU that is not CONSUMABLE. */
  OnlyConsumableSKUsCanBeConsumed: 40018,
  /** Deleting an entitlement that is not a test (sandbox) one. */
  OnlySandboxEntitlementsCanBeDeleted: 40019,
  /** A test entitlement to a SKU its owner holds already. */
  EntitlementAlreadyGranted: 40074,
  // Messages: stickers and forwards.
  /** An edit that gives `sticker_ids`: a message keeps the stickers it was sent with. */
  CannotEditStickers: 50080,
  /** A sticker a message cannot carry: unknown, of another guild, or not available. */
  InvalidStickerSent: 50081,
  /** A forward of a message whose content the app cannot read (no Message Content intent for it). */
  CannotForwardUnreadableMessage: 160014,
  /** Onboarding turned on without the channels it needs (`GuildLimits.onboardingChannelsMin`). */
  OnboardingRequirementsNotMet: 350000,
  /** Onboarding that is on, edited so that it no longer has the channels it needs. */
  OnboardingBelowRequirements: 350001,
} as const;

/** A JSON error code value. */
export type RESTJSONErrorCode = (typeof RESTJSONErrorCodes)[keyof typeof RESTJSONErrorCodes];

/**
 * The string codes of field errors (leaves of the `errors` tree) that `@slashkit/api/validation` produces.
 * Codes seen on the real service are used where it is known which one it answers with; the rest
 * (marked "slashkit") follow the service's naming so a client can treat them alike.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export const FieldErrorCodes = {
  Required: 'BASE_TYPE_REQUIRED',
  Choices: 'BASE_TYPE_CHOICES',
  BadLength: 'BASE_TYPE_BAD_LENGTH',
  MaxLength: 'BASE_TYPE_MAX_LENGTH',
  MinLength: 'BASE_TYPE_MIN_LENGTH',
  Min: 'NUMBER_TYPE_MIN',
  Max: 'NUMBER_TYPE_MAX',
  Coerce: 'NUMBER_TYPE_COERCE',
  String: 'BASE_TYPE_STRING',
  Boolean: 'BASE_TYPE_BOOLEAN',
  Array: 'BASE_TYPE_ARRAY',
  Object: 'BASE_TYPE_OBJECT',
  Snowflake: 'NUMBER_TYPE_SNOWFLAKE',
  Unknown: 'BASE_TYPE_UNKNOWN_FIELD',
  CommandTooLarge: 'APPLICATION_COMMAND_TOO_LARGE',
  InvalidName: 'APPLICATION_COMMAND_INVALID_NAME',
  InvalidDescription: 'APPLICATION_COMMAND_INVALID_DESCRIPTION',
  InvalidOptions: 'APPLICATION_COMMAND_OPTIONS_INVALID',
  DuplicateName: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
  /** slashkit: two items of a bulk overwrite name the same command `id`. */
  DuplicateId: 'APPLICATION_COMMANDS_DUPLICATE_ID',
  OptionsRequiredOrder: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
  OptionsNameAlreadyExists: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  InvalidLocale: 'LOCALE_INVALID',
  InvalidValue: 'BASE_TYPE_INVALID',
  InvalidPermissions: 'APPLICATION_COMMAND_PERMISSIONS_INVALID',
  /** An object was expected (an option, a choice, a permission, the body). */
  ModelType: 'MODEL_TYPE_CONVERT',
  /** A dictionary was expected (localization maps). */
  DictType: 'DICT_TYPE_CONVERT',
  /** An array was expected. */
  ListType: 'LIST_TYPE_CONVERT',
  /** `required` on a subcommand or a group. */
  RequiredInvalid: 'APPLICATION_COMMAND_REQUIRED_INVALID',
  /** slashkit: an option field that its option type does not take (e.g. `choices` on BOOLEAN). */
  OptionFieldInvalid: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  /** slashkit: a command field that its command type or scope does not take (e.g. `handler` on CHAT_INPUT). */
  CommandFieldInvalid: 'APPLICATION_COMMAND_FIELD_INVALID',
  /** slashkit: `autocomplete: true` together with choices. */
  AutocompleteInvalid: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID',
  /** slashkit: an option type that cannot sit at this nesting level. */
  OptionsTypeInvalid: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  /** slashkit: a context the scope does not support. No longer produced: BOT_DM on a guild command is accepted. */
  ContextInvalid: 'APPLICATION_COMMAND_CONTEXT_INVALID',
  /** slashkit: more commands of one type than the scope allows (the service answers JSON code 30032). */
  TooManyCommands: 'APPLICATION_COMMANDS_LIMIT_REACHED',
  /** slashkit: two permission overwrites for the same id and type. */
  DuplicatePermission: 'APPLICATION_COMMAND_PERMISSIONS_DUPLICATE',
  /** An image data URI whose bytes are not an image of a type the field takes. */
  ImageInvalid: 'IMAGE_INVALID',
  /** A file or image over the size the field takes. */
  BinaryTypeMaxSize: 'BINARY_TYPE_MAX_SIZE',
  /** A webhook name or `username` the service keeps for itself ("clyde", "discord", "everyone", "here"). */
  UsernameInvalid: 'USERNAME_INVALID',
  /** slashkit: a regular expression the emulator cannot run within its bounds (AutoMod `regex_patterns`). */
  RegexInvalid: 'AUTO_MODERATION_INVALID_REGEX',
  /** A reply whose `message_reference` names no message of the channel. */
  MessageReferenceUnknownMessage: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE',
  /** slashkit: a `parent_id` that is no category of the guild (or on a category). */
  ChannelParentInvalid: 'CHANNEL_PARENT_INVALID',
  /** `allowed_mentions.parse` holds `users` (or `roles`) while `users` (or `roles`) lists ids. */
  AllowedMentionsParseExclusive: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
  // Emojis
  /** An application emoji's name that another of the app's emojis already has. */
  ApplicationEmojiNameTaken: 'APPLICATION_EMOJI_NAME_ALREADY_TAKEN',
  // AutoMod
  /** A guild holding all the AutoMod rules of a trigger type it may (6 keyword rules, 1 of each other type). */
  AutoModerationMaxRulesOfTypeExceeded: 'AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED',
  /** slashkit: an event type, action type or trigger metadata field that the rule's trigger type does not take. */
  AutoModerationInvalidForTrigger: 'AUTO_MODERATION_INVALID_FOR_TRIGGER_TYPE',
} as const;

/** A field error string code. */
export type FieldErrorCode = (typeof FieldErrorCodes)[keyof typeof FieldErrorCodes];
