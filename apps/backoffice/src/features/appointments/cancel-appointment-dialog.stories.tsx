import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { appointmentApi, appointmentRecord } from '../../testing/appointment-handlers';
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

/** The API refused (the appointment began meanwhile): said inside the dialog. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: appointmentApi({
        appointments: [appointmentRecord(4)],
        refuseCancel: 'This appointment has already begun; it can no longer be cancelled.',
      }).handlers,
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
    await page.findByText(/already begun/, {}, PLAY_WAIT);
  },
};
