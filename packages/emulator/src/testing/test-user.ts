import type { APIPollResults, Locale } from '@slashkit/api';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { OpenModal } from '../state/open-modals.js';
import type { EmulatorUser } from '../world/world.js';
import { messageOf } from './admin-requests.js';
import type {
  ChatInputCommandRef,
  CommandInputArgs,
  MessageCommandRef,
  OptionName,
  PartialCommandInput,
  UserCommandRef,
} from './command-input.js';
import type { ComponentRef, SelectValuesInput } from './component-ref.js';
import { componentTarget } from './component-target.js';
import { customIdMatcher, isCustomIdPattern } from './custom-id-matcher.js';
import type { AnsweredInteraction, ComponentResult, InteractionResult } from './interaction-result.js';
import { type MessageRef, messageIdOf } from './message-ref.js';
import * as waits from './message-waits.js';
import type { ModalInput, ModalRef } from './modal-input.js';
import { TestClientError } from './test-client-error.js';
import { describePlace, guildPlace, type PlaceInput, placeFields, type TestPlace } from './test-place.js';
import type { TestSession } from './test-session.js';
import {
  type StartedThread,
  type StartThreadOptions,
  startThreadBody,
  type ThreadRef,
  threadIdOf,
} from './thread-input.js';
import { toInteractionResult } from './to-interaction-result.js';

/** Options of a user's action: the app whose command runs (default: the primary app, or the DM's) and the client's language. */
export interface ActionOptions {
  applicationId?: string;
  /** The client's language (default: the user's settings locale). */
  locale?: Locale;
  /** Commands: the version the user's client has loaded (a stale one is refused, `STALE_COMMAND`). */
  commandVersion?: string;
}

/**
 * A user of the emulator's world, in one place, doing what they would do in a client: run commands, type
 * into autocomplete, use context menus, click buttons, choose in select menus, submit modals, and read the
 * messages they see. Each action goes through the same checks as in the web client (permissions, contexts,
 * option values), and resolves with an {@link InteractionResult}: answered, failed, or refused before it
 * reached the app. Get one from `client.user('member')`.
 * @example
 * const member = client.user('member').in('general');
 * const result = await member.run(roll, { sides: 6 });
 * assertAnswered(result);
 */
export class TestUser {
  readonly #session: TestSession;
  readonly #user: EmulatorUser;
  /** Where the user acts. */
  readonly place: TestPlace;

  /** Made by `client.user()`, `user.in()` and `user.inDM()`. @internal */
  constructor(session: TestSession, user: EmulatorUser, place: TestPlace) {
    this.#session = session;
    this.#user = user;
    this.place = place;
  }

  /** The user's id. */
  get id(): string {
    return this.#user.id;
  }

  /** The user's username. */
  get username(): string {
    return this.#user.username;
  }

