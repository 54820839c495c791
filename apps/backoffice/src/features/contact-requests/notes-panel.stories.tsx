import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactRequestApi } from '../../testing/contact-request-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { NotesPanel } from './notes-panel';

const meta = {
  title: 'Contact requests/Internal notes',
  component: NotesPanel,
  decorators: [backofficeProviders],
  args: { id: 7 },
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No note yet: the field to write the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: contactRequestApi([]).handlers } },
};

/** Notes oldest first, with who wrote them and when; one author's account is gone. */
export const WithNotes: Story = {
  parameters: {
    msw: {
      handlers: contactRequestApi([], {
        notes: [
          {
            id: 1,
            body: 'Rappelée mardi : préfère le jeudi soir.',
            created_at: '2026-11-24T08:15:00.000Z',
            author: { id: 1, name: 'Anne Martin' },
          },
          {
            id: 2,
            body: 'Liste d’attente proposée.\nRecontacter en janvier.',
            created_at: '2026-11-25T16:40:00.000Z',
            author: null,
          },
        ],
      }).handlers,
    },
  },
};
