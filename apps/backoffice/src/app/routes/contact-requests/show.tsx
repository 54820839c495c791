import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { ResourceShow } from '../../../components/resource/resource-show';
import { RecordHistoryLink } from '../../../features/activity/record-history-link';
import { PersonRequestsPanel } from '../../../features/contact-requests/person-requests-panel';
import { ReadHistory } from '../../../features/contact-requests/read-history';
import { contactRequestsResource } from '../../../features/contact-requests/resource';
import { StatusControl } from '../../../features/contact-requests/status-control';

/**
 * One contact request, in full: opening it is written to the audit trail. Its status, who opened
 * it, the person's requests (copy, erasure) and, for those who may, its history.
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <ResourceShow resource={contactRequestsResource}>
      {(request) => (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <StatusControl id={request.id} status={request.status} />
          </Paper>
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
