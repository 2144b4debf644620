import { SlashCommandBuilder } from '@slashkit/builders';

/** `/status`: what the team's status route was last told, for anyone in the server. */
export const statusCommand = new SlashCommandBuilder()
  .setName('status')
  .setDescription('Show the service status')
  .addBooleanOption((o) => o.setName('private').setDescription('Only show it to me'));
