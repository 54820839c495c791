import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceShow } from '../../../components/resource/resource-show';
import { RecordHistoryLink } from '../../../features/activity/record-history-link';
import { AppointmentsPanel } from '../../../features/appointments/appointments-panel';
import { AssigneeControl } from '../../../features/contact-requests/assignee-control';
import { NotesPanel } from '../../../features/contact-requests/notes-panel';
import { PersonRequestsPanel } from '../../../features/contact-requests/person-requests-panel';
import { ReadHistory } from '../../../features/contact-requests/read-history';
import { MailHistory } from '../../../features/contact-requests/replies/mail-history';
import { ReplyComposer } from '../../../features/contact-requests/replies/reply-composer';
import { contactRequestsResource } from '../../../features/contact-requests/resource';
import { StatusControl } from '../../../features/contact-requests/status-control';

/**
 * One contact request, in full: opening it is written to the audit trail. Its status and
 * practitioner, a reply to the visitor and the mails sent, its first appointment (times offered,
 * booked), the internal notes, who opened it, the person's requests (copy, erasure) and, for
 * those who may, its history.
 */
export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation('backoffice');
  return (
    <ResourceShow resource={contactRequestsResource}>
      {(request) => (
        <Stack spacing={2}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('contactRequests.followUp.title')}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <StatusControl id={request.id} status={request.status} />
              <AssigneeControl id={request.id} practitioner={request.practitioner} />
            </Stack>
          </Paper>
          <ReplyComposer request={request} />
          <MailHistory id={request.id} />
          <AppointmentsPanel request={request} />
          <NotesPanel id={request.id} />
          <ReadHistory id={request.id} />
          <RecordHistoryLink model="contact_request" id={request.id} />
          <PersonRequestsPanel
            initialEmail={request.email ?? ''}
            onErased={() => void navigate(contactRequestsResource.basePath)}
          />
        </Stack>
      )}
    </ResourceShow>
  );
}
