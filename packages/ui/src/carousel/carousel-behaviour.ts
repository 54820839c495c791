import { carouselStep } from './carousel-step.ts';

/**
 * Brings a carousel's HTML (`Carousel`) to life with a few lines of plain script: each arrow, and
 * the left and right arrow keys on the focused row, scroll it by one step (by the window's width at
 * the time). Swiping and scroll snapping are the browser's own and need none of it. Answers a
 * function that removes the listeners.
 */
export function enhanceCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track) throw new Error('enhanceCarousel needs the HTML of a Carousel.');
  const scroll = (direction: 1 | -1) =>
    track.scrollBy({ left: direction * carouselStep(window.innerWidth), behavior: 'smooth' });
  const onClick = (event: MouseEvent) => {
    const arrow = (event.target as Element).closest('[data-carousel-prev], [data-carousel-next]');
    if (arrow) scroll(arrow.hasAttribute('data-carousel-next') ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== track || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    scroll(event.key === 'ArrowRight' ? 1 : -1);
  };
  root.addEventListener('click', onClick);
  track.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    track.removeEventListener('keydown', onKeyDown);
  };
}
