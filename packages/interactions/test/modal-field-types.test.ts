import { TextInputStyle } from '@slashkit/api';
import { ModalBuilder, TextInputBuilder } from '@slashkit/builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InteractionError, type ModalContext, modal } from '../src/index.js';
import { startBot } from './support/bot.js';
import { submit } from './support/component-fixtures.js';

// A modal submission comes from the network: every field's answer must have the type its handler is told
// (a text input's string, a select's list of strings), or the submission is refused, with the JSON path,
// before the handler runs.

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
    commands: [],
    modals: [
      modal(feedback, (ctx) => {
        seen.push(ctx as unknown as ModalContext);
        return ctx.reply('thanks');
      }),
      modal('survey', (ctx) => {
        seen.push(ctx);
        return ctx.reply('thanks');
      }),
    ],
  });
});
afterAll(() => bot.close());
beforeEach(() => {
  errors.length = 0;
  seen.length = 0;
});

/** A submission of the feedback modal whose optional `details` input answered `value`. */
const feedbackWith = (value: unknown) => {
  const payload = submit({ customId: 'feedback', values: { topic: 'docs', details: '' } });
  (payload.data.components[1] as { components: { value: unknown }[] }).components[0]!.value = value;
  return payload;
};

/** A submission of `customId` whose components are `components` as given. */
const submission = (customId: string, components: unknown[]) => {
  const payload = submit({ customId, values: {} });
  (payload.data as { components: unknown[] }).components = components;
  return payload;
};

const refused = async (payload: unknown, issue: RegExp) => {
  const answer = await bot.send(payload);
  expect(seen).toEqual([]);
  expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
  expect(errors.map((error) => error.code)).toEqual(['INVALID_OPTIONS']);
  expect(errors[0]?.issues).toEqual([expect.stringMatching(issue)]);
};

describe('modal fields of the wrong type', () => {
  for (const [what, value, shown] of [
    ['a number', 42, '42'],
    ['an object', { text: 'x' }, 'an object'],
    ['a list', ['x'], 'a list'],
    ['a boolean', true, 'true'],
    ['null', null, 'null'],
  ] as const)
    it(`an optional text input answered with ${what} is refused with its path`, async () => {
      await refused(
        feedbackWith(value),
        new RegExp(
          `^data\\.components\\[1\\]\\.components\\[0\\]\\.value: the text input "details" answered ${shown}.*; expected a string$`,
        ),
      );
    });

  it('a text input without its value is refused', async () => {
    const payload = feedbackWith('');
    delete (payload.data.components[1] as { components: { value?: unknown }[] }).components[0]!.value;
    await refused(
      payload,
      /^data\.components\[1\]\.components\[0\]\.value: .* answered nothing; expected a string$/,
    );
  });

  it('a modal registered by custom_id is held to the field kinds too', async () => {
    await refused(
      submission('survey', [{ type: 1, components: [{ type: 4, custom_id: 'name', value: 7 }] }]),
      /^data\.components\[0\]\.components\[0\]\.value: the text input "name" answered 7; expected a string$/,
    );
  });

  it('a select in a label answered with something other than a list of strings is refused', async () => {
    for (const values of ['red', [1], [{}], null]) {
      errors.length = 0;
      await refused(
        submission('survey', [{ type: 18, component: { type: 3, custom_id: 'colour', values } }]),
        /^data\.components\[0\]\.component\.values: the string select "colour" answered .*; expected a list of strings$/,
      );
    }
  });

  it('a component of a kind this version does not read is refused, not passed through', async () => {
    await refused(
      submission('survey', [{ type: 18, component: { type: 20, custom_id: 'agree', value: true } }]),
      /^data\.components\[0\]\.component\.type: the field "agree" is a component of type 20, which this version .* does not read/,
    );
  });

  it('a custom_id submitted twice is refused', async () => {
    await refused(
      submission('survey', [
        { type: 1, components: [{ type: 4, custom_id: 'name', value: 'a' }] },
        { type: 18, component: { type: 4, custom_id: 'name', value: 'b' } },
      ]),
      /^data\.components\[1\]\.component\.custom_id: "name" was submitted twice/,
    );
  });

  it('a field that arrives as another kind than the registered one is refused', async () => {
    const payload = feedbackWith('');
    (payload.data.components as unknown[])[1] = {
      type: 18,
      component: { type: 3, custom_id: 'details', values: ['x'] },
    };
    await refused(
      payload,
      /^data\.components: "details" arrived as a string select; the registered modal has a text input$/,
    );
  });

  it('well-typed fields still reach the handler: text in rows and labels, select values as lists', async () => {
    await bot.send(
      submission('survey', [
        { type: 1, components: [{ type: 4, custom_id: 'name', value: 'Ada' }] },
        { type: 10, id: 3 },
        { type: 18, component: { type: 4, custom_id: 'bio', value: '' } },
        { type: 18, component: { type: 5, custom_id: 'friends', values: [] } },
      ]),
    );
    expect(errors).toEqual([]);
    expect({ ...seen[0]?.fields }).toEqual({ name: 'Ada', bio: '', friends: [] });
    await bot.send(feedbackWith(''));
    expect({ ...seen[1]?.fields }).toEqual({ topic: 'docs', details: undefined });
  });
});
