import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { PublicPractitioner } from '../../../lib/known-practitioners';

const PHOTO = { width: 200, height: 250 };

type Language = 'fr' | 'en' | 'de';

/**
 * The practitioner's text in the page's language, else in the first language that has it, with
 * the language it is in: a screen reader reads a German title on an English page in German.
 */
function inLanguage(person: PublicPractitioner, field: 'titles' | 'bio', language: string) {
  const order: Language[] = ['fr', 'en', 'de'];
  const first = order.includes(language as Language) ? (language as Language) : 'fr';
  for (const code of [first, ...order.filter((other) => other !== first)]) {
    const text = person[`${field}_${code}`]?.trim();
    if (text) return { text, lang: code === language ? undefined : code };
  }
  return { text: '', lang: undefined };
}

/** Language codes as the page's language names them ("fr" → "français" on a French page). */
function languageNames(codes: readonly string[], language: string) {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  return codes.map((code) => names.of(code) ?? code);
}

/** The initials standing in for a missing photo: "Claire Demo" → "CD". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * One practitioner on the team page: photo (or initials), name, title lines, then what a visitor
 * choosing a therapist asks: the languages they work in, their services (each a link to its
 * description), their registrations, and a short biography, all in the page's language.
 */
export function PractitionerCard({ practitioner }: { practitioner: PublicPractitioner }) {
  const { t, i18n } = useTranslation('public');
  const titles = inLanguage(practitioner, 'titles', i18n.language);
  const titleLines = titles.text.split('\n').filter(Boolean);
  const bio = inLanguage(practitioner, 'bio', i18n.language);
  const headingId = `practitioner-${practitioner.id}`;
  const facts = [
    {
      label: t('team.members.languages'),
      value: languageNames(practitioner.languages, i18n.language).join(', '),
    },
    {
      label: t('team.members.registrations'),
      value: practitioner.registrations
        .map((kind) => t(`team.members.registration.${kind}`))
        .join(', '),
    },
  ].filter((fact) => fact.value);
  return (
    <Box
      component="article"
      id={headingId}
      aria-labelledby={`${headingId}-name`}
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 4 },
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: `${PHOTO.width}px 1fr` },
        scrollMarginTop: 96,
      }}
    >
      {practitioner.photo ? (
        <Box
          component="img"
          src={`${env.apiUrl}/attachment/serve/${encodeURIComponent(practitioner.photo)}`}
          alt={t('team.members.photoAlt', { name: practitioner.display_name })}
          width={PHOTO.width}
          height={PHOTO.height}
          loading="lazy"
          sx={{ maxWidth: '100%', height: 'auto', borderRadius: 2, objectFit: 'cover' }}
        />
      ) : (
        <Avatar
          aria-hidden
          sx={{
            width: 96,
            height: 96,
            fontSize: '2rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(practitioner.display_name)}
        </Avatar>
      )}
      <div>
        <Typography id={`${headingId}-name`} component="h3" variant="h5" sx={{ fontWeight: 600 }}>
          {practitioner.display_name}
        </Typography>
        {titleLines.length ? (
          <Box
            component="ul"
            lang={titles.lang}
            sx={{ listStyle: 'none', p: 0, my: 1.5, color: 'text.secondary' }}
          >
            {titleLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        ) : null}
        {facts.length || practitioner.specialities.length ? (
          <Box component="dl" sx={{ my: 2, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {practitioner.specialities.length ? (
              <div>
                <dt>{t('team.members.services')}</dt>
                <dd>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {practitioner.specialities.map((id) => (
                      <li key={id}>
                        <Link href={paths.services.getHref(id)}>{t(`services.${id}.title`)}</Link>
                      </li>
                    ))}
                  </Box>
                </dd>
              </div>
            ) : null}
          </Box>
        ) : null}
        {bio.text ? <Typography lang={bio.lang}>{bio.text}</Typography> : null}
      </div>
    </Box>
  );
}
