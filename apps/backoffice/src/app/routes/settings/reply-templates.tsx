import { ReplyTemplatesScreen } from '../../../features/settings/components/reply-templates/reply-templates-screen';

/** /reply-templates: the texts staff start from when they answer a contact request (administrators). */
export function ReplyTemplatesRoute() {
  return <ReplyTemplatesScreen />;
}
