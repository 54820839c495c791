import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { ServicesCarousel } from './services-carousel';

const meta = {
  title: 'Home/Services carousel',
  component: ServicesCarousel,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof ServicesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six services in a scrollable row, each card leading to its detail. */
export const Default: Story = {};
