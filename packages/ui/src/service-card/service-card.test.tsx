import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './service-card.stories.tsx';

const { Default, Drawn, Selected } = composeStories(stories);

describe('ServiceCard', () => {
  it('is one link named by its title, with a sized decorative image', () => {
    const { container } = render(<Default />);
    const link = screen.getByRole('link', { name: 'Thérapie de couple' });
    expect(link).toHaveAttribute('href', '/services#couple-psychotherapy');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it("loads its image lazily, or at once and first when it is the first screen's largest", () => {
    const { container, rerender } = render(<Default />);
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('fetchpriority', 'auto');
    rerender(<Default imagePriority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws an SVG illustration in the page, decorative and keeping its proportions', () => {
    const { container } = render(<Drawn />);
    expect(screen.getByRole('link', { name: 'Thérapie de couple' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const drawing = container.querySelector('[aria-hidden="true"] > svg');
    expect(drawing).not.toBeNull();
    expect(getComputedStyle(drawing?.parentElement as Element).aspectRatio).toMatch(
      /^320 ?\/ ?200$/,
    );
  });

  it('marks the selected card', () => {
    render(<Selected />);
    expect(screen.getByRole('link', { name: 'Thérapie de couple' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
