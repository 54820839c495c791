import { ResourceEditPage } from '../../../components/resource/resource-pages';
import { PractitionerForm } from '../../../features/practitioners/practitioner-form';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: edit a record. */
export function Component() {
  return <ResourceEditPage resource={practitionersResource} form={PractitionerForm} />;
}
