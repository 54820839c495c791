import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { AccessibilityPage } from './accessibility';
import { AppointmentPage } from './appointment';
import { AppointmentCancelPage } from './appointment-cancel';
import { ContactPage } from './contact';
import { HomePage } from './home';
import { LegalNoticePage } from './legal-notice';
import { NotFoundPage } from './not-found';
import { PrivacyPage } from './privacy';
import { ServicesPage } from './services';
import { TeamPage } from './team';
import { TermsPage } from './terms';

/** Every page of the site, by path. */
export const PAGES: Record<string, ComponentType> = {
  [paths.home.path]: HomePage,
  [paths.services.path]: ServicesPage,
  [paths.team.path]: TeamPage,
  [paths.contact.path]: ContactPage,
  [paths.privacy.path]: PrivacyPage,
  [paths.terms.path]: TermsPage,
  [paths.legalNotice.path]: LegalNoticePage,
  [paths.accessibility.path]: AccessibilityPage,
  [paths.appointment.path]: AppointmentPage,
  [paths.appointmentCancel.path]: AppointmentCancelPage,
};

/** Any other address. */
export const NOT_FOUND: ComponentType = NotFoundPage;
