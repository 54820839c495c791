import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineSvg } from './inline-svg.tsx';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2"/></svg>';

describe('an SVG drawing in the page', () => {
  it('is drawn in the page itself, with no image to load', () => {
    const { container } = render(<InlineSvg markup={DRAWING} width={300} height={200} />);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span > svg > rect')).not.toBeNull();
  });

  it('is hidden from screen readers when decorative, and named by its label otherwise', () => {
    const { container, rerender } = render(<InlineSvg markup={DRAWING} width={3} height={2} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();

    rerender(<InlineSvg markup={DRAWING} width={3} height={2} label="Plan du quartier" />);
    expect(screen.getByRole('img', { name: 'Plan du quartier' })).not.toHaveAttribute(
      'aria-hidden',
    );
  });
});
