import { ActionRowBuilder } from '@slashkit/builders';
import { command, component, modal } from '@slashkit/interactions';
import { colours, feedback, poll, secret } from './commands.js';
import {
  colourSelect,
  commentForm,
  commentFormFor,
  feedbackForm,
  peekButton,
  pollButtons,
} from './components.js';

/** A poll while it runs: its question, one vote per user, and the comments. */
interface Poll {
  question: string;
  votes: Map<string, 'yes' | 'no'>;
  comments: string[];
}

/** The poll message: the question, the counts, the comments; `closed` adds the result. */
function render(p: Poll, closed = false): string {
  const count = (choice: 'yes' | 'no') => [...p.votes.values()].filter((v) => v === choice).length;
  const [yes, no] = [count('yes'), count('no')];
  const lines = [`📊 ${p.question}`, `✅ Yes: ${yes} · ❌ No: ${no}`, ...p.comments.map((c) => `💬 ${c}`)];
  if (closed) lines.push(`🔒 Closed: ${yes === no ? 'a tie' : yes > no ? '"yes" wins' : '"no" wins'}`);
  return lines.join('\n');
}

/**
 * The bot's handlers: commands that post components or open a form, and the handlers of those components
 * and forms, registered by custom_id or pattern (`ctx.params`, `ctx.values` and `ctx.fields` are typed).
 */
export function createHandlers() {
  const polls = new Map<string, Poll>();
  const commands = [
    command(poll, (ctx) => {
      const pollId = ctx.interaction.id;
      const p: Poll = { question: ctx.options.question, votes: new Map(), comments: [] };
      polls.set(pollId, p);
      return ctx.reply({ content: render(p), components: [pollButtons(pollId)] });
    }),
    command(colours, (ctx) =>
      ctx.reply({
        content: '🎨 Pick your colours',
        components: [new ActionRowBuilder().addComponents(colourSelect)],
      }),
    ),
    command(feedback, (ctx) => ctx.showModal(feedbackForm)),
    command(secret, (ctx) =>
      ctx.reply({
        content: '🤫 Only you can see this button',
        ephemeral: true,
        components: [new ActionRowBuilder().addComponents(peekButton)],
      }),
    ),
  ];
  const components = [
    component('vote:{pollId}:{choice}', (ctx) => {
      const p = polls.get(ctx.params.pollId);
      if (!p) return ctx.reply({ content: 'This poll is closed.', ephemeral: true });
      p.votes.set(ctx.user.id, ctx.params.choice === 'yes' ? 'yes' : 'no');
      return ctx.update(render(p));
    }),
    component('comment:{pollId}', (ctx) => ctx.showModal(commentFormFor(ctx.params.pollId))),
    component('close:{pollId}', async (ctx) => {
      // Acknowledge at once (no "thinking…"), then replace the buttons with the result.
      await ctx.deferUpdate();
      const p = polls.get(ctx.params.pollId);
      polls.delete(ctx.params.pollId);
      await ctx.editReply({ content: p ? render(p, true) : 'This poll is closed.', components: [] });
    }),
    component(colourSelect, (ctx) => ctx.reply(`🎨 ${ctx.user.username} picked ${ctx.values.join(' and ')}`)),
    component(peekButton, (ctx) =>
      ctx.update({ content: '👀 You peeked. Nobody else saw it.', components: [] }),
    ),
  ];
  const modals = [
    modal(feedbackForm, (ctx) => {
      const { topic, details, rating } = ctx.fields;
      const mood = rating === undefined ? '' : rating === 'good' ? ' 👍' : ' 👎';
      return ctx.reply({
        content: `📝 Thanks for your feedback on "${topic}"${details ? `: ${details}` : ''}${mood}`,
        ephemeral: true,
      });
    }),
    modal(commentForm, (ctx) => {
      const p = polls.get(ctx.params.pollId);
      if (!p) return ctx.reply({ content: 'This poll is closed.', ephemeral: true });
      p.comments.push(`${ctx.user.username}: ${ctx.fields.comment}`);
      return ctx.update(render(p));
    }),
  ];
  return { commands, components, modals };
}
