// One SMTP catcher for API and browser tests.
export { type CaughtMail, startMailCatcher } from '../../support/mail-catcher.js';
