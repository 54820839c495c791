import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../../components/layout/page-banner';

/** The key prefix of a legal page's texts. */
export type LegalPageName = 'privacy' | 'terms' | 'legalNotice' | 'accessibility';

/**
 * A section of a legal page: its id alone (texts `{page}.{id}.title` and `.body`), or its id with
 * another text for its body (`{page}.{id}.{body}`) and what follows the text (an address…).
 */
export type LegalSection = string | { id: string; body?: string; after?: ReactNode };

interface LegalPageProps {
  page: LegalPageName;
  /** The page's sections, in order. */
  sections: readonly LegalSection[];
  /** Values for the texts' placeholders. */
  values?: Record<string, string | number>;
}

/** A text's paragraphs: staff separate them with an empty line. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A legal page (privacy, terms, legal notice, accessibility): a banner, an introduction and titled
 * sections, each text in paragraphs.
 */
export function LegalPage({ page, sections, values }: LegalPageProps) {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t(`${page}.title`)} description={t(`meta.${page}.description`)} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {paragraphs(t(`${page}.intro`, values ?? {})).map((text) => (
          <Typography key={text} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
        {sections.map((entry) => {
          const { id, body = 'body', after } = typeof entry === 'string' ? { id: entry } : entry;
          return (
            <section key={id} aria-labelledby={`${page}-${id}`}>
              <Typography id={`${page}-${id}`} component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
                {t(`${page}.${id}.title`)}
              </Typography>
              {paragraphs(t(`${page}.${id}.${body}`, values ?? {})).map((text) => (
                <Typography key={text} sx={{ mb: 1.5 }}>
                  {text}
                </Typography>
              ))}
              {after}
            </section>
          );
        })}
      </Container>
    </>
  );
}
