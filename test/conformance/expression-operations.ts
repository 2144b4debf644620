import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// The operations of channel webhooks, emojis, stickers, scheduled events, AutoMod, stage instances, the
// soundboard and voice, keyed `METHOD path-template` as Discord's OpenAPI document spells them, with its
// request and response schemas (the document's inline request bodies spelled out as it gives them).

const webhookResponse = z.union([
  D.ApplicationIncomingWebhookResponseSchema,
  D.ChannelFollowerWebhookResponseSchema,
  D.GuildIncomingWebhookResponseSchema,
]);
const webhookCreate = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  avatar: z.nullish(z.string()),
});
const webhookEdit = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  avatar: z.nullish(z.string()),
  channel_id: z.nullish(z.string()),
});
const webhookById = '/webhooks/{webhook_id}';
const emojiName = z.string().check(z.minLength(2), z.maxLength(32));
const emojiRoles = z.nullish(z.array(z.nullable(D.SnowflakeTypeSchema)).check(z.maxLength(1521)));
const guildEmojis = '/guilds/{guild_id}/emojis';
const appEmojis = '/applications/{application_id}/emojis';
const guildStickers = '/guilds/{guild_id}/stickers';
const stickerFields = {
  name: z.string().check(z.minLength(2), z.maxLength(30)),
  tags: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.nullish(z.string().check(z.maxLength(100))),
};
const webhookByToken = '/webhooks/{webhook_id}/{webhook_token}';
const stageTopic = z.string().check(z.minLength(1), z.maxLength(120));
// The document's StageInstancesPrivacyLevels (1 PUBLIC, 2 GUILD_ONLY), which its zod build does not export.
const stagePrivacy = z.literal([1, 2]);
const stageInstance = '/stage-instances/{channel_id}';
const guildSounds = '/guilds/{guild_id}/soundboard-sounds';
const automodRules = '/guilds/{guild_id}/auto-moderation/rules';
const automodRule = z.union([
  D.KeywordRuleResponseSchema,
  D.MLSpamRuleResponseSchema,
  D.DefaultKeywordRuleResponseSchema,
  D.MentionSpamRuleResponseSchema,
  D.UserProfileRuleResponseSchema,
]);
const automodCreate = z.union([
  D.DefaultKeywordListUpsertRequestSchema,
  D.KeywordUpsertRequestSchema,
  D.MLSpamUpsertRequestSchema,
  D.MentionSpamUpsertRequestSchema,
  D.UserProfileUpsertRequestSchema,
]);
const automodEdit = z.union([
  D.DefaultKeywordListUpsertRequestPartialSchema,
  D.KeywordUpsertRequestPartialSchema,
  D.MLSpamUpsertRequestPartialSchema,
  D.MentionSpamUpsertRequestPartialSchema,
  D.UserProfileUpsertRequestPartialSchema,
]);

const scheduledEvents = '/guilds/{guild_id}/scheduled-events';
const scheduledEvent = z.union([
  D.ExternalScheduledEventResponseSchema,
  D.StageScheduledEventResponseSchema,
  D.VoiceScheduledEventResponseSchema,
]);

