// A bot written with raw JSON bodies (no SDK) that sends a Components V2 card and opens the 2025 modals;
// it answers each modal submission with what it read, so a test can check every submitted value.

/** A modal submission's label component, as the service delivers it. */
interface SubmittedLabel {
  type: number;
  component?: { type: number; custom_id: string; value?: string | boolean | null; values?: string[] };
}

/** A MODAL_SUBMIT interaction's data as the bot reads it. */
interface ModalData {
  custom_id: string;
  components: SubmittedLabel[];
  resolved?: {
    users?: Record<string, { username: string }>;
    attachments?: Record<string, { filename: string }>;
  };
}

export const IS_COMPONENTS_V2 = 1 << 15;

/** The card: a container with a section (text and a thumbnail), a gallery, a separator and buttons. */
export function card(media: { thumbnail: string; gallery: string[] }) {
  return {
    flags: IS_COMPONENTS_V2,
    components: [
      {
        type: 17,
        accent_color: 0x57f287,
        components: [
          {
            type: 9,
            components: [
              { type: 10, content: '## Ada Lovelace\n**Analyst** of the _engine_ · <@1250000000000000203>' },
              { type: 10, content: '-# joined <t:1700000000:D>' },
            ],
            accessory: { type: 11, media: { url: media.thumbnail }, description: 'Portrait of Ada' },
          },
          {
            type: 12,
            items: media.gallery.map((url, i) => ({ media: { url }, description: `Sketch ${i + 1}` })),
          },
          { type: 14, spacing: 2 },
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'Edit profile', custom_id: 'open:profile' },
              { type: 2, style: 2, label: 'Preferences', custom_id: 'open:prefs' },
            ],
          },
        ],
      },
    ],
  };
}

/** A modal with a text display, a text input, a user select, a file upload and a radio group. */
export const profileModal = {
  custom_id: 'profile',
  title: 'Edit profile',
  components: [
    { type: 10, content: 'Fields marked * are **required**.' },
    {
      type: 18,
      label: 'Display name',
      description: 'Shown beside your messages',
      component: { type: 4, custom_id: 'name', style: 1, min_length: 2, max_length: 32 },
    },
    {
      type: 18,
      label: 'Mentor',
      component: { type: 5, custom_id: 'mentor', placeholder: 'Pick a member' },
    },
    {
      type: 18,
      label: 'Portrait',
      description: 'One or two pictures',
      component: { type: 19, custom_id: 'portrait', max_values: 2 },
    },
    {
      type: 18,
      label: 'Team',
      component: {
        type: 21,
        custom_id: 'team',
        options: [
          { label: 'Core', value: 'core', description: 'The SDK' },
          { label: 'Docs', value: 'docs', description: 'Guides and READMEs' },
        ],
      },
    },
  ],
};

/** A modal with a checkbox group and a checkbox. */
export const prefsModal = {
  custom_id: 'prefs',
  title: 'Preferences',
  components: [
    {
      type: 18,
      label: 'Topics',
      description: 'Up to two',
      component: {
        type: 22,
        custom_id: 'topics',
        max_values: 2,
        options: [
          { label: 'Bots', value: 'bots', default: true },
          { label: 'Games', value: 'games' },
          { label: 'Music', value: 'music', description: 'Playlists too' },
        ],
      },
    },
    { type: 18, label: 'Send me the newsletter', component: { type: 23, custom_id: 'news' } },
  ],
};

/** What the bot read from a submission's `data`: one `custom_id=value` per input, entities by name. */
export function readSubmission(raw: unknown): string {
  const data = raw as ModalData;
  const parts = data.components.flatMap((top) => {
    const c = top.type === 18 ? top.component : undefined;
    if (!c) return [];
    if (c.type === 5)
      return [
        `${c.custom_id}=${(c.values ?? []).map((id) => data.resolved?.users?.[id]?.username).join('+')}`,
      ];
    if (c.type === 19)
      return [
        `${c.custom_id}=${(c.values ?? []).map((id) => data.resolved?.attachments?.[id]?.filename).join('+')}`,
      ];
    return [`${c.custom_id}=${c.values ? c.values.join('+') : String(c.value)}`];
  });
  return `${data.custom_id}: ${parts.join(' ')}`;
}
