import { ResourceShow } from '../../../components/resource/resource-show';
import { activityResource } from '../../../features/activity/resource';

/** Activity: one event. */
export function Component() {
  return <ResourceShow resource={activityResource} />;
}
