// One SMTP catcher for API and browser tests.
import type { startMailCatcher } from '../../support/mail-catcher.js';

export { type CaughtMail, startMailCatcher } from '../../support/mail-catcher.js';
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
