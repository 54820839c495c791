import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePage } from '../../page/page-context';
import { PageMeta } from '../seo/page-meta';

interface PageBannerProps {
  title: string;
  /** The page's description for search engines, in the current language. */
  description: string;
  /** Pages that must not be indexed (the 404 page). */
  noIndex?: boolean;
  children?: ReactNode;
}

/** A page's banner: its main heading, also the document title, with the page's head metadata. */
export function PageBanner({ title, description, noIndex = false, children }: PageBannerProps) {
  const { path } = usePage();
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}
    >
      <PageMeta title={title} description={description} path={noIndex ? null : path} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <Container maxWidth="md">
        <Typography id="page-title" component="h1" variant="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
