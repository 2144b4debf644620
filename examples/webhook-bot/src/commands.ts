import { PermissionFlags } from '@slashkit/api';
import { MessageCommandBuilder, SlashCommandBuilder, UserCommandBuilder } from '@slashkit/builders';

/** `/roll sides [label]`: a slash command with a required and an optional option. */
export const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .setDescriptionLocalization('fr', 'Lancer un dé')
  .addIntegerOption((o) =>
    o.setName('sides').setDescription('How many sides').setRequired(true).setMinValue(2).setMaxValue(100),
  )
  .addStringOption((o) => o.setName('label').setDescription('What the roll is for').setMaxLength(50));

/** `/pizza size topping`: choices narrow `size` to a literal union; `topping` is autocompleted. */
export const pizza = new SlashCommandBuilder()
  .setName('pizza')
  .setDescription('Order a pizza')
  .addStringOption((o) =>
    o
      .setName('size')
      .setDescription('Size')
      .setRequired(true)
      .addChoices(
        { name: 'Small', value: 'small' },
        { name: 'Medium', value: 'medium' },
        { name: 'Large', value: 'large' },
      ),
  )
  .addStringOption((o) =>
    o.setName('topping').setDescription('Topping').setRequired(true).setAutocomplete(true),
  );

/** `/tag add|list` and `/tag admin clear`: subcommands and a subcommand group. */
export const tag = new SlashCommandBuilder()
  .setName('tag')
  .setDescription('Manage tags')
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add a tag')
      .addStringOption((o) => o.setName('name').setDescription('Tag name').setRequired(true)),
  )
  .addSubcommand((s) => s.setName('list').setDescription('List the tags'))
  .addSubcommandGroup((g) =>
    g
      .setName('admin')
      .setDescription('Tag administration')
      .addSubcommand((s) => s.setName('clear').setDescription('Remove every tag')),
  );

/** `/report`: slow work, so the reply is deferred and completed later with an edit and a follow-up. */
export const report = new SlashCommandBuilder().setName('report').setDescription('Build the weekly report');

/** `/announce`: only members who can manage the server see it, unless a moderator grants it to someone. */
export const announce = new SlashCommandBuilder()
  .setName('announce')
  .setDescription('Post an announcement')
  .setDefaultMemberPermissions(PermissionFlags.ManageGuild)
  .addStringOption((o) => o.setName('text').setDescription('What to announce').setRequired(true));

/** "High Five" in a user's context menu. */
export const highFive = new UserCommandBuilder().setName('High Five');

/** "Quote" in a message's context menu. */
export const quote = new MessageCommandBuilder().setName('Quote');

/** Every command of the bot, as they are synced to the service. */
export const commands = [roll, pizza, tag, report, announce, highFive, quote];
