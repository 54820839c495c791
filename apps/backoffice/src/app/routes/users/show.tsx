import { ResourceShow } from '../../../components/resource/resource-show';
import { RecordHistoryLink } from '../../../features/activity/record-history-link';
import { usersResource } from '../../../features/users/resource';

/** Users: one record. */
export function Component() {
  return (
    <ResourceShow resource={usersResource}>
      {(user) => <RecordHistoryLink model="user" id={user.id} />}
    </ResourceShow>
  );
}
