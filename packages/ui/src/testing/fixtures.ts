import type { NavLinkItem } from '../links/link-component.tsx';

/** Realistic French content for the public layout stories. */
export const headerLinks: NavLinkItem[] = [
  { to: '/', label: 'Accueil' },
  { to: '/services', label: 'Nos prestations' },
  { to: '/team', label: 'Notre équipe' },
  { to: '/contact', label: 'Nous contacter' },
];

export const bookConsultation: NavLinkItem = { to: '/contact', label: 'Prendre rendez-vous' };

export const companyLinks: NavLinkItem[] = [
  { to: '/', label: 'Accueil' },
  { to: '/services', label: 'Nos prestations' },
  { to: '/services#fees', label: 'Tarifs et remboursement' },
  { to: '/team', label: 'Notre équipe' },
  { to: '/contact', label: 'Nous contacter' },
];

export const termsLink: NavLinkItem = { to: '/conditions', label: 'Conditions générales' };
export const privacyLink: NavLinkItem = {
  to: '/confidentialite',
  label: 'Politique de confidentialité',
};

/** The footer's legal pages, in the order the site lists them. */
export const legalLinks: NavLinkItem[] = [
  { to: '/mentions-legales', label: 'Mentions légales' },
  termsLink,
  privacyLink,
  { to: '/accessibilite', label: 'Accessibilité' },
];

export const practiceAddress = ['Cabinet de psychothérapie', 'Rue du Seyon 12', '2000 Neuchâtel'];
export const practicePhone = '+41 32 000 00 00';

/** A small decorative illustration for the service-card stories (inline, no request). */
/** A service's illustration as SVG markup, drawn in the hue given. */
export function serviceDrawing(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="hsl(${hue} 35% 88%)"/><circle cx="120" cy="110" r="46" fill="hsl(${hue} 40% 62%)"/><circle cx="196" cy="92" r="34" fill="hsl(${hue} 45% 45%)" opacity=".8"/></svg>`;
  return { svg, width: 320, height: 200 };
}

/** The same illustration as a picture file (a `data:` address). */
export function serviceIllustration(hue: number) {
  const { svg, width, height } = serviceDrawing(hue);
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}

export const services = [
  { id: 'individual-psychotherapy', title: 'Thérapie individuelle', hue: 180 },
  { id: 'family-psychotherapy', title: 'Thérapie familiale', hue: 30 },
  { id: 'couple-psychotherapy', title: 'Thérapie de couple', hue: 340 },
  { id: 'group-psychotherapy', title: 'Thérapie de groupe', hue: 90 },
  { id: 'supervision', title: 'Supervision', hue: 220 },
  {
    id: 'immediate-intervention',
    title: 'Intervention post-immédiate après un événement traumatique',
    hue: 260,
  },
];
