// This file is the Components V2 and modal examples of the READMEs of @slashkit/builders ("Components V2
// messages", "Modals") and @slashkit/interactions ("A V2 message and its modals, end to end"), shown there
// in pieces (`// --- name` up to the next marker): test/components-v2-readme-bot.test.ts keeps the two
// identical and runs this bot against a real emulator, through @slashkit/emulator/testing and through the
// web client in Chromium. What is outside the pieces gives the bot the emulator's key.
import { startEmulator } from '@slashkit/emulator';

/** The emulator the bot answers (in the READMEs, Discord does). */
export const emulator = await startEmulator({ rateLimits: 'off' });
const { publicKey } = emulator.world.application;

// --- message
import { readFile } from 'node:fs/promises';
import { ButtonStyle, SeparatorSpacingSize } from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ContainerBuilder,
  MediaGalleryBuilder,
  SectionBuilder,
  TextDisplayBuilder,
} from '@slashkit/builders';

export const release = new ContainerBuilder()
  .setAccentColor(0x5865f2)
  .addTextDisplayComponents(
    new TextDisplayBuilder().setContent('# Release 2.0\nFaster sync, **smaller** bundles.'),
  )
  .addSectionComponents(
    new SectionBuilder()
      .addTextDisplayComponents((text) => text.setContent('Built by **Ada**'))
      .setThumbnailAccessory((thumbnail) => thumbnail.setURL('attachment://ada.png').setDescription('Ada')),
  )
  .addMediaGalleryComponents(
    new MediaGalleryBuilder().addItems(
      (item) => item.setURL('attachment://chart.png').setDescription('Sync time, before and after'),
      (item) => item.setURL('https://example.com/settings.png').setDescription('The new settings page'),
    ),
  )
  .addSeparatorComponents((separator) => separator.setSpacing(SeparatorSpacingSize.Large))
  .addFileComponents((file) => file.setURL('attachment://changelog.md'))
  .addActionRowComponents(
    new ActionRowBuilder().addComponents(
      new ButtonBuilder().setCustomId('release:report').setLabel('Report a bug').setStyle(ButtonStyle.Danger),
      new ButtonBuilder()
        .setCustomId('release:settings')
        .setLabel('Settings')
        .setStyle(ButtonStyle.Secondary),
      new ButtonBuilder()
        .setURL('https://example.com/releases/2.0')
        .setLabel('Read more')
        .setStyle(ButtonStyle.Link),
    ),
  );

// The files its attachment:// URLs name; they are sent with the message.
export const releaseFiles = [
  { name: 'ada.png', data: await readFile(new URL('./ada.png', import.meta.url)) },
  { name: 'chart.png', data: await readFile(new URL('./chart.png', import.meta.url)) },
  { name: 'changelog.md', data: new Blob(['# 2.0\n- Faster sync\n- Smaller bundles\n']) },
];

// In a handler of @slashkit/interactions (IS_COMPONENTS_V2 is set for you):
// await ctx.reply({ components: [release], files: releaseFiles });

// --- modals
import { TextInputStyle } from '@slashkit/api';
import {
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  type InferModalFields,
  LabelBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';

export const bugReport = new ModalBuilder()
  .setCustomId('bug-report')
  .setTitle('Report a bug')
  .addLabelComponents(
    new LabelBuilder()
      .setLabel('What happened?')
      .setTextInputComponent(
        new TextInputBuilder().setCustomId('details').setStyle(TextInputStyle.Paragraph).setMaxLength(1000),
      ),
    (label) =>
      label
        .setLabel('Who saw it?')
        .setUserSelectMenuComponent(
          new UserSelectMenuBuilder().setCustomId('witnesses').setMaxValues(3).setRequired(false),
        ),
    (label) =>
      label
        .setLabel('Screenshots')
        .setFileUploadComponent(
          new FileUploadBuilder().setCustomId('shots').setMaxValues(3).setRequired(false),
        ),
    (label) =>
      label
        .setLabel('How bad?')
        .setRadioGroupComponent(
          new RadioGroupBuilder()
            .setCustomId('severity')
            .addOptions(
              { label: 'Annoying', value: 'low' },
              { label: 'Blocking', value: 'high', description: 'I cannot go on' },
            ),
        ),
  );

export const settings = new ModalBuilder()
  .setCustomId('settings')
  .setTitle('Settings')
  .addTextDisplayComponents((text) => text.setContent('Choose what we send you.'))
  .addLabelComponents(
    (label) =>
      label
        .setLabel('Topics')
        .setCheckboxGroupComponent(
          new CheckboxGroupBuilder()
            .setCustomId('topics')
            .setMinValues(0)
            .addOptions({ label: 'Releases', value: 'releases' }, { label: 'Incidents', value: 'incidents' }),
        ),
    (label) =>
      label.setLabel('Send me a digest').setCheckboxComponent(new CheckboxBuilder().setCustomId('digest')),
  );

// { details: string; witnesses: readonly ResolvedUser[]; shots: readonly APIAttachment[]; severity: 'low' | 'high' }
export type BugReport = InferModalFields<typeof bugReport>;
// { topics: readonly ('releases' | 'incidents')[]; digest: boolean }
export type Settings = InferModalFields<typeof settings>;

// --- handler
import { SlashCommandBuilder } from '@slashkit/builders';
import { command, component, createInteractionHandler, modal } from '@slashkit/interactions';

export const releaseCommand = new SlashCommandBuilder()
  .setName('release')
  .setDescription("What's new in 2.0");

export const handler = createInteractionHandler({
  publicKey,
  commands: [
    // Builders as they are, with the files they point at: a V2 message (the flag is set for you).
    command(releaseCommand, (ctx) => ctx.reply({ components: [release], files: releaseFiles })),
  ],
  components: [
    component('release:report', (ctx) => ctx.showModal(bugReport)),
    component('release:settings', (ctx) => ctx.showModal(settings)),
  ],
  modals: [
    modal(bugReport, (ctx) => {
      // details: string; witnesses: readonly ResolvedUser[]; shots: readonly APIAttachment[]; severity: 'low' | 'high'
      const { details, witnesses, shots, severity } = ctx.fields;
      const seenBy = witnesses.map(({ user }) => user.username).join(', ') || 'nobody';
      const files = shots.map((shot) => `${shot.filename} (${shot.size} bytes)`).join(', ') || 'none';
      return ctx.reply({
        content: `Filed as ${severity}: ${details} · seen by ${seenBy} · screenshots: ${files}`,
        ephemeral: true,
      });
    }),
    modal(settings, (ctx) => {
      const { topics, digest } = ctx.fields; // topics: readonly ('releases' | 'incidents')[]; digest: boolean
      return ctx.reply({
        content: `Topics: ${topics.join(', ') || 'none'} · digest: ${digest ? 'yes' : 'no'}`,
        ephemeral: true,
      });
    }),
  ],
});
// --- end
