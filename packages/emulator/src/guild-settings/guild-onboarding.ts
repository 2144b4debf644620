import {
  type APIGuildOnboarding,
  type APIGuildOnboardingEmoji,
  type APIGuildOnboardingPrompt,
  AuditLogEvent,
  ChannelType,
  FieldErrorCodes,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type {
  CheckedGuildOnboardingEdit,
  CheckedOnboardingOption,
  FieldError,
} from '@slashkit/api/validation';
import { channelPermissions } from '../access/channel-permissions.js';
import { requireGuildPermission, requireRoleBelow } from '../access/require-guild-permission.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, invalidForm } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { StoredOnboarding } from '../state/guild-screen-store.js';
import type { EmulatorGuild } from '../world/world.js';

const threads: readonly number[] = [
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
  ChannelType.AnnouncementThread,
];

// What the audit log records of the onboarding itself and of each prompt.
const onboardingKeys = ['enabled', 'mode', 'default_channel_ids'] as const;
const promptKeys = ['title', 'options', 'single_select', 'required', 'in_onboarding', 'type'] as const;

/** The stored onboarding as the service sends it: channels and roles deleted since are left out. */
function onboardingOf(context: EmulatorContext, guild: EmulatorGuild): APIGuildOnboarding {
  const stored = context.state.guildScreens.onboarding(guild.id);
  const channel = (id: string) => guild.channels.some((c) => c.id === id);
  const role = (id: string) => guild.roles.some((r) => r.id === id);
  return {
    guild_id: guild.id,
    prompts: stored.prompts.map((p) => ({
      ...p,
      options: p.options.map((o) => ({
        ...o,
        role_ids: o.role_ids.filter(role),
        channel_ids: o.channel_ids.filter(channel),
      })),
    })),
    default_channel_ids: stored.default_channel_ids.filter(channel),
    enabled: stored.enabled,
    mode: stored.mode,
  };
}

/**
 * The guild's onboarding (`GET /guilds/{id}/onboarding`, any bot of the guild): off, in the default mode,
 * with no prompts or default channels until its managers set it.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-onboarding | Get Guild Onboarding}
 */
export function guildOnboarding(action: GuildAction): APIGuildOnboarding {
  return onboardingOf(action.context, action.guild);
}

/**
 * Sets the guild's onboarding as the service does (Manage Guild and Manage Roles): `prompts` replaces
 * every prompt (an option without an id gets one), the others replace what they name. Each channel is one
 * of the guild's (no thread), each role one of the guild's below the bot's highest (not `@everyone`, not a
 * managed role), each emoji id one of the guild's emojis; 50035 at the path or 50013 otherwise. Enabled,
 * it needs at least 7 channels (the default ones, and in advanced mode the options' too), 5 of them where
 * `@everyone` may send messages: 400/350000 when turning it on, 350001 when it was on. Audit entries:
 * ONBOARDING_UPDATE (`enabled`, `mode`, `default_channel_ids`) and ONBOARDING_PROMPT_CREATE/UPDATE/DELETE
 * per prompt. Everything is checked before anything changes.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-onboarding | Modify Guild Onboarding}
 */
export function editOnboarding(action: GuildAction, edit: CheckedGuildOnboardingEdit): APIGuildOnboarding {
  const { context, guild, actor } = action;
  requireGuildPermission(
    guild,
    actor,
    PermissionFlags.ManageGuild | PermissionFlags.ManageRoles,
    'Manage Guild and Manage Roles',
  );
  const problems = editProblems(context, guild, edit);
  if (problems.length > 0) throw invalidForm(problems);
  for (const id of new Set(edit.prompts?.flatMap((p) => p.options.flatMap((o) => o.role_ids)) ?? [])) {
    const role = guild.roles.find((r) => r.id === id);
    if (role) requireRoleBelow(guild, actor, role, 'give (through onboarding)');
  }
  const current = onboardingOf(context, guild);
  const asked = {
    prompts: edit.prompts ?? current.prompts,
    default_channel_ids: edit.defaultChannelIds ?? current.default_channel_ids,
    enabled: edit.enabled ?? current.enabled,
    mode: edit.mode ?? current.mode,
  };
  if (asked.enabled) requireChannels(guild, asked, current.enabled);
  // New options get their ids only once everything passed.
  const next: StoredOnboarding = {
    ...asked,
    prompts: edit.prompts ? storedPrompts(context, guild, edit.prompts) : current.prompts,
  };
  context.state.guildScreens.setOnboarding(guild.id, next);
  const none = () => {};
  auditChange(
    action,
    {
      actionType: AuditLogEvent.OnboardingUpdate,
      targetId: guild.id,
      before: current,
      after: next,
      keys: onboardingKeys,
    },
    none,
  );
  const before = new Map(current.prompts.map((p) => [p.id, p]));
  const after = new Map(next.prompts.map((p) => [p.id, p]));
  for (const prompt of next.prompts) {
    const old = before.get(prompt.id) ?? null;
    const actionType = old ? AuditLogEvent.OnboardingPromptUpdate : AuditLogEvent.OnboardingPromptCreate;
    auditChange(
      action,
      { actionType, targetId: prompt.id, before: old, after: prompt, keys: promptKeys },
      none,
    );
  }
  for (const prompt of current.prompts)
    if (!after.has(prompt.id))
      auditChange(
        action,
        {
          actionType: AuditLogEvent.OnboardingPromptDelete,
          targetId: prompt.id,
          before: prompt,
          after: null,
          keys: promptKeys,
        },
        none,
      );
  return onboardingOf(context, guild);
}

/** The prompts as stored: each option with its id (a new one for a new option) and its emoji object. */
function storedPrompts(
  context: EmulatorContext,
  guild: EmulatorGuild,
  prompts: NonNullable<CheckedGuildOnboardingEdit['prompts']>,
): APIGuildOnboardingPrompt[] {
  return prompts.map((p) => ({
    id: p.id,
    type: p.type,
    title: p.title,
    options: p.options.map((o) => ({
      id: o.id ?? context.nextId(),
      title: o.title,
      description: o.description,
      emoji: emojiOf(context, guild, o),
      role_ids: o.role_ids,
      channel_ids: o.channel_ids,
    })),
    single_select: p.single_select,
    required: p.required,
    in_onboarding: p.in_onboarding,
  }));
}

function emojiOf(
  context: EmulatorContext,
  guild: EmulatorGuild,
  option: CheckedOnboardingOption,
): APIGuildOnboardingEmoji {
  if (option.emoji_id !== null) {
    const emoji = context.state.emojis.ofGuild(guild.id).find((e) => e.id === option.emoji_id);
    return {
      id: option.emoji_id,
      name: emoji?.name ?? option.emoji_name,
      animated: emoji?.animated ?? false,
    };
  }
  return { id: null, name: option.emoji_name, animated: option.emoji_name !== null && option.emoji_animated };
}

/** Refuses enabled onboarding without the channels it needs (350000 turning it on, 350001 when it was on). */
function requireChannels(
  guild: EmulatorGuild,
  next: {
    default_channel_ids: readonly string[];
    mode: number;
    prompts: readonly { options: readonly { channel_ids: readonly string[] }[] }[];
  },
  wasOn: boolean,
): void {
  const ids = new Set(next.default_channel_ids);
  if (next.mode === 1)
    for (const p of next.prompts) for (const o of p.options) for (const id of o.channel_ids) ids.add(id);
  const channels = guild.channels.filter((c) => ids.has(c.id));
  const send = PermissionFlags.ViewChannel | PermissionFlags.SendMessages;
  const open = channels.filter((c) => (channelPermissions(guild, c, [], null) & send) === send);
  if (
    channels.length >= GuildLimits.onboardingChannelsMin &&
    open.length >= GuildLimits.onboardingOpenChannelsMin
  )
    return;
  const counted = next.mode === 1 ? 'default channels and options' : 'default channels';
  throw badRequest(
    `${wasOn ? 'Cannot update onboarding while below requirements' : 'Cannot enable onboarding, requirements are not met'}: its ${counted} count ${channels.length} channels, ${open.length} of them where @everyone may send messages (it needs ${GuildLimits.onboardingChannelsMin}, ${GuildLimits.onboardingOpenChannelsMin} of them open)`,
    wasOn ? RESTJSONErrorCodes.OnboardingBelowRequirements : RESTJSONErrorCodes.OnboardingRequirementsNotMet,
  );
}

function editProblems(
  context: EmulatorContext,
  guild: EmulatorGuild,
  edit: CheckedGuildOnboardingEdit,
): FieldError[] {
  const problems: FieldError[] = [];
  const emojis = new Set(context.state.emojis.ofGuild(guild.id).map((e) => e.id));
  const channel = (path: (string | number)[], id: string) => {
    const found = guild.channels.find((c) => c.id === id);
    if (!found || threads.includes(found.type))
      problems.push({
        path,
        code: FieldErrorCodes.InvalidValue,
        message: found
          ? `Channel #${found.name} is a thread: name a channel of the guild`
          : `Unknown channel ${id}: name one of the guild's channels`,
      });
  };
  for (const [index, id] of (edit.defaultChannelIds ?? []).entries())
    channel(['default_channel_ids', index], id);
  for (const [p, prompt] of (edit.prompts ?? []).entries())
    for (const [o, option] of prompt.options.entries()) {
      const at = ['prompts', p, 'options', o];
      for (const [index, id] of option.channel_ids.entries()) channel([...at, 'channel_ids', index], id);
      for (const [index, id] of option.role_ids.entries()) {
        const role = guild.roles.find((r) => r.id === id);
        if (!role || role.id === guild.id || role.managed)
          problems.push({
            path: [...at, 'role_ids', index],
            code: FieldErrorCodes.InvalidValue,
            message: role
              ? `Role "${role.name}" cannot be given: it is @everyone or managed by an integration`
              : `Unknown role ${id}: name one of the guild's roles`,
          });
      }
      if (option.emoji_id !== null && !emojis.has(option.emoji_id))
        problems.push({
          path: [...at, 'emoji_id'],
          code: FieldErrorCodes.InvalidValue,
          message: `Unknown emoji ${option.emoji_id}: name one of the guild's custom emojis, or give emoji_name alone`,
        });
    }
  return problems;
}
