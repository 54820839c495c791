import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';

/** A navigation entry: where it goes and what it says. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** Props every link component receives: anchor attributes with `to` instead of `href`. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A router's link (e.g. React Router's `Link`) or the plain anchor below. */
export type LinkComponent = ElementType<LinkComponentProps>;

/** Default link: a plain anchor, so the layout pieces work without any router. */
export function PlainLink({ to, ...anchorProps }: LinkComponentProps) {
  return <a href={to} {...anchorProps} />;
}

/** Whether `to` is the current page (exact) or one of its sections (`/services` for `/services/x`). */
export function isActivePath(to: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  if (to === currentPath) return true;
  return to !== '/' && currentPath.startsWith(`${to}/`);
}
