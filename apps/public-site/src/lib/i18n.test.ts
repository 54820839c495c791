import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { server } from '../testing/server';
import { createAppI18n } from './i18n';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the site's texts", () => {
  it('fall back to the bundled texts of the shown language when the API is down', async () => {
    let reads = 0;
    server.use(
      http.get(`${env.apiUrl}/site_content/:namespace/:language`, () => {
        reads += 1;
        return HttpResponse.error();
      }),
    );
    window.history.replaceState(null, '', '/contact?lng=de');

    const i18n = await createAppI18n();

    expect(reads).toBeGreaterThan(0);
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('contact.title')).toBe('Kontakt');
    expect(i18n.t('ui:resultModal.errorTitle')).toBe('Nachricht nicht gesendet');
    expect(i18n.hasResourceBundle('fr', 'public')).toBe(false);
  });

  it('show the staff-edited texts over the bundled ones when the API answers', async () => {
    server.use(
      http.get(`${env.apiUrl}/site_content/public/fr.json`, () =>
        HttpResponse.json({ 'contact.title': 'Écrivez-nous' }),
      ),
    );
    window.history.replaceState(null, '', '/contact?lng=fr');

    const i18n = await createAppI18n();

    expect(i18n.t('contact.title')).toBe('Écrivez-nous');
    expect(i18n.t('services.title')).toBe('Nos prestations');
  });
});
