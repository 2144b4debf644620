import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SlashCommandBuilder as DiscordSlashCommandBuilder } from '@discordjs/builders';
import { ChannelType } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type BenchRow, type BenchSection, buildForImport, measureImport, measureOps } from './harness.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const benchDir = join(root, 'bench');

const localized = (text: string) => ({
  fr: `${text}-fr`,
  de: `${text}-de`,
  ja: `${text}-ja`,
});
const choices = Array.from({ length: 10 }, (_, i) => ({ name: `Choice ${i}`, value: `choice-${i}` }));

// The big command: 2 groups × 3 subcommands × 5 options of mixed types, one string option with 10 choices,
// names and descriptions localized in 3 locales at every level. Written the same way for both libraries.

/** The big command with @slashkit/builders, serialised and validated by `toJSON()`. */
export function bigSlashkit(): unknown {
  const command = new SlashCommandBuilder()
    .setName('admin')
    .setDescription('Administration')
    .setNameLocalizations(localized('admin'))
    .setDescriptionLocalizations(localized('Administration'));
  for (let g = 0; g < 2; g++) {
    command.addSubcommandGroup((group) => {
      group
        .setName(`group${g}`)
        .setDescription(`Group ${g}`)
        .setNameLocalizations(localized(`group${g}`))
        .setDescriptionLocalizations(localized(`Group ${g}`));
      for (let s = 0; s < 3; s++) {
        group.addSubcommand((sub) =>
          sub
            .setName(`sub${s}`)
            .setDescription(`Subcommand ${s}`)
            .setNameLocalizations(localized(`sub${s}`))
            .setDescriptionLocalizations(localized(`Subcommand ${s}`))
            .addStringOption((o) => {
              o.setName('text')
                .setDescription('Some text')
                .setRequired(true)
                .setNameLocalizations(localized('text'))
                .setDescriptionLocalizations(localized('Some text'));
              if (g === 0 && s === 0) o.addChoices(choices);
              return o;
            })
            .addIntegerOption((o) =>
              o
                .setName('count')
                .setDescription('How many')
                .setMinValue(1)
                .setMaxValue(100)
                .setNameLocalizations(localized('count'))
                .setDescriptionLocalizations(localized('How many')),
            )
            .addBooleanOption((o) =>
              o
                .setName('public')
                .setDescription('Show everyone')
                .setNameLocalizations(localized('public'))
                .setDescriptionLocalizations(localized('Show everyone')),
            )
            .addUserOption((o) =>
              o
                .setName('target')
                .setDescription('Who')
                .setNameLocalizations(localized('target'))
                .setDescriptionLocalizations(localized('Who')),
            )
            .addChannelOption((o) =>
              o
                .setName('where')
                .setDescription('Where')
                .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement)
                .setNameLocalizations(localized('where'))
                .setDescriptionLocalizations(localized('Where')),
            ),
        );
      }
      return group;
    });
  }
  return command.toJSON();
}

/** The same big command with @discordjs/builders (its `toJSON()` validates with shapeshift). */
export function bigDiscord(): unknown {
  const command = new DiscordSlashCommandBuilder()
    .setName('admin')
    .setDescription('Administration')
    .setNameLocalizations(localized('admin'))
    .setDescriptionLocalizations(localized('Administration'));
  for (let g = 0; g < 2; g++) {
    command.addSubcommandGroup((group) => {
      group
        .setName(`group${g}`)
        .setDescription(`Group ${g}`)
        .setNameLocalizations(localized(`group${g}`))
        .setDescriptionLocalizations(localized(`Group ${g}`));
      for (let s = 0; s < 3; s++) {
        group.addSubcommand((sub) =>
          sub
            .setName(`sub${s}`)
            .setDescription(`Subcommand ${s}`)
            .setNameLocalizations(localized(`sub${s}`))
            .setDescriptionLocalizations(localized(`Subcommand ${s}`))
            .addStringOption((o) => {
              o.setName('text')
                .setDescription('Some text')
                .setRequired(true)
                .setNameLocalizations(localized('text'))
                .setDescriptionLocalizations(localized('Some text'));
              if (g === 0 && s === 0) o.addChoices(choices);
              return o;
            })
            .addIntegerOption((o) =>
              o
                .setName('count')
                .setDescription('How many')
                .setMinValue(1)
                .setMaxValue(100)
                .setNameLocalizations(localized('count'))
                .setDescriptionLocalizations(localized('How many')),
            )
            .addBooleanOption((o) =>
              o
                .setName('public')
                .setDescription('Show everyone')
                .setNameLocalizations(localized('public'))
                .setDescriptionLocalizations(localized('Show everyone')),
            )
            .addUserOption((o) =>
              o
                .setName('target')
                .setDescription('Who')
                .setNameLocalizations(localized('target'))
                .setDescriptionLocalizations(localized('Who')),
            )
            .addChannelOption((o) =>
              o
                .setName('where')
                .setDescription('Where')
                .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement)
                .setNameLocalizations(localized('where'))
                .setDescriptionLocalizations(localized('Where')),
            ),
        );
      }
      return group;
    });
  }
  return command.toJSON();
}

const pingSlashkit = () =>
  new SlashCommandBuilder().setName('ping').setDescription('Replies with pong').toJSON();
const pingDiscord = () =>
  new DiscordSlashCommandBuilder().setName('ping').setDescription('Replies with pong').toJSON();

export default async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const peer = '@discordjs/builders 1.15';

  // Same output shape on both sides, or the comparison would be unfair.
  const ours = bigSlashkit() as { options: unknown[] };
  const theirs = bigDiscord() as { options: unknown[] };
  if (JSON.stringify(ours.options.length) !== JSON.stringify(theirs.options.length)) {
    throw new Error('the two big commands differ');
  }

  rows.push({
    name: 'build + toJSON (validated) the big command',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: measureOps(bigSlashkit),
    peer: { name: peer, ...measureOps(bigDiscord, { durationMs: 800 }) },
    target: '≥ 10×',
  });
  rows.push({
    name: 'build + toJSON (validated) /ping',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: measureOps(pingSlashkit),
    peer: { name: peer, ...measureOps(pingDiscord) },
    target: '≥ 3×',
  });

  const built = await buildForImport('builders', [/^@slashkit\//]);
  try {
    rows.push({
      name: 'import the package (fresh node, built ESM)',
      unit: 'ms',
      higherIsBetter: false,
      ours: measureImport(built.file, { cwd: benchDir }),
      peer: { name: peer, ...measureImport('@discordjs/builders', { cwd: benchDir }) },
      target: '≤ 35 ms',
    });
  } finally {
    built.cleanup();
  }

  return {
    title: '@slashkit/builders vs @discordjs/builders',
    notes:
      'The big command has 2 groups × 3 subcommands × 5 options of mixed types, a string option with 10 choices ' +
      'and names/descriptions in 3 locales. Both sides validate in `toJSON()` (slashkit checks every rule of the ' +
      'spec, including the 8000-character total and localized-name clashes). The import figure is the built ESM ' +
      'bundle of @slashkit/builders with the parts of @slashkit/api it uses.',
    rows,
  };
}
