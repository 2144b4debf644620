import type { APIMessage, APIRole } from '@slashkit/api';
import {
  ButtonBuilder,
  ModalBuilder,
  type ModalFieldValue,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AwaitComponentOptions,
  type ChatInputContext,
  type ComponentContext,
  type CustomIdParams,
  command,
  component,
  formatCustomId,
  type MessageReplies,
  type ModalContext,
  modal,
  type ResolvedUser,
} from '../src/index.js';

describe('handler types flow from component and modal definitions', () => {
  it('a pattern gives ctx.params', () => {
    component('poll:{pollId}:vote:{choice}', (ctx) => {
      expectTypeOf(ctx.params).toEqualTypeOf<{ readonly pollId: string; readonly choice: string }>();
      expectTypeOf(ctx.message).toEqualTypeOf<APIMessage>();
      // @ts-expect-error no such placeholder
      ctx.params.other;
    });
    component('refresh', (ctx) => {
      expectTypeOf(ctx.params).toEqualTypeOf<{}>();
    });
    expectTypeOf<CustomIdParams<'a:{x}'>>().toEqualTypeOf<{ readonly x: string }>();
  });
  it('a builder with a pattern custom_id gives ctx.params too', () => {
    const vote = new ButtonBuilder().setCustomId('poll:{pollId}');
    component(vote, (ctx) => {
      expectTypeOf(ctx.params.pollId).toEqualTypeOf<string>();
      expectTypeOf(ctx.values).toEqualTypeOf<readonly string[]>();
    });
  });
  it("a string select's options give ctx.values as a union of literals", () => {
    const color = new StringSelectMenuBuilder()
      .setCustomId('color')
      .addOptions({ label: 'Red', value: 'red' }, { label: 'Green', value: 'green' });
    component(color, (ctx) => {
      expectTypeOf(ctx.values).toEqualTypeOf<readonly ('red' | 'green')[]>();
    });
  });
  it('entity selects give resolved users, roles and channels', () => {
    component(new UserSelectMenuBuilder().setCustomId('who'), (ctx) => {
      expectTypeOf(ctx.users).toEqualTypeOf<readonly ResolvedUser[]>();
      expectTypeOf(ctx.roles).toEqualTypeOf<readonly APIRole[]>();
    });
  });
  it("a modal's text inputs give ctx.fields: required → string, optional → string | undefined", () => {
    const feedback = new ModalBuilder()
      .setCustomId('feedback:{ticket}')
      .setTitle('Feedback')
      .addTextInputs(
        new TextInputBuilder().setCustomId('topic').setLabel('Topic'),
        new TextInputBuilder().setCustomId('details').setLabel('Details').setRequired(false),
      );
    modal(feedback, (ctx) => {
      expectTypeOf(ctx.fields).toEqualTypeOf<{ topic: string; details: string | undefined }>();
      expectTypeOf(ctx.params).toEqualTypeOf<{ readonly ticket: string }>();
      expectTypeOf(ctx.message).toEqualTypeOf<APIMessage | undefined>();
      // @ts-expect-error a modal submission cannot open another modal
      ctx.showModal;
    });
    modal('plain', (ctx) => {
      // Registered by custom_id alone: any kind of field, by any custom_id (narrow it before use).
      expectTypeOf(ctx.fields).toEqualTypeOf<Readonly<Record<string, ModalFieldValue | undefined>>>();
    });
  });
  it('commands and components can open modals; methods can be destructured', () => {
    command({ name: 'ping', description: 'Ping' }, ({ showModal, reply }) => {
      expectTypeOf(showModal).toBeFunction();
      return reply('x');
    });
    component('x', ({ update, deferUpdate, showModal, awaitComponent }) => {
      expectTypeOf(update).toBeFunction();
      expectTypeOf(deferUpdate).toBeFunction();
      expectTypeOf(showModal).toBeFunction();
      expectTypeOf(awaitComponent).returns.resolves.toEqualTypeOf<ComponentContext>();
    });
    // @ts-expect-error a command cannot update a message
    command({ name: 'ping', description: 'Ping' }, (ctx) => ctx.update('x'));
  });
  it('formatCustomId checks the params against the pattern', () => {
    formatCustomId('poll:{pollId}', { pollId: '1' });
    // @ts-expect-error missing pollId
    formatCustomId('poll:{pollId}', {});
  });
  it('the context types are exported', () => {
    expectTypeOf<ModalContext['customId']>().toEqualTypeOf<string>();
  });

  it('every repliable context is MessageReplies, and awaitComponent resolves with a component context', () => {
    expectTypeOf<ComponentContext>().toExtend<MessageReplies>();
    expectTypeOf<ModalContext>().toExtend<MessageReplies>();
    expectTypeOf<ChatInputContext>().toExtend<MessageReplies>();
    expectTypeOf<ComponentContext['awaitComponent']>().toEqualTypeOf<
      (options?: AwaitComponentOptions) => Promise<ComponentContext>
    >();
    expectTypeOf<MessageReplies['awaitComponent']>().toEqualTypeOf<ComponentContext['awaitComponent']>();
    expectTypeOf<NonNullable<AwaitComponentOptions['filter']>>()
      .parameter(0)
      .toEqualTypeOf<ComponentContext>();
  });
});
