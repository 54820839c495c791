import type { NavLinkItem } from '../links/link-component.tsx';

/** Realistic French content for the public layout stories (spec §2). */
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

export const practiceAddress = ['Cabinet de psychothérapie', 'Rue du Seyon 12', '2000 Neuchâtel'];
export const practicePhone = '+41 32 000 00 00';
