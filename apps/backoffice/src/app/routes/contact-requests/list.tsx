import Stack from '@mui/material/Stack';
import { ResourceList } from '../../../components/resource/resource-list';
import { PersonRequestsPanel } from '../../../features/contact-requests/person-requests-panel';
import { contactRequestsResource } from '../../../features/contact-requests/resource';

/** Contact requests: the inbox (messages masked), then one person's requests (nLPD). */
export function Component() {
  return (
    <Stack spacing={3}>
      <ResourceList resource={contactRequestsResource} />
      <PersonRequestsPanel />
    </Stack>
  );
}
