import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';

// A build with visitor tracking on (`VITE_ENABLE_XRAY=true`); the visit island's session start
// calls nothing with anonymous users off and no stored session.
vi.mock('../config/flags', () => ({ flags: { enableXray: true, enableAnonUsers: false } }));

describe('the privacy policy of a build that measures visits', () => {
  it('says what a visit records, what the browser keeps, for how long, and that DNT/GPC stop it', async () => {
    await renderPage('/privacy', { language: 'en' });

    const heading = within(screen.getByRole('main')).getByRole('heading', {
      level: 2,
      name: 'Visit statistics',
    });
    const statistics = heading.closest('section');
    expect(statistics).toHaveTextContent('with its own tool, with no third-party service');
    expect(statistics).toHaveTextContent('the network of your IP address (never the full address)');
    expect(statistics).toHaveTextContent('session storage (“visitSession”)');
    expect(statistics).toHaveTextContent('Visits are deleted after 90 days.');
    expect(statistics).toHaveTextContent('Do Not Track or Global Privacy Control');
    expect(statistics).not.toHaveTextContent('does not measure visits');
  });
});
