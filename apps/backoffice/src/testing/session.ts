import type { SessionUser } from '@cabinet/auth/app-session';

export const adminUser: SessionUser = {
  id: 1,
  username: 'amartin',
  name: 'Anne Martin',
  signed_up: true,
  organization: { name: 'Cabinet Lac & Parole' },
  all_roles: [{ string_id: 'admin_role' }, { string_id: 'user_role' }],
};

export const staffUser: SessionUser = {
  id: 2,
  username: 'lrochat',
  name: 'Luc Rochat',
  signed_up: true,
  organization: { name: 'Cabinet Lac & Parole' },
  all_roles: [{ string_id: 'user_role' }],
};
