import type { LinkComponentProps } from '@cabinet/ui/link';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A client-side link in the shape the UI kit's header and footer expect. Built on React Router's
 * hooks rather than its `Link`, whose prefetching for framework mode this site never uses.
 */
export function RouterLink({ to, onClick, target, ...props }: LinkComponentProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
