// What other features use of auth (docs/decisions/0015): who is signed in, the way to
// the sign-in page that comes back afterwards, and the password and sessions settings.
export { useAuth } from './auth-context';
export { PasswordAndSessions } from './components/password-and-sessions';
export { signInPath } from './components/require-auth';
export { PASSWORD_SETTINGS_TEXTS } from './lib/auth-ui-texts';
