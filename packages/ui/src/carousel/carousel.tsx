import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Children, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_GAP,
  CAROUSEL_MEDIUM_UP_TO,
  CAROUSEL_NARROW_BELOW,
  CAROUSEL_STEPS,
  carouselStep,
} from './carousel-step.ts';

export interface CarouselProps {
  /** Names the scrollable region for assistive technologies. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Viewport width used to pick the step; the window's width at the time of the press by default. */
  getViewportWidth?: () => number;
}

const slideWidth = (step: number) => `${step - CAROUSEL_GAP}px`;

/**
 * A horizontally scrollable row of slides with previous/next arrows. Each arrow press scrolls by
 * one step (295, 275 or 245 px by viewport width); the row itself is focusable and
 * answers the left and right arrow keys with the same step.
 */
export function Carousel({ label, children, getViewportWidth }: CarouselProps) {
  const { t } = useTranslation('ui');
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const width = getViewportWidth ? getViewportWidth() : window.innerWidth;
    track.current?.scrollBy({ left: direction * carouselStep(width), behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      scroll(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const arrow = { size: 'large', sx: { border: 1, borderColor: 'divider' } } as const;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton {...arrow} aria-label={t('carousel.previous')} onClick={() => scroll(-1)}>
        <ChevronLeft />
      </IconButton>
      <Box
        ref={track}
        role="region"
        aria-roledescription={t('carousel.roleDescription')}
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-carousel-track=""
        sx={{
          display: 'flex',
          gap: `${CAROUSEL_GAP}px`,
          overflowX: 'auto',
          flex: 1,
          py: 1,
          px: 0.5,
          scrollbarWidth: 'thin',
          // Each card is a snap point one step apart (the padding is left out), so the browser's
          // own scrolling — a swipe, or the arrow keys before the scripts have run — stops on a
          // card exactly where the arrows would.
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: '4px',
          '& > *': { flex: `0 0 ${slideWidth(CAROUSEL_STEPS.narrow)}`, scrollSnapAlign: 'start' },
          [`@media (min-width: ${CAROUSEL_NARROW_BELOW}px)`]: {
            '& > *': { flexBasis: slideWidth(CAROUSEL_STEPS.medium) },
          },
          [`@media (min-width: ${CAROUSEL_MEDIUM_UP_TO + 1}px)`]: {
            '& > *': { flexBasis: slideWidth(CAROUSEL_STEPS.wide) },
          },
        }}
      >
        {Children.toArray(children)}
      </Box>
      <IconButton {...arrow} aria-label={t('carousel.next')} onClick={() => scroll(1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
