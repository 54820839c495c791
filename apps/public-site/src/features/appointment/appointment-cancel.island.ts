import { reactIsland } from '../../islands/react-island';
import { AppointmentCancel } from './components/appointment-cancel';

export const { mount } = reactIsland(AppointmentCancel);
