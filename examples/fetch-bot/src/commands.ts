import { SlashCommandBuilder } from '@slashkit/builders';

/** `/echo text [times]`: says it back; the repeats are follow-ups, sent after the HTTP answer. */
export const echo = new SlashCommandBuilder()
  .setName('echo')
  .setDescription('Say something back')
  .addStringOption((o) => o.setName('text').setDescription('What to say').setRequired(true).setMaxLength(100))
  .addIntegerOption((o) => o.setName('times').setDescription('How many times').setMinValue(1).setMaxValue(3));

/** `/whereami`: the guild, channel and locale the interaction came from. */
export const whereami = new SlashCommandBuilder().setName('whereami').setDescription('Where am I?');

/** Every command of the bot, as they are synced to the service. */
export const commands = [echo, whereami];
