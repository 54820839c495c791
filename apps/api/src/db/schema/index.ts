// The schema object drizzle-kit and the query builder read; one table per file beside it.
export { impliedRole } from './implied-role.ts';
export { locale } from './locale.ts';
export { organization } from './organization.ts';
export { role } from './role.ts';
export { siteContent } from './site-content.ts';
export { user } from './user.ts';
export { userRole } from './user-role.ts';
