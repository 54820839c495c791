import { type ReactNode } from 'react';
import { DataLayer } from '../../app/data-layer';
import { StructuredData } from '../seo/structured-data';
import { PracticeNameSync } from './practice-name-sync';
import { SiteFooter } from './site-footer';
import type { NavLinkItem } from '@cabinet/ui/link';

interface PageDataProps {
  links: readonly NavLinkItem[];
  onPracticeName: (name: string) => void;
  /** The page's main element. */
  children: ReactNode;
}

/** Everything below the header, which needs server data: the page, the footer, the JSON-LD. */
export function PageData({ links, onPracticeName, children }: PageDataProps) {
  return (
    <DataLayer>
      {children}
      <SiteFooter links={links} />
      <StructuredData />
      <PracticeNameSync onName={onPracticeName} />
    </DataLayer>
  );
}
