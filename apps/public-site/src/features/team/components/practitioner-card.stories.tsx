import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { practitioners, siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { PractitionerCard } from './practitioner-card';

/** A plain drawn portrait, as the API would serve an uploaded photo. */
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="250" viewBox="0 0 200 250"><rect width="200" height="250" fill="#dfe9e4"/><circle cx="100" cy="95" r="45" fill="#7a9c8e"/><rect x="40" y="155" width="120" height="95" rx="50" fill="#7a9c8e"/></svg>`;

const photoHandler = http.get(
  `${env.apiUrl}/attachment/serve/:name`,
  () => new HttpResponse(PORTRAIT, { headers: { 'content-type': 'image/svg+xml' } }),
);

const meta = {
  title: 'Team/Practitioner card',
  component: PractitionerCard,
  decorators: [siteProviders],
  parameters: { layout: 'padded', msw: { handlers: [photoHandler, ...siteHandlers] } },
  args: { practitioner: practitioners[0]! },
} satisfies Meta<typeof PractitionerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, title lines, languages, services, registrations and biography. */
export const Complete: Story = {};

/** Only a name and one title: the initials stand in for the photo, and no empty list shows. */
export const Minimal: Story = { args: { practitioner: practitioners[1]! } };
