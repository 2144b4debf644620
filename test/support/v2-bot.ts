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

/** A 1×1 PNG (a real image the browser can draw). */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The files the card uploads with its reply: its thumbnail, a gallery picture and a notes file. */
export const cardFiles = [
  { name: 'ada.png', type: 'image/png', bytes: png },
  { name: 'sketch.png', type: 'image/png', bytes: png },
  { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Notes on the engine') },
];

/**
 * The card: a container with a section (text and a thumbnail from an uploaded file), a gallery (an uploaded
 * picture, a remote one, a spoiler), a file, a separator and buttons.
 */
export function card() {
  return {
    flags: IS_COMPONENTS_V2,
    attachments: cardFiles.map((file, id) => ({ id, filename: file.name })),
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
            accessory: { type: 11, media: { url: 'attachment://ada.png' }, description: 'Portrait of Ada' },
          },
          {
            type: 12,
            items: [
              { media: { url: 'attachment://sketch.png' }, description: 'Sketch 1' },
              { media: { url: 'https://example.com/sketch-2.png' }, description: 'Sketch 2' },
              { media: { url: 'attachment://sketch.png' }, description: 'Sketch 3', spoiler: true },
            ],
          },
          { type: 13, file: { url: 'attachment://notes.txt' } },
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

/** Answers an interaction through the callback endpoint with a reply and its files (multipart). */
export async function replyWithFiles(
  apiBaseUrl: string,
  interaction: { id: string; token: string },
  data: object,
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<void> {
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ type: 4, data }));
  for (const [n, file] of files.entries())
    form.append(`files[${n}]`, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`, {
    method: 'POST',
    body: form,
  });
  if (response.status !== 204) throw new Error(`the reply was refused: ${await response.text()}`);
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
