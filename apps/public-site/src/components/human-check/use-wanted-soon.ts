import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen the widget starts loading: a scroll away, not the whole page. */
const NEAR_THE_SCREEN = '300px';

/**
 * Whether the widget at `placeholder` is wanted now: at once when `atOnce`, else once its form
 * comes near the screen or the visitor enters it (focus). The challenge's code (its widget, 80 KB)
 * then loads while the visitor reads or types, not while the page comes alive, when a phone's main
 * thread is busiest.
 */
export function useWantedSoon(placeholder: RefObject<HTMLElement | null>, atOnce: boolean) {
  const [wanted, setWanted] = useState(atOnce);
  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const form = element.closest('form') ?? element;
    if (form.contains(document.activeElement)) {
      want();
      return;
    }
    form.addEventListener('focusin', want);
    const nearTheScreen = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      { rootMargin: `0px 0px ${NEAR_THE_SCREEN} 0px` },
    );
    nearTheScreen.observe(element);
    return () => {
      form.removeEventListener('focusin', want);
      nearTheScreen.disconnect();
    };
  }, [placeholder, wanted]);
  return wanted;
}
