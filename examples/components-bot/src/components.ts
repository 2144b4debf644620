import {
  type APIComponentInMessageActionRow,
  type APIMessageActionRowComponent,
  ButtonStyle,
  TextInputStyle,
} from '@slashkit/api';
import { ButtonBuilder, ModalBuilder, StringSelectMenuBuilder, TextInputBuilder } from '@slashkit/builders';
import { formatCustomId } from '@slashkit/interactions';

// What a click is about travels in its custom_id ('vote:{pollId}:{choice}'), so the handler needs no lookup
// table of buttons; only the votes themselves are kept (in memory, in this example).

/** The choices of every poll. */
export const choices = ['yes', 'no'] as const;

/** An action row of a message, from buttons or one select menu (each checked by its builder). */
export function messageRow(
  ...components: { toJSON(): APIComponentInMessageActionRow }[]
): APIMessageActionRowComponent {
  return { type: 1, components: components.map((component) => component.toJSON()) };
}

/** The buttons under a poll: one per choice, then Comment and Close. */
export function pollButtons(pollId: string): APIMessageActionRowComponent {
  return messageRow(
    ...choices.map((choice) =>
      new ButtonBuilder()
        .setCustomId(formatCustomId('vote:{pollId}:{choice}', { pollId, choice }))
        .setStyle(choice === 'yes' ? ButtonStyle.Success : ButtonStyle.Secondary)
        .setLabel(choice === 'yes' ? 'Yes' : 'No'),
    ),
    new ButtonBuilder()
      .setCustomId(formatCustomId('comment:{pollId}', { pollId }))
      .setStyle(ButtonStyle.Secondary)
      .setLabel('Comment'),
    new ButtonBuilder()
      .setCustomId(formatCustomId('close:{pollId}', { pollId }))
      .setStyle(ButtonStyle.Danger)
      .setLabel('Close'),
  );
}

/** A string select: `ctx.values` is typed `('red' | 'green' | 'blue')[]`. */
export const colourSelect = new StringSelectMenuBuilder()
  .setCustomId('colours')
  .setPlaceholder('Pick one or two')
  .setMinValues(1)
  .setMaxValues(2)
  .addOptions(
    { label: 'Red', value: 'red' },
    { label: 'Green', value: 'green' },
    { label: 'Blue', value: 'blue' },
  );

/** The feedback form: `ctx.fields` is typed `{ topic: string; details: string | undefined }`. */
export const feedbackForm = new ModalBuilder()
  .setCustomId('feedback')
  .setTitle('Feedback')
  .addTextInputs(
    new TextInputBuilder().setCustomId('topic').setLabel('Topic').setMinLength(3).setMaxLength(60),
    new TextInputBuilder()
      .setCustomId('details')
      .setLabel('Details')
      .setStyle(TextInputStyle.Paragraph)
      .setRequired(false),
  );

const commentInput = () =>
  new TextInputBuilder().setCustomId('comment').setLabel('Your comment').setMaxLength(100);

/** The comment form of any poll, as its handler is registered: `ctx.params.pollId`, `ctx.fields.comment`. */
export const commentForm = new ModalBuilder()
  .setCustomId('comment-form:{pollId}')
  .setTitle('Comment on the poll')
  .addTextInputs(commentInput());

/** The comment form of one poll, opened from its Comment button. */
export function commentFormFor(pollId: string) {
  return new ModalBuilder()
    .setCustomId(formatCustomId('comment-form:{pollId}', { pollId }))
    .setTitle('Comment on the poll')
    .addTextInputs(commentInput());
}

/** The button on the `/secret` message. */
export const peekButton = new ButtonBuilder()
  .setCustomId('peek')
  .setStyle(ButtonStyle.Primary)
  .setLabel('Peek');
