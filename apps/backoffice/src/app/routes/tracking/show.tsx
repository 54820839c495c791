import { ResourceShow } from '../../../components/resource/resource-show';
import { trackingSessionsResource } from '../../../features/tracking/resource';
import { SessionEvents } from '../../../features/tracking/session-events';

/** One tracked visit and what happened during it. */
export function Component() {
  return (
    <ResourceShow resource={trackingSessionsResource}>
      {(session) => <SessionEvents sessionId={session.id} />}
    </ResourceShow>
  );
}
