import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../../components/layout/page-banner';

interface LegalPageProps {
  /** `privacy` or `terms`: the key prefix of the page's texts. */
  page: 'privacy' | 'terms';
  /** The page's sections, in order; each has `{page}.{section}.title` and `.body`. */
  sections: readonly string[];
  /** Values for the texts' placeholders. */
  values?: Record<string, string | number>;
}

/** A legal page (privacy, terms): a banner, an introduction and titled sections. */
export function LegalPage({ page, sections, values }: LegalPageProps) {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t(`${page}.title`)} description={t(`meta.${page}.description`)} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3 }}>{t(`${page}.intro`)}</Typography>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`${page}-${section}`}>
            <Typography id={`${page}-${section}`} component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
              {t(`${page}.${section}.title`)}
            </Typography>
            <Typography>{t(`${page}.${section}.body`, values ?? {})}</Typography>
          </section>
        ))}
      </Container>
    </>
  );
}
