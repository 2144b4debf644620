import { type APIInteraction, ApplicationCommandOptionType, InteractionType } from '@slashkit/api';

/** What an interaction was routed to, for its span, its metrics and the channels' messages. */
export interface InteractionRoute {
  /** `/name`, `/name group sub`, `/name (autocomplete)`, `component <pattern>`, `modal <pattern>`. */
  label: string;
  /** The command's name, for commands and autocomplete. */
  command: string | undefined;
  /** The subcommand path (`sub` or `group sub`), when the command has subcommands. */
  subcommand: string | undefined;
  /** The registered custom_id or pattern a component or modal matched (never the custom_id itself). */
  pattern: string | undefined;
}

type OptionLike = { type?: unknown; name?: unknown; options?: unknown } | undefined;

// The subcommand path from the options as they arrived (already checked to be an interaction).
function subcommandOf(options: unknown): string | undefined {
  const top = (Array.isArray(options) ? options[0] : undefined) as OptionLike;
  if (top?.type === ApplicationCommandOptionType.Subcommand) return String(top.name);
  if (top?.type !== ApplicationCommandOptionType.SubcommandGroup) return undefined;
  const inner = (Array.isArray(top.options) ? top.options[0] : undefined) as OptionLike;
  return inner === undefined ? String(top.name) : `${String(top.name)} ${String(inner.name)}`;
}

/**
 * The route of an interaction: a command's name and subcommand path, or the registered pattern of a
 * component or modal (`undefined` when none matched, so that no raw custom_id, which may carry user data
 * and makes unbounded metric series, is ever recorded).
 */
export function interactionRoute(interaction: APIInteraction, pattern: string | undefined): InteractionRoute {
  if (
    interaction.type === InteractionType.MessageComponent ||
    interaction.type === InteractionType.ModalSubmit
  ) {
    const kind = interaction.type === InteractionType.MessageComponent ? 'component' : 'modal';
    return {
      label: pattern === undefined ? kind : `${kind} ${pattern}`,
      command: undefined,
      subcommand: undefined,
      pattern,
    };
  }
  if (interaction.type === InteractionType.Ping)
    return { label: 'ping', command: undefined, subcommand: undefined, pattern: undefined };
  const data = interaction.data as { name?: unknown; options?: unknown };
  const command = String(data.name);
  const subcommand = subcommandOf(data.options);
  const path = subcommand === undefined ? `/${command}` : `/${command} ${subcommand}`;
  return {
    label:
      interaction.type === InteractionType.ApplicationCommandAutocomplete ? `${path} (autocomplete)` : path,
    command,
    subcommand,
    pattern: undefined,
  };
}
