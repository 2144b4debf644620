import { ButtonStyle, MessageFlags } from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ContainerBuilder,
  SectionBuilder,
  TextDisplayBuilder,
} from '@slashkit/builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ComponentContext, command, component, type InteractionError } from '../src/index.js';
import { SentComponents } from '../src/respond/sent-components.js';
import { startBot } from './support/bot.js';
import { click, componentMessage } from './support/component-fixtures.js';
import { interaction } from './support/fixtures.js';

// Components V2 answers: builders and JSON alike in `components`, IS_COMPONENTS_V2 set when layout
// components are present, content or embeds beside them refused before sending, a V2 message kept V2 by an
// update; and component handlers addressed by the component's numeric id.

const vote = new ButtonBuilder().setCustomId('vote').setLabel('Vote').setStyle(ButtonStyle.Primary);
const card = () =>
  new ContainerBuilder()
    .setAccentColor(0x5865f2)
    .addTextDisplayComponents(new TextDisplayBuilder().setContent('# Poll'))
    .addSectionComponents(
      new SectionBuilder()
        .addTextDisplayComponents((text) => text.setContent('Pick one'))
        .setButtonAccessory(
          new ButtonBuilder().setCustomId('more').setLabel('More').setStyle(ButtonStyle.Secondary),
        ),
    );
const v2Message = () => ({
  ...componentMessage(),
  flags: MessageFlags.IsComponentsV2,
  components: [
    { type: 17 as const, id: 1, components: [{ type: 10 as const, id: 2, content: 'Poll' }] },
    {
      type: 1 as const,
      id: 3,
      components: [{ type: 2 as const, id: 4, style: 1 as const, custom_id: 'x', label: 'X' }],
    },
  ],
});

const errors: InteractionError[] = [];
const seen: ComponentContext[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  bot = await startBot({
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command({ name: 'card', description: 'A V2 card' }, (ctx) =>
        ctx.reply({ components: [new ActionRowBuilder().addComponents(vote), card()], ephemeral: true }),
      ),
      command({ name: 'json', description: 'The same as JSON' }, (ctx) =>
        ctx.reply({ components: [new ActionRowBuilder().addComponents(vote).toJSON(), card().toJSON()] }),
      ),
      command({ name: 'rows', description: 'Rows only' }, (ctx) =>
        ctx.reply({ content: 'Vote', components: [new ActionRowBuilder().addComponents(vote)] }),
      ),
      command({ name: 'mixed', description: 'Content beside a container' }, (ctx) =>
        ctx.reply({ content: 'Hello', embeds: [{ title: 'Hi' }], components: [card()] }),
      ),
    ],
    components: [
      component({ id: 4 }, (ctx) => {
        seen.push(ctx);
        return ctx.update({ components: [card()] });
      }),
      component('clear', (ctx) => ctx.update({ flags: 0, components: [] })),
    ],
  });
});
afterAll(() => bot.close());
beforeEach(() => {
  errors.length = 0;
  seen.length = 0;
});

describe('replies with Components V2', () => {
  it('builders go out as JSON, with IS_COMPONENTS_V2 set beside EPHEMERAL', async () => {
    const answer = await bot.send(interaction({ name: 'card' }));
    expect(errors).toEqual([]);
    expect(answer.body).toEqual({
      type: 4,
      data: {
        flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
        components: [new ActionRowBuilder().addComponents(vote).toJSON(), card().toJSON()],
      },
    });
  });
  it('JSON gets the flag too', async () => {
    const answer = await bot.send(interaction({ name: 'json' }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: MessageFlags.IsComponentsV2 } });
  });
  it('action rows alone stay a classic message, beside content', async () => {
    const answer = await bot.send(interaction({ name: 'rows' }));
    expect(answer.body).toEqual({
      type: 4,
      data: { content: 'Vote', components: [new ActionRowBuilder().addComponents(vote).toJSON()] },
    });
  });
  it('content and embeds beside layout components are refused before anything is sent', async () => {
    const answer = await bot.send(interaction({ name: 'mixed' }));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: MessageFlags.Ephemeral } });
    expect(errors.map((e) => e.code)).toEqual(['INVALID_RESPONSE']);
    expect(errors[0]?.message).toMatch(
      /cannot also carry `content`, `embeds`; put the text in a text display \(TextDisplayBuilder/,
    );
    expect(errors[0]?.issues).toEqual([
      'content: not allowed beside Components V2 layout components',
      'embeds: not allowed beside Components V2 layout components',
    ]);
  });
});

describe('component handlers by numeric id', () => {
  it('a click no custom_id handler claims goes to the handler of its id; ctx.message keeps the numbering', async () => {
    const answer = await bot.send(click({ customId: 'x', message: v2Message() as never, id: 4 }));
    expect(errors).toEqual([]);
    expect(answer.body).toMatchObject({ type: 7, data: { flags: MessageFlags.IsComponentsV2 } });
    expect(seen[0]?.componentId).toBe(4);
    expect(seen[0]?.message.components).toEqual(v2Message().components);
  });
  it('an id nobody registered is an unknown component', async () => {
    await bot.send(click({ customId: 'x', id: 5 }));
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_COMPONENT']);
  });
  it('two registrations of one id are refused', async () => {
    await expect(
      startBot({
        commands: [],
        components: [component({ id: 1 }, () => {}), component({ id: 1 }, () => {})],
      }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_COMPONENT' });
    await expect(startBot({ commands: [], components: [component({ id: -1 }, () => {})] })).rejects.toThrow(
      /components\[0\]: expected a custom_id, a component builder, or \{ id \}/,
    );
  });
});

describe('an update keeps a V2 message V2', () => {
  it('clearing IS_COMPONENTS_V2 is refused before sending', async () => {
    await bot.send(click({ customId: 'clear', message: v2Message() as never }));
    expect(errors.map((e) => e.code)).toEqual(['INVALID_RESPONSE']);
    expect(errors[0]?.message).toMatch(/flags: Flags 0 clear IS_COMPONENTS_V2/);
  });
});

describe('awaitComponent() recognises buttons inside containers and sections', () => {
  it('records custom_ids at every depth', () => {
    const sent = new SentComponents();
    sent.remember('1', {
      components: [new ActionRowBuilder().addComponents(vote).toJSON(), card().toJSON()],
    });
    expect([...sent.customIds].sort()).toEqual(['more', 'vote']);
  });
});
