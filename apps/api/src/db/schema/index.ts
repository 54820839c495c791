// The schema object drizzle-kit and the query builder read; one table per file beside it.
export { app } from './app.ts';
export { auditEvent } from './audit-event.ts';
export { contactRequest } from './contact-request.ts';
export { impliedRole } from './implied-role.ts';
export { locale } from './locale.ts';
export { notification } from './notification.ts';
export { loginThrottle } from './login-throttle.ts';
export { oneTimeToken } from './one-time-token.ts';
export { organization } from './organization.ts';
export { recoveryCode } from './recovery-code.ts';
export { rateCounter } from './rate-counter.ts';
export { role } from './role.ts';
export { siteContent } from './site-content.ts';
export { spentChallenge } from './spent-challenge.ts';
export { usedTotpStep } from './used-totp-step.ts';
export { user } from './user.ts';
export { userRole } from './user-role.ts';
