import { ResourceList } from '../../../components/resource/resource-list';
import { activityResource } from '../../../features/activity/resource';

/** Activity: the audit trail, read only. */
export function Component() {
  return <ResourceList resource={activityResource} />;
}
