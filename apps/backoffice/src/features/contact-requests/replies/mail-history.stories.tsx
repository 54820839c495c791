import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactReplyApi, requestMailRecord } from '../../../testing/reply-handlers';
import { backofficeProviders } from '../../../testing/story-providers';
import { MailHistory } from './mail-history';

const meta = {
  title: 'Contact requests/Mails sent',
  component: MailHistory,
  decorators: [backofficeProviders],
  args: { id: 7 },
} satisfies Meta<typeof MailHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent from the back-office yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: contactReplyApi({ mails: [] }).handlers } },
};

/** Mails oldest first: sent, still waiting, failed; one sender's account is gone. */
export const WithMails: Story = {
  parameters: {
    msw: {
      handlers: contactReplyApi({
        mails: [
          requestMailRecord(1),
          requestMailRecord(2, {
            kind: 'first_appointment',
            subject: 'Votre demande : un premier rendez-vous',
            delivery: 'pending',
            created_at: '2026-03-05T15:20:00.000Z',
          }),
          requestMailRecord(3, {
            kind: 'waiting_list',
            language: 'de',
            subject: 'Ihre Anfrage: unsere Warteliste',
            sent_by: null,
            delivery: 'failed',
            created_at: '2026-03-06T08:05:00.000Z',
          }),
        ],
      }).handlers,
    },
  },
};
