import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { practice } from '../config/practice';
import { LegalPage } from '../features/legal/components/legal-page';
import { PracticeContact } from '../features/legal/components/practice-contact';
import { usePracticeIdentity } from '../page/page-context';

/**
 * Who publishes the site (Impressum): the practice and its UID, who answers for the content, the
 * profession's rules, hosting, liability and copyright.
 */
export function LegalNoticePage() {
  const { t } = useTranslation('public');
  const { name } = usePracticeIdentity();
  const sections = [
    {
      id: 'operator',
      after: (
        <PracticeContact>
          <Typography>{t('legalNotice.operator.uid', { uid: practice.uid })}</Typography>
        </PracticeContact>
      ),
    },
    'responsible',
    'profession',
    'hosting',
    'liability',
    'copyright',
  ];
  return <LegalPage page="legalNotice" sections={sections} values={{ name }} />;
}
