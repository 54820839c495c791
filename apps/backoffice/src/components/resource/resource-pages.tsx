import Alert from '@mui/material/Alert';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeRecord, mayDo } from '../../lib/resource/access';
import type { ResourceConfig } from '../../lib/resource/define-resource';
import type { ModelName, ModelRecord } from '../../lib/resource/model-paths';
import { useCurrentUser } from '../../lib/session';
import { RecordState } from './record-state';
import { useRouteRecord } from './use-record';

/** A feature's form: the record to edit, or none to create one. */
export type RecordFormComponent<M extends ModelName> = ComponentType<{ record?: ModelRecord<M> }>;

function NotAllowed() {
  const { t } = useTranslation('backoffice');
  return <Alert severity="warning">{t('resource.notAllowed')}</Alert>;
}

/** `{basePath}/create`: the feature's form, empty, for those the resource lets create. */
export function ResourceCreatePage<M extends ModelName>({
  resource,
  form: Form,
}: {
  resource: ResourceConfig<M>;
  form: RecordFormComponent<M>;
}) {
  const { user } = useCurrentUser();
  if (!mayDo(resource.access, 'create', user)) return <NotAllowed />;
  return <Form />;
}

/** `{basePath}/{id}/edit`: the feature's form with the record, unless it is a system record. */
export function ResourceEditPage<M extends ModelName>({
  resource,
  form: Form,
}: {
  resource: ResourceConfig<M>;
  form: RecordFormComponent<M>;
}) {
  const { user } = useCurrentUser();
  const record = useRouteRecord(resource.model);
  if (!record.data)
    return <RecordState error={record.error ?? (record.valid ? null : new Error('not found'))} />;
  if (!mayChangeRecord(resource.access, 'edit', user, record.data)) return <NotAllowed />;
  return <Form key={record.id} record={record.data} />;
}
