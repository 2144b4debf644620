import { PermissionFlags as P } from './enums/permission-flags.js';

/**
 * The permissions a new guild's `@everyone` role holds, as Discord's client creates a server (the docs give
 * no list): seeing and writing in channels (with links, files, reactions, external emojis and stickers,
 * mentions of everyone, threads, polls and voice messages), application commands, Activities and external
 * apps, changing one's own nickname, creating invites, events and expressions, and voice (connect, speak,
 * video, voice activity, soundboard, request to speak). No moderation or management bit.
 * @example
 * (DefaultEveryonePermissions & PermissionFlags.AttachFiles) !== 0n; // true
 * @see {@link https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags | Bitwise permission flags}
 */
export const DefaultEveryonePermissions: bigint =
  P.CreateInstantInvite |
  P.AddReactions |
  P.Stream |
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.MentionEveryone |
  P.UseExternalEmojis |
  P.Connect |
  P.Speak |
  P.UseVAD |
  P.ChangeNickname |
  P.UseApplicationCommands |
  P.RequestToSpeak |
  P.CreatePublicThreads |
  P.CreatePrivateThreads |
  P.UseExternalStickers |
  P.SendMessagesInThreads |
  P.UseEmbeddedActivities |
  P.UseSoundboard |
  P.CreateGuildExpressions |
  P.CreateEvents |
  P.UseExternalSounds |
  P.SendVoiceMessages |
  P.SendPolls |
  P.UseExternalApps;
