import { SlashCommandBuilder } from '@slashkit/builders';

/** `/poll question`: posts a poll with vote buttons, counted and updated in place. */
export const poll = new SlashCommandBuilder()
  .setName('poll')
  .setDescription('Start a poll')
  .addStringOption((o) =>
    o.setName('question').setDescription('What to ask').setRequired(true).setMaxLength(200),
  );

/** `/colours`: a select menu; the answer lists the chosen colours. */
export const colours = new SlashCommandBuilder().setName('colours').setDescription('Pick your colours');

/** `/feedback`: opens a form (a modal) and thanks you for what you wrote. */
export const feedback = new SlashCommandBuilder().setName('feedback').setDescription('Send us feedback');

/** `/secret`: a message only you can see, with a button only you can click. */
export const secret = new SlashCommandBuilder().setName('secret').setDescription('A private button');

/** Every command of the bot, as `syncCommands` takes them. */
export const commands = [poll, colours, feedback, secret];
