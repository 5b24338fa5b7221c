// What other features use of auth (docs/decisions/0015): who is signed in, the way to
// the sign-in page that comes back afterwards, and the account's settings (email,
// password, sessions, its data, deleting it).
export { useAuth } from './auth-context';
export { DeleteAccount } from './components/delete-account';
export { DownloadYourData } from './components/download-your-data';
export { signInPath } from './components/require-auth';
export { SignInAndSecurity } from './components/sign-in-and-security';
export { DATA_SETTINGS_TEXTS, DELETE_ACCOUNT_TEXTS, SECURITY_SETTINGS_TEXTS } from './lib/auth-ui-texts';
