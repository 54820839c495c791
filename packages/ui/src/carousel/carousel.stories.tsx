import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { ServiceCard } from '../service-card/service-card.tsx';
import { serviceIllustration, services } from '../testing/fixtures.ts';
import { enhanceCarousel } from './carousel-behaviour.ts';
import { Carousel } from './carousel.tsx';

/** The carousel as a page shows it: its HTML, brought to life by its plain script. */
function Enhanced({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhanceCarousel(root.current) : undefined), []);
  return <div ref={root}>{children}</div>;
}

const meta = {
  title: 'Public/Carousel',
  component: Carousel,
  decorators: [
    (Story) => (
      <Enhanced>
        <Story />
      </Enhanced>
    ),
  ],
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
