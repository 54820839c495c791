import { reactIsland } from '../../islands/react-island';
import { ContactRequest } from './components/contact-request';

export const { mount } = reactIsland(ContactRequest);
