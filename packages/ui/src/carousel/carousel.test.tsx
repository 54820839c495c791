import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { carouselStep } from './carousel-step.ts';
import * as stories from './carousel.stories.tsx';

const { Default } = composeStories(stories);

describe('carouselStep', () => {
  it.each([
    [320, 295],
    [759, 295],
    [760, 275],
    [1024, 275],
    [1025, 245],
    [1440, 245],
  ])('scrolls %i px wide screens by %i px', (width, step) => {
    expect(carouselStep(width)).toBe(step);
  });
});

describe('Carousel', () => {
  it('shows the six cards as links to their service', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Nos prestations' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[2]).toHaveAttribute('href', '/services#couple-psychotherapy');
    expect(links[2]).toHaveAccessibleName('Thérapie de couple');
  });

  it.each([
    [700, 295],
    [900, 275],
    [1200, 245],
  ])('at %i px the arrows and arrow keys scroll by %i px', async (width, step) => {
    const user = userEvent.setup();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<Default />);

    await user.click(screen.getByRole('button', { name: 'Cartes suivantes' }));
    await user.click(screen.getByRole('button', { name: 'Cartes précédentes' }));
    screen.getByRole('region', { name: 'Nos prestations' }).focus();
    await user.keyboard('{ArrowRight}');

    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([
      step,
      -step,
      step,
    ]);
  });
});
