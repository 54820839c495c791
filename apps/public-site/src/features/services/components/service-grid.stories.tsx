import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteProviders } from '../../../testing/story-providers';
import { ServiceGrid } from './service-grid';

const meta = {
  title: 'Services/Service cards',
  component: ServiceGrid,
  decorators: [siteProviders],
  args: { selected: null },
  parameters: { layout: 'fullscreen', route: '/services' },
} satisfies Meta<typeof ServiceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six services as cards. */
export const Default: Story = {};

/** One card marked as the service whose detail is open. */
export const OneSelected: Story = { args: { selected: 'couple-psychotherapy' } };
