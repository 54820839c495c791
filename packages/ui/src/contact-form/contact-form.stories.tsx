import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyI18n } from '../storybook/story-i18n.ts';
import { privacyLink } from '../testing/fixtures.ts';
import { ContactForm } from './contact-form.tsx';
import { emptyContactForm } from './contact-validation.ts';

/** Stand-in for the app's ALTCHA widget, which calls the API and so lives in the public site. */
const verification = (
  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, maxWidth: 320 }}>
    <FormControlLabel control={<Checkbox />} label="Je ne suis pas un robot" />
  </Box>
);

const filled = {
  name: 'Léa',
  surname: 'Favre',
  phone: '+41 79 000 00 00',
  email: 'lea.favre@example.ch',
  message: 'Bonjour, je souhaiterais un premier rendez-vous en fin de journée si possible.',
  hasPrescription: true,
  consent: true,
};

/** The API contract's limits, as the site passes them. */
const limits = { name: 100, surname: 100, phone: 40, email: 254, message: 5000 };

/** The optional details' values, as the site reads them from the API contract. */
const choices = {
  services: [
    'individual-psychotherapy',
    'family-psychotherapy',
    'couple-psychotherapy',
    'group-psychotherapy',
    'supervision',
    'immediate-intervention',
  ],
  therapyLanguages: ['fr', 'en', 'de', 'other'],
  freePeriods: ['morning', 'afternoon', 'evening'],
  freeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
};

/** The services' names: the site's own texts, in the story's language. */
const serviceLabel = (service: string) => storyI18n.t(`public:services.${service}.title`);

const meta = {
  title: 'Public/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(), limits, choices, serviceLabel, privacyLink, verification },
  render: (args) => (
    <Box sx={{ maxWidth: 640 }}>
      <ContactForm {...args} />
    </Box>
  ),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

/** The optional details given: a service, a language and when the visitor is usually free. */
export const WithDetails: Story = {
  args: {
    initialValues: {
      ...filled,
      service: 'couple-psychotherapy',
      therapyLanguage: 'fr',
      freePeriods: ['evening'],
      freeDays: ['tue', 'thu'],
    },
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const German: Story = { globals: { locale: 'de' } };

export const Mobile: Story = {
  args: { initialValues: { ...filled, therapyLanguage: 'de', freeDays: ['mon', 'fri'] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Submitting: Story = { args: { initialValues: filled, submitting: true } };

export const WithErrors: Story = {
  args: {
    initialValues: { ...emptyContactForm, email: 'lea.favre@', name: 'L'.repeat(101) },
    validateOnMount: true,
  },
};

export const WaitingForVerification: Story = {
  args: { initialValues: filled, waitingForVerification: true },
};

export const VerificationFailed: Story = {
  args: { initialValues: filled, verificationFailed: true },
};

export const Dark: Story = { globals: { theme: 'dark' } };
