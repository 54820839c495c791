import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourceList } from '../../components/resource/resource-list';
import { contactRequestApi, contactRequestRecord } from '../../testing/contact-request-handlers';
import { columnPreferenceApi } from '../../testing/preference-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { contactRequestsResource } from './resource';

const claire = { id: 3, display_name: 'Claire Demo' };
const marc = { id: 4, display_name: 'Marc Exemple' };

/** A practice's inbox on a Monday: one row per place a request can stand. */
const inbox = [
  contactRequestRecord(31, { name: 'Nora', surname: 'Baume', status: 'new' }),
  contactRequestRecord(30, {
    name: 'Jonas',
    surname: 'Keller',
    email: 'jonas.keller@example.ch',
    service: 'individual-psychotherapy',
    status: 'in_progress',
    practitioner_id: claire.id,
    practitioner: claire,
  }),
  contactRequestRecord(29, {
    name: 'Amina',
    surname: 'Haddad-Rossier',
    email: 'amina.haddad@example.ch',
    service: null,
    therapy_language: null,
    free_periods: [],
    free_days: [],
    status: 'times_offered',
    practitioner_id: marc.id,
    practitioner: marc,
  }),
  contactRequestRecord(28, {
    name: 'Luca',
    surname: 'Bianchi',
    email: 'luca.bianchi@example.ch',
    status: 'booked',
    practitioner_id: claire.id,
    practitioner: claire,
  }),
  contactRequestRecord(27, {
    name: 'Élise',
    surname: 'Vuilleumier',
    email: 'elise.v@example.ch',
    status: 'referred',
    closed_at: '2026-02-20T10:00:00.000Z',
    purge_at: '2028-02-20T10:00:00.000Z',
  }),
];

const api = (requests = inbox) => [
  ...contactRequestApi(requests, { practitioners: [claire, marc] }).handlers,
  ...columnPreferenceApi().handlers,
];

const meta = {
  title: 'Contact requests/Inbox',
  render: () => <ResourceList resource={contactRequestsResource} />,
  decorators: [backofficeProviders],
  parameters: { route: '/contact-requests', msw: { handlers: api() } },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/**
 * The rows staff scan: when it came, who wrote (the message stays masked until opened), the
 * service asked about, where it stands and whom it is assigned to.
 */
export const Rows: Story = {};

/** Filtered by status: only the new requests, the ones the navigation counts. */
export const NewOnly: Story = {
  parameters: {
    route: `/contact-requests?filters=${JSON.stringify([{ field: 'status', operator: '=', value: 'new' }])}`,
    msw: { handlers: api(inbox.filter((request) => request.status === 'new')) },
  },
};

/** No request waiting. */
export const Empty: Story = { parameters: { msw: { handlers: api([]) } } };
