import { ButtonStyle, TextInputStyle } from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  LabelBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
} from '@slashkit/builders';
import { formatCustomId } from '@slashkit/interactions';

// What a click is about travels in its custom_id ('vote:{pollId}:{choice}'), so the handler needs no lookup
// table of buttons; only the votes themselves are kept (in memory, in this example).

/** The choices of every poll. */
export const choices = ['yes', 'no'] as const;

/** The buttons under a poll: one per choice, then Comment and Close (a row builder goes in a reply as is). */
export function pollButtons(pollId: string) {
  return new ActionRowBuilder().addComponents(
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

/**
 * The feedback form, of labels around its inputs: `ctx.fields` is typed
 * `{ topic: string; details: string | undefined; rating: 'good' | 'bad' | undefined }`.
 */
export const feedbackForm = new ModalBuilder()
  .setCustomId('feedback')
  .setTitle('Feedback')
  .addLabelComponents(
    new LabelBuilder()
      .setLabel('Topic')
      .setTextInputComponent(new TextInputBuilder().setCustomId('topic').setMinLength(3).setMaxLength(60)),
    new LabelBuilder()
      .setLabel('Details')
      .setTextInputComponent(
        new TextInputBuilder().setCustomId('details').setStyle(TextInputStyle.Paragraph).setRequired(false),
      ),
    new LabelBuilder()
      .setLabel('Rating')
      .setRadioGroupComponent(
        new RadioGroupBuilder()
          .setCustomId('rating')
          .setRequired(false)
          .addOptions({ label: '👍 Good', value: 'good' }, { label: '👎 Bad', value: 'bad' }),
      ),
  );

const commentLabel = () =>
  new LabelBuilder()
    .setLabel('Your comment')
    .setTextInputComponent(new TextInputBuilder().setCustomId('comment').setMaxLength(100));

/** The comment form of any poll, as its handler is registered: `ctx.params.pollId`, `ctx.fields.comment`. */
export const commentForm = new ModalBuilder()
  .setCustomId('comment-form:{pollId}')
  .setTitle('Comment on the poll')
  .addLabelComponents(commentLabel());

/** The comment form of one poll, opened from its Comment button. */
export function commentFormFor(pollId: string) {
  return new ModalBuilder()
    .setCustomId(formatCustomId('comment-form:{pollId}', { pollId }))
    .setTitle('Comment on the poll')
    .addLabelComponents(commentLabel());
}

/** The button on the `/secret` message. */
export const peekButton = new ButtonBuilder()
  .setCustomId('peek')
  .setStyle(ButtonStyle.Primary)
  .setLabel('Peek');
