import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { env } from '../../config/env';
import { attachmentRecord, type AttachmentRecord } from '../../testing/resource-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { AttachmentPickerDialog } from './attachment-picker-dialog';

type Attachment = AttachmentRecord;

/** One of the signed-in user's files, as the attachment search answers it. */
const attachment = (id: number, originalName: string, contentType: string): Attachment =>
  attachmentRecord(id, {
    name: `${id}-${originalName}`,
    original_name: originalName,
    content_type: contentType,
    size: 48_000,
  });

/** A tinted square: what an uploaded picture's bytes look like to the preview. */
const picture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 45% 60%)"/></svg>`;

function attachmentApi(files: Attachment[]) {
  return [
    http.post(`${env.apiUrl}/attachment/search`, () =>
      HttpResponse.json({ data: files, total: files.length }),
    ),
    http.get<{ name: string }>(`${env.apiUrl}/attachment/serve/:name`, ({ params }) =>
      HttpResponse.text(picture((Number.parseInt(params.name, 10) * 67) % 360), {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
    ),
  ];
}

const meta = {
  title: 'Kit/Attachment picker',
  component: AttachmentPickerDialog,
  decorators: [backofficeProviders],
  args: {
    open: true,
    onClose: fn(),
    onPick: fn(),
    ownerId: 1,
    kind: 'image',
    title: 'Photo de profil',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AttachmentPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's pictures in a three-column grid; one click picks. */
export const Pictures: Story = {
  parameters: {
    msw: {
      handlers: attachmentApi([
        attachment(11, 'portrait-cabinet.jpg', 'image/jpeg'),
        attachment(12, 'salle-attente.png', 'image/png'),
        attachment(13, 'lac-neuchatel.jpg', 'image/jpeg'),
        attachment(14, 'equipe-2026.jpg', 'image/jpeg'),
      ]),
    },
  },
};

/** Documents show an icon instead of a preview. */
export const Documents: Story = {
  args: { kind: 'document', title: 'CV' },
  parameters: {
    msw: {
      handlers: attachmentApi([
        attachment(21, 'cv-anne-martin.pdf', 'application/pdf'),
        attachment(22, 'attestation-asp.pdf', 'application/pdf'),
      ]),
    },
  },
};

/** No file yet: only the upload button. */
export const NoFiles: Story = { parameters: { msw: { handlers: attachmentApi([]) } } };

/** While the user's files load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post(`${env.apiUrl}/attachment/search`, () => delay('infinite'))] },
  },
};
