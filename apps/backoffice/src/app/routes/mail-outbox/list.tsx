import { ResourceList } from '../../../components/resource/resource-list';
import { mailOutboxResource } from '../../../features/mail-outbox/resource';

/** The mail outbox: each mail's state, read only. */
export function Component() {
  return <ResourceList resource={mailOutboxResource} />;
}
