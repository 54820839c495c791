import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { ContactInfo } from './contact-info';

const meta = {
  title: 'Contact/Information',
  component: ContactInfo,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof ContactInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email (behind the challenge), address and phone, access, emergency numbers. */
export const Default: Story = {};
