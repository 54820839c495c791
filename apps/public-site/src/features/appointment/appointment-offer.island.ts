import { reactIsland } from '../../islands/react-island';
import { AppointmentOffer } from './components/appointment-offer';

export const { mount } = reactIsland(AppointmentOffer);
