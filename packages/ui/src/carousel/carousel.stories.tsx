import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCard } from '../service-card/service-card.tsx';
import { serviceIllustration, services } from '../testing/fixtures.ts';
import { Carousel } from './carousel.tsx';

const meta = {
  title: 'Public/Carousel',
  component: Carousel,
  args: {
    label: 'Nos prestations',
    children: services.map(({ id, title, hue }) => (
      <ServiceCard key={id} title={title} image={serviceIllustration(hue)} to={`/services#${id}`} />
    )),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FewSlides: Story = {
  args: {
    children: services
      .slice(0, 2)
      .map(({ id, title, hue }) => (
        <ServiceCard
          key={id}
          title={title}
          image={serviceIllustration(hue)}
          to={`/services#${id}`}
        />
      )),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Dark: Story = { globals: { theme: 'dark' } };
