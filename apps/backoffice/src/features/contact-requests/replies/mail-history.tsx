import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/layout/titled-section';
import { errorMessage } from '../../../lib/api-errors';
import { localDate } from '../resource';
import { requestMailsOptions } from './api';

/**
 * The mails sent to the visitor about the request, oldest first: what (kind and subject), in which
 * language, who sent it, when, and whether it left. Their text is not kept.
 */
export function MailHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const mails = useQuery(requestMailsOptions(id));
  return (
    <TitledSection title={t('contactRequests.mails.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('contactRequests.mails.hint')}
      </Typography>
      {mails.isError ? <Alert severity="error">{errorMessage(mails.error, t)}</Alert> : null}
      {mails.isPending ? <Skeleton width="60%" /> : null}
      {mails.data?.data.length === 0 ? (
        <Typography>{t('contactRequests.mails.none')}</Typography>
      ) : null}
      <List aria-label={t('contactRequests.mails.title')}>
        {mails.data?.data.map((mail) => (
          <ListItem key={mail.id} disableGutters>
            <ListItemText
              primary={mail.subject}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {t('contactRequests.mails.byline', {
                      kind: t(`replies.kind.${mail.kind}`),
                      language: t(`contactRequests.language.${mail.language}`),
                      name: mail.sent_by?.name ?? t('contactRequests.mails.deletedAccount'),
                      date: localDate(mail.created_at, i18n.language),
                    })}
                  </Box>
                  {mail.delivery ? (
                    <Box component="span" sx={{ display: 'block' }}>
                      {t(`contactRequests.mails.delivery.${mail.delivery}`)}
                    </Box>
                  ) : null}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </TitledSection>
  );
}
