import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveSiteFor } from '../../lib/leave-site';
import { renderRoute } from '../../testing/render-route';

vi.mock('../../lib/leave-site', () => ({ leaveSiteFor: vi.fn() }));

describe('sign-in paths on the public site', () => {
  it.each([
    [
      '/login?redirect=%2Fusers%3Fpage%3D2',
      'http://localhost:5174/login?redirect=%2Fusers%3Fpage%3D2',
    ],
    ['/reset-password', 'http://localhost:5174/reset-password'],
    [
      '/reset-password-confirmation/abc123',
      'http://localhost:5174/reset-password-confirmation/abc123',
    ],
    ['/set-password?t=tok', 'http://localhost:5174/set-password?t=tok'],
    ['/passwordless-login?token=tok', 'http://localhost:5174/passwordless-login?token=tok'],
  ])('%s leads to the back-office with the same query', async (path, target) => {
    vi.mocked(leaveSiteFor).mockClear();
    await renderRoute(path, { language: 'en' });
    expect(await screen.findByText('Taking you to the sign-in page…')).toBeVisible();
    expect(leaveSiteFor).toHaveBeenCalledWith(target);
  });

  it('leaves other paths to the site', async () => {
    vi.mocked(leaveSiteFor).mockClear();
    await renderRoute('/logins', { language: 'en' });
    expect(await screen.findByText('404 Not Found')).toBeVisible();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });
});
