import { TextInputStyle } from '@slashkit/api';
import { ModalBuilder, TextInputBuilder } from '@slashkit/builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { command, component, type InteractionError, type ModalContext, modal } from '../src/index.js';
import { startBot } from './support/bot.js';
import { click, componentMessage, submit } from './support/component-fixtures.js';
import { interaction } from './support/fixtures.js';

const feedback = new ModalBuilder()
  .setCustomId('feedback')
  .setTitle('Feedback')
  .addTextInputs(
    new TextInputBuilder().setCustomId('topic').setLabel('Topic'),
    new TextInputBuilder()
      .setCustomId('details')
      .setLabel('Details')
      .setStyle(TextInputStyle.Paragraph)
      .setRequired(false),
  );

const errors: InteractionError[] = [];
const seen: ModalContext[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  bot = await startBot({
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command({ name: 'feedback', description: 'Give feedback' }, ({ showModal }) => showModal(feedback)),
      command({ name: 'broken', description: 'An invalid modal' }, (ctx) =>
        ctx.showModal({ custom_id: 'x', title: 'x'.repeat(46), components: [] }),
      ),
    ],
    components: [component('edit', (ctx) => ctx.showModal(feedback.setCustomId('feedback')))],
    modals: [
      modal(feedback, (ctx) => {
        seen.push(ctx as unknown as ModalContext);
        return ctx.message
          ? ctx.update(`updated: ${ctx.fields.topic}`)
          : ctx.reply({ content: `thanks for ${ctx.fields.topic}`, ephemeral: true });
      }),
      modal('rename:{itemId}', (ctx) => ctx.update(`renamed ${ctx.params.itemId}`)),
      // A JavaScript caller (no types) calling showModal from a modal submission gets a clear error.
      modal('again', (ctx) =>
        (ctx as unknown as { showModal: (m: unknown) => Promise<void> }).showModal(feedback),
      ),
    ],
  });
});
afterAll(() => bot.close());
beforeEach(() => {
  errors.length = 0;
  seen.length = 0;
});

describe('modals', () => {
  it('a command opens a modal (9 inline), built from its builder', async () => {
    expect((await bot.send(interaction({ name: 'feedback' }))).body).toEqual({
      type: 9,
      data: feedback.toJSON(),
    });
  });
  it('a component opens a modal too', async () => {
    expect((await bot.send(click({ customId: 'edit' }))).body).toMatchObject({ type: 9 });
  });
  it('the submission reaches its handler with fields by custom_id; a blank optional field is undefined', async () => {
    const answer = await bot.send(submit({ customId: 'feedback', values: { topic: 'docs', details: '' } }));
    expect(answer.body).toEqual({ type: 4, data: { content: 'thanks for docs', flags: 64 } });
    expect({ ...seen[0]?.fields }).toEqual({ topic: 'docs', details: undefined });
    expect(seen[0]?.message).toBeUndefined();
  });
  it('a submission from a component may update the message (7)', async () => {
    const answer = await bot.send(
      submit({
        customId: 'feedback',
        values: { topic: 'api', details: 'more' },
        message: componentMessage(),
      }),
    );
    expect(answer.body).toEqual({ type: 7, data: { content: 'updated: api' } });
    expect(seen[0]?.fields).toMatchObject({ details: 'more' });
  });
  it('a required field missing from the submission is refused before the handler runs', async () => {
    await bot.send(submit({ customId: 'feedback', values: { details: 'x' } }));
    expect(seen).toEqual([]);
    expect(errors[0]?.code).toBe('INVALID_OPTIONS');
    expect(errors[0]?.message).toMatch(/required text input "topic" is missing/);
  });
  it('update() on a submission from a command is refused locally (6 and 7 need a component)', async () => {
    const answer = await bot.send(submit({ customId: 'rename:7', values: {} }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(errors[0]?.code).toBe('INVALID_RESPONSE');
    expect(errors[0]?.message).toMatch(/only when the modal was opened from a component/);
  });
  it('a pattern modal gets its params', async () => {
    const answer = await bot.send(submit({ customId: 'rename:7', values: {}, message: componentMessage() }));
    expect(answer.body).toEqual({ type: 7, data: { content: 'renamed 7' } });
  });
  it('a modal submission cannot open another modal: a clear error', async () => {
    await bot.send(submit({ customId: 'again', values: {} }));
    expect(errors[0]?.code).toBe('INVALID_RESPONSE');
    expect(errors[0]?.message).toMatch(/^showModal\(\): a modal submission cannot open another modal/);
  });
  it('an invalid modal is refused locally with its path', async () => {
    await bot.send(interaction({ name: 'broken' }));
    expect(errors[0]?.issues).toEqual([
      expect.stringMatching(/^data\.title: /),
      expect.stringMatching(/^data\.components: /),
    ]);
  });
  it('an unknown modal custom_id is reported', async () => {
    await bot.send(submit({ customId: 'nobody', values: {} }));
    expect(errors[0]?.code).toBe('UNKNOWN_COMPONENT');
  });
});
