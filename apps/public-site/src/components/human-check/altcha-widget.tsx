import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { State } from 'altcha/types';
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { loadAltcha } from './load-altcha';
import { useWantedSoon } from './use-wanted-soon';

export interface AltchaWidgetProps {
  /** The solved challenge, as the base64 payload the API verifies. */
  onVerified: (payload: string) => void;
  /** The solution expired or failed: any earlier payload is no longer valid. */
  onInvalidated?: () => void;
  /** `onload`: solve at once; `onfocus`: when the visitor starts filling in the enclosing form. */
  auto: 'onload' | 'onfocus';
  /** Solve now, whatever `auto` says: the visitor pressed Send before the check had run. */
  verifyNow?: boolean;
}

/**
 * The height of ALTCHA's widget (its box around one line), kept by the spinner shown while its
 * code loads, and by the widget before it draws itself: the form must not grow under a visitor's
 * pointer when the page comes alive.
 */
const WIDGET_HEIGHT = '50px';

interface StateDetail {
  state: string;
  payload?: string;
}

/** The ALTCHA proof-of-work challenge, issued and verified by the practice's own API. */
export function AltchaWidget({
  onVerified,
  onInvalidated,
  auto,
  verifyNow = false,
}: AltchaWidgetProps) {
  const { t, i18n } = useTranslation('public');
  const widget = useRef<HTMLElement>(null);
  const placeholder = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The visitor may have started filling in the form before the widget arrived: the focus it
  // waits for has passed, so it starts at once instead.
  const [startAtOnce, setStartAtOnce] = useState(false);
  const callbacks = useRef({ onVerified, onInvalidated });
  callbacks.current = { onVerified, onInvalidated };
  const verifyNowWhenLoaded = useRef(verifyNow);
  verifyNowWhenLoaded.current = verifyNow;

  const wanted = useWantedSoon(placeholder, auto === 'onload' || verifyNow);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadAltcha().then(() => {
      if (!live) return;
      const form = placeholder.current?.closest('form');
      const focused = Boolean(form?.contains(document.activeElement));
      setStartAtOnce(auto === 'onfocus' && (focused || verifyNowWhenLoaded.current));
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [auto, wanted]);

  // Listened to as soon as the widget is on the page: one told to start at once may report its
  // first state before React's passive effects run.
  useLayoutEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail;
      if (state === 'verified' && payload) callbacks.current.onVerified(payload);
      else if (state === 'expired' || state === 'error' || state === 'unverified') {
        callbacks.current.onInvalidated?.();
      }
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  // The widget takes its texts from ALTCHA's table of languages, by the code it is given: the
  // site's own texts are put there under the page's language (in lower case, as the widget looks
  // them up), over ALTCHA's English for those the site does not have. Before the widget draws
  // itself, so it never shows English first.
  const language = i18n.language.toLowerCase();
  const strings = JSON.stringify({
    label: t('altcha.label'),
    verifying: t('altcha.verifying'),
    verified: t('altcha.verified'),
    error: t('altcha.error'),
    expired: t('altcha.expired'),
    verificationRequired: t('altcha.verificationRequired'),
    waitAlert: t('altcha.waitAlert'),
  });
  useLayoutEffect(() => {
    if (!loaded) return;
    const texts = globalThis.$altcha.i18n;
    texts.set(language, { ...texts.get('en'), ...(JSON.parse(strings) as Record<string, string>) });
  }, [loaded, language, strings]);

  // Asked to solve now: a check that has not started starts (one under way goes on). A widget
  // drawn to start on its own is left to it: it reports "unverified" until it does, and a second
  // check started beside its own makes both fail.
  const startsOnItsOwn = startAtOnce || auto === 'onload';
  useEffect(() => {
    const element = widget.current as HTMLElementTagNameMap['altcha-widget'] | null;
    if (!verifyNow || !loaded || !element || startsOnItsOwn) return;
    if (element.getState() === State.UNVERIFIED) void element.verify();
  }, [verifyNow, loaded, startsOnItsOwn]);

  if (!loaded) {
    return (
      <Box
        ref={placeholder}
        sx={{ minHeight: WIDGET_HEIGHT, display: 'flex', alignItems: 'center' }}
      >
        {wanted ? <CircularProgress size={24} aria-label={t('altcha.verifying')} /> : null}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        minHeight: WIDGET_HEIGHT,
        '--altcha-max-width': '320px',
        '--altcha-border-radius': '4px',
      }}
    >
      <altcha-widget
        ref={widget}
        challenge={`${env.apiUrl}/altcha/challenge`}
        auto={startAtOnce ? 'onload' : auto}
        language={language}
      />
    </Box>
  );
}
