/** The first super admin that every test database is seeded with. */
export const testAdmin = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'Test-admin-passw0rd',
};
