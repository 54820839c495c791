import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { backofficeProviders } from '../../testing/story-providers';
import { TimePicker, type PickableTime } from './time-picker';

/** Fifty-minute times on two Mondays and a Wednesday evening (Neuchâtel time, winter). */
const TIMES: PickableTime[] = [
  ['2027-01-11T08:00:00Z', '2027-01-11T08:50:00Z'],
  ['2027-01-11T08:50:00Z', '2027-01-11T09:40:00Z'],
  ['2027-01-11T09:40:00Z', '2027-01-11T10:30:00Z'],
  ['2027-01-13T16:00:00Z', '2027-01-13T17:00:00Z'],
  ['2027-01-13T17:00:00Z', '2027-01-13T18:00:00Z'],
  ['2027-01-18T08:00:00Z', '2027-01-18T08:50:00Z'],
].map(([starts_at, ends_at]) => ({ starts_at: starts_at!, ends_at: ends_at! }));

/** The picker with its own state, as the offer panel holds it. */
function Stateful({ initial, times }: { initial: string[]; times: PickableTime[] }) {
  const [selected, setSelected] = useState(initial);
  return <TimePicker times={times} selected={selected} onChange={setSelected} max={3} />;
}

const meta = {
  title: 'Appointments/Time picker',
  component: Stateful,
  decorators: [backofficeProviders],
  args: { initial: [], times: TIMES },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = {};

/** One picked: pressed and ticked. */
export const OnePicked: Story = { args: { initial: ['2027-01-11T08:50:00Z'] } };

/** Three picked: the other times are disabled until one is let go. */
export const Full: Story = {
  args: { initial: ['2027-01-11T08:00:00Z', '2027-01-13T16:00:00Z', '2027-01-18T08:00:00Z'] },
};

/** No free time in the week shown. */
export const NoFreeTime: Story = { args: { times: [] } };
