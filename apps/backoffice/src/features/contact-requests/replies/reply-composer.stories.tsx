import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { apiUrl } from '../../../testing/handlers';
import { contactRequestApi, contactRequestRecord } from '../../../testing/contact-request-handlers';
import { contactReplyApi } from '../../../testing/reply-handlers';
import { backofficeProviders, PLAY_WAIT } from '../../../testing/story-providers';
import { ReplyComposer } from './reply-composer';

const meta = {
  title: 'Contact requests/Reply composer',
  component: ReplyComposer,
  decorators: [backofficeProviders],
  args: { request: { id: 7, email: 'nora@example.ch', status: 'new' } },
  parameters: {
    msw: {
      handlers: [
        ...contactReplyApi().handlers,
        ...contactRequestApi([contactRequestRecord(7)]).handlers,
      ],
    },
  },
} satisfies Meta<typeof ReplyComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a kind is chosen: only the choice, nothing asked of the API yet. */
export const ChooseAKind: Story = {};

/**
 * Chooses the kind at `index` (first-appointment offer, waiting list, referral, more information)
 * in a story's play: by position, as the stories are shown in French and in German.
 */
async function choose(canvasElement: HTMLElement, index: number) {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
  await userEvent.click(options[index]!);
}

/** The waiting-list reply in the visitor's language (German), filled in and ready to send. */
export const WaitingListDraft: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 1);
    await within(canvasElement).findByDisplayValue(
      'Ihre Anfrage: unsere Warteliste',
      {},
      PLAY_WAIT,
    );
  },
};

/** An offer whose times are still to be written: Send points at the placeholder. */
export const OfferWithTimesToWrite: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 0);
    await within(canvasElement).findByDisplayValue(/\{\{offered_times\}\}/, {}, PLAY_WAIT);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')!);
    // The field's message under it (the text itself holds the placeholder too).
    await within(canvasElement).findByText(/\{\{offered_times\}\}/, { selector: 'p' }, PLAY_WAIT);
  },
};

/** The template is being filled: a placeholder while the API answers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/contact_request/{id}/reply-draft').replace('{id}', ':id'), async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 2);
  },
};

/** A request with a phone number only: no mail can go, the phone it is. */
export const NoEmail: Story = {
  args: { request: { id: 7, email: null, status: 'new' } },
};
