import { SlashCommandBuilder } from '@slashkit/builders';

/** /roll: rolls a die; `sides` is required, `mood` picks the tone. */
export const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) =>
    o.setName('sides').setDescription('How many sides').setRequired(true).setMinValue(2),
  )
  .addStringOption((o) =>
    o
      .setName('mood')
      .setDescription('How to say it')
      .addChoices({ name: 'Calm', value: 'calm' }, { name: 'Loud', value: 'loud' }),
  );

/** Every command of the bot: what `npm run sync` registers and what the handler routes. */
export const commands = [roll];
