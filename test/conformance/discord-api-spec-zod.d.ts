// The package's './zod' entry ships JavaScript only (its "types" condition points at the .js file), so
// TypeScript without allowJs sees no types. These are the schemas the conformance suite uses.
declare module 'discord-api-spec/zod' {
  import type { ZodMiniType } from 'zod/mini';

  export const ApplicationCommandAutocompleteCallbackRequestSchema: ZodMiniType;
  export const ApplicationCommandCreateRequestSchema: ZodMiniType;
  export const ApplicationCommandPatchRequestPartialSchema: ZodMiniType;
  export const ApplicationCommandPermissionSchema: ZodMiniType;
  export const ApplicationCommandResponseSchema: ZodMiniType;
  export const ApplicationCommandUpdateRequestSchema: ZodMiniType;
  export const CommandPermissionsResponseSchema: ZodMiniType;
  export const CreateMessageInteractionCallbackRequestSchema: ZodMiniType;
  export const CreatePrivateChannelRequestSchema: ZodMiniType;
  export const CreateRoleRequestSchema: ZodMiniType;
  export const ErrorResponseSchema: ZodMiniType;
  export const GatewayBotResponseSchema: ZodMiniType;
  export const GatewayResponseSchema: ZodMiniType;
  export const GuildAuditLogResponseSchema: ZodMiniType;
  export const GuildChannelResponseSchema: ZodMiniType;
  export const GuildMemberResponseSchema: ZodMiniType;
  export const GuildRoleResponseSchema: ZodMiniType;
  export const GuildWithCountsResponseSchema: ZodMiniType;
  export const IncomingWebhookInteractionRequestSchema: ZodMiniType;
  export const IncomingWebhookRequestPartialSchema: ZodMiniType;
  export const IncomingWebhookUpdateRequestPartialSchema: ZodMiniType;
  export const InteractionCallbackResponseSchema: ZodMiniType;
  export const LaunchActivityInteractionCallbackRequestSchema: ZodMiniType;
  export const MessageAttachmentResponseSchema: ZodMiniType;
  export const MessageCreateRequestSchema: ZodMiniType;
  export const MessageEditRequestPartialSchema: ZodMiniType;
  export const MessageResponseSchema: ZodMiniType;
  export const ModalInteractionCallbackRequestSchema: ZodMiniType;
  export const MyGuildResponseSchema: ZodMiniType;
  export const OAuth2GetAuthorizationResponseSchema: ZodMiniType;
  export const OAuth2GetKeysSchema: ZodMiniType;
  export const OAuth2GetOpenIDConnectUserInfoResponseSchema: ZodMiniType;
  export const PongInteractionCallbackRequestSchema: ZodMiniType;
  export const PrivateApplicationResponseSchema: ZodMiniType;
  export const PrivateChannelResponseSchema: ZodMiniType;
  export const PrivateGroupChannelResponseSchema: ZodMiniType;
  export const RatelimitedResponseSchema: ZodMiniType;
  export const SocialLayerSKUPurchaseEligibilityInteractionCallbackRequestSchema: ZodMiniType;
  export const ThreadResponseSchema: ZodMiniType;
  export const UpdateMessageInteractionCallbackRequestSchema: ZodMiniType;
  export const UserPIIResponseSchema: ZodMiniType;
  export const UserResponseSchema: ZodMiniType;
  export const UpdateRolePositionsRequestSchema: ZodMiniType;
  export const UpdateRoleRequestPartialSchema: ZodMiniType;
  export const PrivateGuildMemberResponseSchema: ZodMiniType;
  export const SnowflakeTypeSchema: ZodMiniType;
  export const ChannelFollowerResponseSchema: ZodMiniType;
  export const CreateGuildChannelRequestSchema: ZodMiniType;
  export const TypingIndicatorResponseSchema: ZodMiniType;
  export const UpdateGuildChannelRequestPartialSchema: ZodMiniType;
  export const UpdateThreadRequestPartialSchema: ZodMiniType;
}
