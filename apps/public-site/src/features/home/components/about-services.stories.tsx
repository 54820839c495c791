import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { AboutServices } from './about-services';

const meta = {
  title: 'Home/About the services',
  component: AboutServices,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof AboutServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the practice offers, in a few paragraphs. */
export const Default: Story = {};
