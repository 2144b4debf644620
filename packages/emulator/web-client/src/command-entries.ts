import type { Command, CommandOption } from './types.js';

/** One line of the picker: a command, or one of its subcommands ("tag add", "tag admin clear"). */
export interface CommandEntry {
  command: Command;
  group?: string;
  subcommand?: string;
  /** What the user types and sees, localized. */
  label: string;
  description: string;
  options: CommandOption[];
}

const loc = (o: { name: string; name_localized?: string }) => o.name_localized ?? o.name;

/** The picker's entries: chat-input commands, each subcommand on its own line (as the real client lists them). */
export function commandEntries(commands: Command[]): CommandEntry[] {
  const entries: CommandEntry[] = [];
  for (const command of commands) {
    if (command.type !== 1) continue;
    const top = command.options ?? [];
    const subs = top.filter((o) => o.type === 1 || o.type === 2);
    if (subs.length === 0) {
      entries.push({
        command,
        label: loc(command),
        description: command.description_localized ?? command.description,
        options: top,
      });
      continue;
    }
    for (const sub of subs) {
      if (sub.type === 1)
        entries.push({
          command,
          subcommand: sub.name,
          label: `${loc(command)} ${loc(sub)}`,
          description: sub.description_localized ?? sub.description,
          options: sub.options ?? [],
        });
      else
        for (const leaf of sub.options ?? [])
          entries.push({
            command,
            group: sub.name,
            subcommand: leaf.name,
            label: `${loc(command)} ${loc(sub)} ${loc(leaf)}`,
            description: leaf.description_localized ?? leaf.description,
            options: leaf.options ?? [],
          });
    }
  }
  return entries;
}

/** The options as the user's request sends them: plain, or `{ group?, subcommand, options }`. */
export function requestOptions(
  entry: CommandEntry,
  values: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (entry.subcommand === undefined) return Object.keys(values).length > 0 ? values : undefined;
  return { ...(entry.group ? { group: entry.group } : {}), subcommand: entry.subcommand, options: values };
}
