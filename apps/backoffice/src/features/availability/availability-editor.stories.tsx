import type { Meta, StoryObj } from '@storybook/react-vite';
import { availabilityApi } from '../../testing/availability-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { AvailabilityEditor } from './availability-editor';

const meta = {
  title: 'Practitioners/Availability',
  component: AvailabilityEditor,
  decorators: [backofficeProviders],
  args: { practitionerId: 3 },
} satisfies Meta<typeof AvailabilityEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: no time can be offered until hours are added. */
export const Empty: Story = {
  parameters: { msw: { handlers: availabilityApi().handlers } },
};

/** Monday and Thursday hours, a week off at the end of the year and one extra evening. */
export const WeekWithExceptions: Story = {
  parameters: {
    msw: {
      handlers: availabilityApi({
        weekly: [
          { weekday: 1, start_time: '08:30', end_time: '12:00', slot_minutes: 50 },
          { weekday: 4, start_time: '13:30', end_time: '18:00', slot_minutes: 50 },
        ],
        exceptions: [
          {
            kind: 'off',
            start_date: '2026-12-24',
            end_date: '2027-01-03',
            start_time: null,
            end_time: null,
            slot_minutes: null,
          },
          {
            kind: 'extra',
            start_date: '2027-01-13',
            end_date: '2027-01-13',
            start_time: '17:00',
            end_time: '20:00',
            slot_minutes: 60,
          },
        ],
      }).handlers,
    },
  },
};

/** The API refuses the change and says why; what was typed stays. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: availabilityApi(
        {
          weekly: [{ weekday: 2, start_time: '09:00', end_time: '09:30', slot_minutes: 50 }],
          exceptions: [],
        },
        { refuse: 'weekly[0]: the hours must end after the start, with room for one appointment.' },
      ).handlers,
    },
  },
};
