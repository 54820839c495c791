import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicPractitioner } from '../../../lib/known-practitioners';
import { PractitionerCard } from './practitioner-card';

/** The visible practitioners in the order staff gave them, or a word that none is shown yet. */
export function TeamList({ practitioners }: { practitioners: readonly PublicPractitioner[] }) {
  const { t } = useTranslation('public');
  if (!practitioners.length) return <Typography>{t('team.members.none')}</Typography>;
  return (
    <Stack spacing={6}>
      {practitioners.map((practitioner) => (
        <PractitionerCard key={practitioner.id} practitioner={practitioner} />
      ))}
    </Stack>
  );
}
