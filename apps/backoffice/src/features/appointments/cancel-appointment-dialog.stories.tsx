import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appointmentApi, appointmentRecord } from '../../testing/appointment-handlers';
import { apiUrl } from '../../testing/handlers';
import { backofficeProviders, PLAY_WAIT } from '../../testing/story-providers';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

const meta = {
  title: 'Appointments/Cancel dialog',
  component: CancelAppointmentDialog,
  decorators: [backofficeProviders],
  args: { requestId: 7, appointment: appointmentRecord(4), onClose: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: appointmentApi().handlers } },
} satisfies Meta<typeof CancelAppointmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before the visitor is mailed: "Keep it" has the focus. */
export const Asking: Story = {};

/** Sent, while the API cancels and queues the visitor's mail: the button shows it is working. */
export const Cancelling: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          apiUrl('/contact_request/{id}/appointment/cancel').replace('{id}', ':id'),
          async () => {
            await delay('infinite');
          },
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The dialog is drawn over the page, outside the story's own element.
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole(
      'button',
      { name: /Oui, l’annuler|Ja, absagen|Yes, cancel it/ },
      PLAY_WAIT,
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled(), PLAY_WAIT);
  },
};
