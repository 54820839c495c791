import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_GAP,
  CAROUSEL_MEDIUM_UP_TO,
  CAROUSEL_NARROW_BELOW,
  CAROUSEL_STEPS,
} from './carousel-step.ts';

export interface CarouselProps {
  /** Names the scrollable region for assistive technologies. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
}

const slideWidth = (step: number) => `${step - CAROUSEL_GAP}px`;

/**
 * A horizontally scrollable row of slides with previous/next arrows: HTML only, which the browser
 * scrolls and snaps card by card by itself (a swipe, or the arrow keys on the focused row).
 * `enhanceCarousel` (a few lines of plain script) makes each arrow press scroll by one step
 * (295, 275 or 245 px by viewport width).
 */
export function Carousel({ label, children }: CarouselProps) {
  const { t } = useTranslation('ui');
  const arrow = { size: 'large', sx: { border: 1, borderColor: 'divider' } } as const;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton {...arrow} aria-label={t('carousel.previous')} data-carousel-prev="">
        <ChevronLeft />
      </IconButton>
      <Box
        role="region"
        aria-roledescription={t('carousel.roleDescription')}
        aria-label={label}
        tabIndex={0}
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
      <IconButton {...arrow} aria-label={t('carousel.next')} data-carousel-next="">
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
