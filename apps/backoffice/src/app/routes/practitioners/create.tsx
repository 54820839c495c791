import { ResourceCreatePage } from '../../../components/resource/resource-pages';
import { PractitionerForm } from '../../../features/practitioners/practitioner-form';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: a new record. */
export function Component() {
  return <ResourceCreatePage resource={practitionersResource} form={PractitionerForm} />;
}
