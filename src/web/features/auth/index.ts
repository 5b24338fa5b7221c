// What other features use of auth (docs/decisions/0015): who is signed in, and the way
// to the sign-in page that comes back afterwards.
export { useAuth } from './auth-context';
export { signInPath } from './components/require-auth';