/** The operations of issue 36, by `METHOD template`. */
export const expressionOperations: Readonly<Record<string, Operation>> = {
  'POST /channels/{channel_id}/webhooks': {
    request: webhookCreate,
    responses: { 200: D.GuildIncomingWebhookResponseSchema },
  },
  'GET /channels/{channel_id}/webhooks': { responses: { 200: z.array(webhookResponse) } },
  'GET /guilds/{guild_id}/webhooks': { responses: { 200: z.array(webhookResponse) } },
  [`GET ${webhookById}`]: { responses: { 200: webhookResponse } },
  [`PATCH ${webhookById}`]: { request: webhookEdit, responses: { 200: webhookResponse } },
  [`DELETE ${webhookById}`]: { responses: { 204: null } },
  [`GET ${webhookByToken}`]: { responses: { 200: webhookResponse } },
  [`PATCH ${webhookByToken}`]: {
    request: z.object({ name: webhookEdit.shape.name, avatar: webhookEdit.shape.avatar }),
    responses: { 200: webhookResponse },
  },
  [`DELETE ${webhookByToken}`]: { responses: { 204: null } },
  // Emojis
  [`GET ${guildEmojis}`]: { responses: { 200: z.array(D.EmojiResponseSchema) } },
  [`POST ${guildEmojis}`]: {
    request: z.object({ name: emojiName, image: z.string(), roles: emojiRoles }),
    responses: { 201: D.EmojiResponseSchema },
  },
  [`GET ${guildEmojis}/{emoji_id}`]: { responses: { 200: D.EmojiResponseSchema } },
  [`PATCH ${guildEmojis}/{emoji_id}`]: {
    request: z.object({ name: z.optional(emojiName), roles: emojiRoles }),
    responses: { 200: D.EmojiResponseSchema },
  },
  [`DELETE ${guildEmojis}/{emoji_id}`]: { responses: { 204: null } },
  [`GET ${appEmojis}`]: { responses: { 200: D.ListApplicationEmojisResponseSchema } },
  [`POST ${appEmojis}`]: {
    request: z.object({ name: emojiName, image: z.string() }),
    responses: { 201: D.EmojiResponseSchema },
  },
  [`GET ${appEmojis}/{emoji_id}`]: { responses: { 200: D.EmojiResponseSchema } },
  [`PATCH ${appEmojis}/{emoji_id}`]: {
    request: z.object({ name: z.optional(emojiName) }),
    responses: { 200: D.EmojiResponseSchema },
  },
  [`DELETE ${appEmojis}/{emoji_id}`]: { responses: { 204: null } },
  // Stickers
  [`GET ${guildStickers}`]: { responses: { 200: z.array(D.GuildStickerResponseSchema) } },
  [`POST ${guildStickers}`]: {
    request: z.object(stickerFields),
    responses: { 201: D.GuildStickerResponseSchema },
  },
  [`GET ${guildStickers}/{sticker_id}`]: { responses: { 200: D.GuildStickerResponseSchema } },
  [`PATCH ${guildStickers}/{sticker_id}`]: {
    request: z.object({
      name: z.optional(stickerFields.name),
      tags: z.optional(stickerFields.tags),
      description: stickerFields.description,
    }),
    responses: { 200: D.GuildStickerResponseSchema },
  },
  [`DELETE ${guildStickers}/{sticker_id}`]: { responses: { 204: null } },
  'GET /stickers/{sticker_id}': {
    responses: { 200: z.union([D.GuildStickerResponseSchema, D.StandardStickerResponseSchema]) },
  },
  'GET /sticker-packs': { responses: { 200: D.StickerPackCollectionResponseSchema } },
  'GET /sticker-packs/{pack_id}': { responses: { 200: D.StickerPackResponseSchema } },
  // AutoMod
  [`GET ${automodRules}`]: { responses: { 200: z.array(automodRule) } },
  [`POST ${automodRules}`]: { request: automodCreate, responses: { 200: automodRule } },
  [`GET ${automodRules}/{rule_id}`]: { responses: { 200: automodRule } },
  [`PATCH ${automodRules}/{rule_id}`]: { request: automodEdit, responses: { 200: automodRule } },
  [`DELETE ${automodRules}/{rule_id}`]: { responses: { 204: null } },
  // Scheduled events
  [`GET ${scheduledEvents}`]: { query: ['with_user_count'], responses: { 200: z.array(scheduledEvent) } },
  [`POST ${scheduledEvents}`]: {
    request: z.union([
      D.ExternalScheduledEventCreateRequestSchema,
      D.StageScheduledEventCreateRequestSchema,
      D.VoiceScheduledEventCreateRequestSchema,
    ]),
    responses: { 200: scheduledEvent },
  },
  [`GET ${scheduledEvents}/{guild_scheduled_event_id}`]: {
    query: ['with_user_count'],
    responses: { 200: scheduledEvent },
  },
  [`PATCH ${scheduledEvents}/{guild_scheduled_event_id}`]: {
    request: z.union([
      D.ExternalScheduledEventPatchRequestPartialSchema,
      D.StageScheduledEventPatchRequestPartialSchema,
      D.VoiceScheduledEventPatchRequestPartialSchema,
    ]),
    responses: { 200: scheduledEvent },
  },
  [`DELETE ${scheduledEvents}/{guild_scheduled_event_id}`]: { responses: { 204: null } },
  [`GET ${scheduledEvents}/{guild_scheduled_event_id}/users`]: {
    query: ['with_member', 'limit', 'before', 'after'],
    responses: { 200: z.array(D.ScheduledEventUserResponseSchema) },
  },
  // Voice
  'GET /voice/regions': { responses: { 200: z.array(D.VoiceRegionResponseSchema) } },
  'GET /guilds/{guild_id}/regions': { responses: { 200: z.array(D.VoiceRegionResponseSchema) } },
  'GET /guilds/{guild_id}/voice-states/@me': { responses: { 200: D.VoiceStateResponseSchema } },
  'GET /guilds/{guild_id}/voice-states/{user_id}': { responses: { 200: D.VoiceStateResponseSchema } },
  'PATCH /guilds/{guild_id}/voice-states/@me': {
    request: D.UpdateSelfVoiceStateRequestPartialSchema,
    responses: { 204: null },
  },
  'PATCH /guilds/{guild_id}/voice-states/{user_id}': {
    request: D.UpdateVoiceStateRequestPartialSchema,
    responses: { 204: null },
  },
  // Stage instances
  'POST /stage-instances': {
    request: z.object({
      topic: stageTopic,
      channel_id: D.SnowflakeTypeSchema,
      privacy_level: z.nullish(stagePrivacy),
      guild_scheduled_event_id: z.nullish(D.SnowflakeTypeSchema),
      send_start_notification: z.nullish(z.boolean()),
    }),
    responses: { 200: D.StageInstanceResponseSchema },
  },
  [`GET ${stageInstance}`]: { responses: { 200: D.StageInstanceResponseSchema } },
  [`PATCH ${stageInstance}`]: {
    request: z.object({
      topic: z.optional(stageTopic),
      privacy_level: z.optional(stagePrivacy),
    }),
    responses: { 200: D.StageInstanceResponseSchema },
  },
  [`DELETE ${stageInstance}`]: { responses: { 204: null } },
  // Soundboard
  'GET /soundboard-default-sounds': { responses: { 200: z.array(D.SoundboardSoundResponseSchema) } },
  [`GET ${guildSounds}`]: { responses: { 200: D.ListGuildSoundboardSoundsResponseSchema } },
  [`POST ${guildSounds}`]: {
    request: D.SoundboardCreateRequestSchema,
    responses: { 201: D.SoundboardSoundResponseSchema },
  },
  [`GET ${guildSounds}/{sound_id}`]: { responses: { 200: D.SoundboardSoundResponseSchema } },
  [`PATCH ${guildSounds}/{sound_id}`]: {
    request: D.SoundboardPatchRequestPartialSchema,
    responses: { 200: D.SoundboardSoundResponseSchema },
  },
  [`DELETE ${guildSounds}/{sound_id}`]: { responses: { 204: null } },
  'POST /channels/{channel_id}/send-soundboard-sound': {
    request: D.SoundboardSoundSendRequestSchema,
    responses: { 204: null },
  },
};
