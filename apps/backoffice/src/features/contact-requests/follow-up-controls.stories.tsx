import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactRequestApi, contactRequestRecord } from '../../testing/contact-request-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { AssigneeControl } from './assignee-control';
import { StatusControl } from './status-control';
import type { ContactRequestStatus } from './resource';

interface FollowUpProps {
  status: ContactRequestStatus;
  practitioner: { id: number; display_name: string } | null;
}

/** A request's follow-up as its page shows it: where it stands and whom it is assigned to. */
function FollowUp({ status, practitioner }: FollowUpProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <StatusControl id={7} status={status} />
      <AssigneeControl id={7} practitioner={practitioner} />
    </Stack>
  );
}

const practitioners = [
  { id: 3, display_name: 'Claire Demo' },
  { id: 4, display_name: 'Marc Exemple' },
];

const meta = {
  title: 'Contact requests/Follow-up',
  component: FollowUp,
  decorators: [backofficeProviders],
  parameters: {
    msw: { handlers: contactRequestApi([contactRequestRecord(7)], { practitioners }).handlers },
  },
} satisfies Meta<typeof FollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request nobody has taken yet. */
export const NewUnassigned: Story = { args: { status: 'new', practitioner: null } };

/** Times offered by the practitioner it is assigned to. */
export const TimesOffered: Story = {
  args: { status: 'times_offered', practitioner: practitioners[0]! },
};
