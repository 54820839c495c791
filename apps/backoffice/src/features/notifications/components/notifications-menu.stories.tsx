import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { env } from '../../../config/env';
import { apiNotification, notificationHandlers } from '../../../testing/notification-handlers';
import { backofficeProviders } from '../../../testing/story-providers';
import { NotificationsMenu } from './notifications-menu';

const meta = {
  title: 'Header/Notifications',
  component: NotificationsMenu,
  decorators: [backofficeProviders],
  parameters: { layout: 'centered' },
  // Opened, as after a click on the bell.
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to read. */
export const Empty: Story = {
  parameters: { msw: { handlers: notificationHandlers([]) } },
};

/** Unread notifications first, with the count on the bell; read ones below. */
export const Unread: Story = {
  parameters: {
    msw: {
      handlers: notificationHandlers([
        apiNotification({ id: 1, title: 'Nouvelle demande de contact', read: false }),
        apiNotification({
          id: 2,
          title: 'Un envoi de courriel a échoué',
          read: false,
          created_at: '2026-11-23T08:15:00.000Z',
        }),
        apiNotification({
          id: 3,
          title: 'Sauvegarde terminée',
          read: true,
          created_at: '2026-11-22T18:00:00.000Z',
        }),
      ]),
    },
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post(`${env.apiUrl}/notification/search`, () => delay('infinite'))] },
  },
};