  /** The same user in a guild channel, by name (`'general'`) or id, or by `{ guildId, channelId }`. */
  in(place: PlaceInput): TestUser {
    return new TestUser(this.#session, this.#user, guildPlace(this.#session.world(), place));
  }

  /** The same user in their DM with an app (default: the primary app). */
  inDM(applicationId: string = this.#session.world().application.id): TestUser {
    return new TestUser(this.#session, this.#user, { kind: 'dm', applicationId });
  }

  /** The same user in a private channel (a group DM: context PRIVATE_CHANNEL, for user-installed apps). */
  inPrivateChannel(): TestUser {
    return new TestUser(this.#session, this.#user, { kind: 'private' });
  }

  /**
   * Runs a slash command (or an entry-point command) from the `/` picker, with options typed from its
   * builder as its handler gets them (entities by id). Resolves once the app's first response is settled.
   * @example
   * const result = await member.run(roll, { sides: 6, mood: 'loud' });
   */
  run<const Command extends ChatInputCommandRef>(
    command: Command,
    ...[options, extra]: CommandInputArgs<Command, ActionOptions>
  ): Promise<InteractionResult> {
    const type = typeof command === 'string' ? 1 : command.type;
    return this.#interact('/interactions', {
      ...this.#invocation(command, type, extra),
      ...(options === undefined ? {} : { options }),
    });
  }

  /**
   * Types `text` into an autocomplete option (`focused`) of a slash command, the others as given so far;
   * the result's `choices` are the app's suggestions.
   * @example
   * const { choices } = await member.autocomplete(fruit, 'name', 'pe');
   */
  autocomplete<const Command extends ChatInputCommandRef>(
    command: Command,
    focused: OptionName<Command>,
    text: string,
    others?: PartialCommandInput<Command>,
    extra?: ActionOptions,
  ): Promise<InteractionResult> {
    const given = (others ?? {}) as Record<string, unknown>;
    const options =
      typeof given.subcommand === 'string'
        ? { ...given, options: { ...(given.options as object | undefined), [focused]: text } }
        : { ...given, [focused]: text };
    return this.#interact('/autocomplete', { ...this.#invocation(command, 1, extra), options, focused });
  }

  /** Uses a USER command from the Apps menu of a user (by id, username, or as a `TestUser`). */
  useUserCommand(
    command: UserCommandRef,
    target: string | TestUser,
    extra?: ActionOptions,
  ): Promise<InteractionResult> {
    const targetId = typeof target === 'string' ? this.#userId(target) : target.id;
    return this.#interact('/interactions', { ...this.#invocation(command, 2, extra), targetId });
  }

  /** Uses a MESSAGE command from the Apps menu of a message. */
  useMessageCommand(
    command: MessageCommandRef,
    target: MessageRef,
    extra?: ActionOptions,
  ): Promise<InteractionResult> {
    return this.#interact('/interactions', {
      ...this.#invocation(command, 3, extra),
      targetId: messageIdOf(target),
    });
  }

  /**
   * Clicks a button of a message, found by `custom_id`, by its numeric `id`, or by its builder. A link
   * button opens its URL (`status: 'opened'`) and sends nothing; a premium button opens its SKU's purchase
   * sheet and the user buys it (`status: 'purchased'`, with the entitlement): ENTITLEMENT_CREATE follows
   * on the gateway and in Webhook Events, and the next interaction carries it.
   */
  async click(
    message: MessageRef,
    component: ComponentRef,
    extra?: Pick<ActionOptions, 'locale'>,
  ): Promise<ComponentResult> {
    const messageId = messageIdOf(message);
    const target = await componentTarget(this.#session.admin, messageId, component);
    return this.#interact('/components', { userId: this.id, messageId, ...target, ...locale(extra) });
  }

  /**
   * Chooses values in a select menu of a message, in order: option values for a string select (typed from
   * its builder), ids for user, role, mentionable and channel selects.
   */
  async choose<const Component extends ComponentRef>(
    message: MessageRef,
    component: Component,
    values: SelectValuesInput<Component>,
    extra?: Pick<ActionOptions, 'locale'>,
  ): Promise<ComponentResult> {
    const messageId = messageIdOf(message);
    const target = await componentTarget(this.#session.admin, messageId, component);
    return this.#interact('/components', {
      userId: this.id,
      messageId,
      ...target,
      values: [...values],
      ...locale(extra),
    });
  }

  /** The modal an app has open for this user, or undefined (a client shows one at a time). */
  async openModal(): Promise<OpenModal | undefined> {
    const modals = await this.#session.admin.expectOk<OpenModal[]>(
      'GET',
      `/modals?userId=${encodeURIComponent(this.id)}`,
    );
    return modals.filter((modal) => modal.state === 'open').at(-1);
  }

  /**
   * Submits the modal open for this user, with fields typed from its builder, or by `custom_id` with any
   * fields. The open modal's custom_id must be the one given, or fit it when it is a `{placeholder}`
   * pattern (the emulator refuses the submission otherwise).
   * @example
   * await member.submitModal(feedback, { topic: 'Docs', details: 'More examples' });
   */
  async submitModal<const Modal extends ModalRef>(
    modal: Modal,
    fields: ModalInput<Modal>,
    extra?: Pick<ActionOptions, 'locale'>,
  ): Promise<InteractionResult> {
    let customId = typeof modal === 'string' ? modal : modal.toJSON().custom_id;
    if (isCustomIdPattern(customId)) {
      const open = await this.openModal();
      if (open && customIdMatcher(customId)(open.modal.custom_id)) customId = open.modal.custom_id;
    }
    return this.#interact('/modals/submit', { userId: this.id, customId, fields, ...locale(extra) });
  }

  /** The messages of this place the user sees, oldest first (other users' ephemeral replies left out). */
  async messages(): Promise<EmulatorMessage[]> {
    if (this.place.kind === 'private')
      throw new TestClientError('a private channel has no messages to read in the emulator');
    const query = new URLSearchParams(
      Object.entries(placeFields(this.place)).map(([key, value]) => [key, String(value)]),
    );
    const answer = await this.#session.admin.send('GET', `/users/${this.id}/messages?${query}`);
    if (answer.status !== 200)
      throw new TestClientError(
        `${this.username} cannot read ${describePlace(this.place)}: ${messageOf(answer.body)}`,
        answer.status,
      );
    return (answer.body as { messages: EmulatorMessage[] }).messages;
  }

  /**
   * Votes in a poll as this user (`POST /_emulator/polls/votes`): `answerIds` replace their earlier vote
   * (an empty list takes it back). Resolves with the poll's results as the user sees them.
   */
  vote(message: MessageRef, answerIds: readonly number[]): Promise<{ results: APIPollResults }> {
    return this.#session.admin.expectOk('POST', '/polls/votes', {
      userId: this.id,
      messageId: messageIdOf(message),
      answerIds,
    });
  }

  /** Edits a message this user wrote (`PATCH /_emulator/messages/:id`); bots receive MESSAGE_UPDATE. */
  edit(message: MessageRef, content: string): Promise<EmulatorMessage> {
    return this.#session.admin.expectOk('PATCH', `/messages/${messageIdOf(message)}`, {
      userId: this.id,
      content,
    });
  }

  /**
   * Deletes a message: this user's own, or another's with Manage Messages; bots receive MESSAGE_DELETE.
   */
  async deleteMessage(message: MessageRef): Promise<void> {
    await this.#session.admin.expectOk('POST', `/messages/${messageIdOf(message)}/delete`, {
      userId: this.id,
    });
  }

  /** Reacts to a message as this user (a unicode emoji or `name:id`); bots receive MESSAGE_REACTION_ADD. */
  async react(message: MessageRef, emoji: string): Promise<void> {
    await this.#session.admin.expectOk('POST', '/reactions', {
      userId: this.id,
      messageId: messageIdOf(message),
      emoji,
    });
  }

  /** Takes back this user's reaction (a unicode emoji or `name:id`); bots receive MESSAGE_REACTION_REMOVE. */
  async unreact(message: MessageRef, emoji: string): Promise<void> {
    await this.#session.admin.expectOk('POST', '/reactions/remove', {
      userId: this.id,
      messageId: messageIdOf(message),
      emoji,
    });
  }

  /**
   * Forwards a message this user sees into this guild channel (`POST /_emulator/messages/:id/forward`):
   * resolves with the new message, whose `message_snapshots` copy the original; bots receive MESSAGE_CREATE.
   */
  forward(message: MessageRef): Promise<EmulatorMessage> {
    if (this.place.kind !== 'guild')
      throw new TestClientError('forward() posts in a guild channel: choose one with user.in(channel)');
    return this.#session.admin.expectOk('POST', `/messages/${messageIdOf(message)}/forward`, {
      userId: this.id,
      channelId: this.place.channelId,
    });
  }

  /**
   * Starts a thread in this guild channel as this user (`POST /_emulator/channels/:id/threads`): from a
   * message, as a forum post with its first message, or bare; judged on the user's permissions as the
   * client is. Resolves with the thread (bots receive THREAD_CREATE); `user.inThread(thread)` acts in it.
   * @example
   * const thread = await member.startThread('help', { message: question });
   * await member.inThread(thread).say('Thanks!');
   */
  startThread(name: string, options: StartThreadOptions = {}): Promise<StartedThread> {
    if (this.place.kind !== 'guild')
      throw new TestClientError('startThread() starts in a guild channel: choose one with user.in(channel)');
    return this.#session.admin.expectOk(
      'POST',
      `/channels/${this.place.channelId}/threads`,
      startThreadBody(this.id, name, options),
    );
  }

  /** The same user in a thread of this guild (by id or as started): `say()` posts in it, `messages()` reads it. */
  inThread(thread: ThreadRef): TestUser {
    if (this.place.kind !== 'guild')
      throw new TestClientError('inThread() needs a guild place: choose one with user.in(channel)');
    const channelId = threadIdOf(thread);
    const name = typeof thread === 'object' && 'name' in thread ? String(thread.name) : channelId;
    return new TestUser(this.#session, this.#user, { ...this.place, channelId, name });
  }

  /** Posts a message as this user in this guild channel or thread (a target for MESSAGE commands). */
  say(content: string): Promise<EmulatorMessage> {
    if (this.place.kind !== 'guild')
      throw new TestClientError('say() posts in a guild channel: choose one with user.in(channel)');
    return this.#session.admin.expectOk('POST', '/messages', {
      guildId: this.place.guildId,
      channelId: this.place.channelId,
      authorId: this.id,
      content,
    });
  }

  /**
   * Resolves with the message an answered interaction edits (a deferred reply once filled in, a reply, or
   * a component's message), as soon as it changed. Event-driven: no polling.
   */
  waitForEdit(result: AnsweredInteraction, options?: waits.WaitOptions): Promise<EmulatorMessage> {
    return waits.waitForEdit(this.#session, result, options);
  }

  /** Resolves with the first `count` follow-ups of an answered interaction, as soon as they exist. */
  waitForFollowUps(
    result: AnsweredInteraction,
    count = 1,
    options?: waits.WaitOptions,
  ): Promise<EmulatorMessage[]> {
    return waits.waitForFollowUps(this.#session, result, count, options);
  }

  /** Resolves with the first message this user sees here that `match` accepts, as soon as there is one. */
  waitForMessage(
    match: (message: EmulatorMessage) => boolean,
    options?: waits.WaitOptions,
  ): Promise<EmulatorMessage> {
    const channelId = this.place.kind === 'guild' ? this.place.channelId : null;
    return waits.waitForMessage(
      this.#session,
      () => this.messages(),
      match,
      { channelId, describe: `${describePlace(this.place)} as ${this.username} sees it` },
      options,
    );
  }

  #invocation(command: string | { readonly name: string }, type: number, extra: ActionOptions | undefined) {
    return {
      userId: this.id,
      ...placeFields(this.place),
      name: typeof command === 'string' ? command : command.name,
      type,
      ...(extra?.applicationId === undefined ? {} : { applicationId: extra.applicationId }),
      ...locale(extra),
      ...(extra?.commandVersion === undefined ? {} : { commandVersion: extra.commandVersion }),
    };
  }

  async #interact<Result extends ComponentResult>(path: string, body: object): Promise<Result> {
    const answer = await this.#session.admin.send('POST', path, body);
    return toInteractionResult(answer, `POST /_emulator${path}`) as Result;
  }

  #userId(target: string): string {
    const user = this.#session.world().users.find((u) => u.id === target || u.username === target);
    if (!user) throw new TestClientError(`no user ${JSON.stringify(target)} in the world`);
    return user.id;
  }
}

/** The `locale` field, when given. */
function locale(extra: Pick<ActionOptions, 'locale'> | undefined) {
  return extra?.locale === undefined ? {} : { locale: extra.locale };
}
