import type { LinkComponentProps } from '@cabinet/ui/link';
import { Link } from 'react-router';

/** React Router's link in the shape the UI kit's header and footer expect. */
export function RouterLink({ to, ...props }: LinkComponentProps) {
  return <Link to={to} {...props} />;
}
