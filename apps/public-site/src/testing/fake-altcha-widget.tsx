import Button from '@mui/material/Button';
import type { AltchaWidgetProps } from '../components/human-check/altcha-widget';

/** The payload the fake widget hands over, as the real one would after solving a challenge. */
export const FAKE_ALTCHA_PAYLOAD = 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=';

/**
 * Stands in for the ALTCHA widget under jsdom, which has neither Web Workers nor Web Crypto's
 * digest in a worker: a button that "solves" the challenge.
 */
export function FakeAltchaWidget({ onVerified }: AltchaWidgetProps) {
  return (
    <Button variant="outlined" onClick={() => onVerified(FAKE_ALTCHA_PAYLOAD)}>
      Je ne suis pas un robot
    </Button>
  );
}
