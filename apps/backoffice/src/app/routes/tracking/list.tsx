import Stack from '@mui/material/Stack';
import { ResourceList } from '../../../components/resource/resource-list';
import { DailyPageViewsChart } from '../../../features/tracking/daily-page-views-chart';
import { trackingSessionsResource } from '../../../features/tracking/resource';

/** Visitor tracking: the tracked visits and the page views of the last two weeks. */
export function Component() {
  return (
    <Stack spacing={3}>
      <ResourceList resource={trackingSessionsResource} />
      <DailyPageViewsChart />
    </Stack>
  );
}
