import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ModelName } from '../../lib/resource/model-paths';
import { recordQueryOptions } from '../../lib/resource/queries';

/** The record named by the route's `:id`; a malformed id is never sent. */
export function useRouteRecord<M extends ModelName>(model: M) {
  const { id } = useParams();
  const recordId = Number(id);
  const valid = Number.isInteger(recordId) && recordId > 0;
  const query = useQuery({ ...recordQueryOptions(model, valid ? recordId : 0), enabled: valid });
  return { id: recordId, valid, ...query };
}
