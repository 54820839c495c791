import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { contactChoices } from './contact-choices';
import { ContactRequest } from './contact-request';

const meta = {
  title: 'Contact/Contact form',
  component: ContactRequest,
  decorators: [siteProviders],
  parameters: { route: '/contact', msw: { handlers: siteHandlers } },
  args: {
    limits: { name: 100, surname: 100, phone: 40, email: 254, message: 5000 },
    // The optional details' values, as the page reads them from the API's contract.
    choices: contactChoices(),
    phone: '+41 32 000 00 00',
  },
} satisfies Meta<typeof ContactRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The contact request as a visitor first sees it: the fields, the optional details, the consent and
 * the human check, which starts when the visitor reaches the form.
 */
export const Default: Story = {};
