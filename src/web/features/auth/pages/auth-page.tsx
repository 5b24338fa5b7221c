import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { postSignInPath } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { PageLoading } from '../../../components/page-loading';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { useCloseToOpener } from '../../../lib/close-to-opener';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../auth-context';
import { AuthCard } from '../components/auth-card';
import { CredentialsForm, type CredentialsMode } from '../components/credentials-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';

type AuthMode = CredentialsMode | 'forgot';

const COPY: Record<AuthMode, { page: string; title: string; description: string }> = {
  'sign-in': {
    page: 'Sign In',
    title: 'Welcome back',
    description: 'Sign in to your Frameline account.',
  },
  'sign-up': {
    page: 'Join',
    title: 'Create your account',
    description: 'Join Frameline to show your work, get discovered and book creative projects.',
  },
  forgot: {
    page: 'Forgot password',
    title: 'Forgot your password?',
    description: 'Enter the email of your account and we will send you a link to choose a new password.',
  },
};

function readMode(value: string | null): AuthMode {
  return value === 'sign-up' || value === 'forgot' ? value : 'sign-in';
}

/**
 * /auth: sign in, sign up and forgot password (docs/product.md, Accounts and sign-in).
 * URL: ?mode=sign-up|forgot, ?next=<local path> (where to land), ?confirmed=1|0 (from the
 * confirmation email link).
 */
export function AuthPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = readMode(params.get('mode'));
  const next = params.get('next') || undefined;
  const confirmed = params.get('confirmed');
  const emailDraft = useRef('');
  const signingIn = useRef(false);
  const closeToOpener = useCloseToOpener();
  useDocumentTitle(COPY[mode].page);

  function searchFor(target: AuthMode): string {
    const search = new URLSearchParams();
    if (target !== 'sign-in') search.set('mode', target);
    if (next) search.set('next', next);
    const text = search.toString();
    return text ? `?${text}` : '';
  }

  function changeMode(target: AuthMode) {
    setParams(new URLSearchParams(searchFor(target)), { replace: true });
  }

  if (loading) return <PageLoading />;
  // Already signed in: straight to where sign-in lands (docs/product.md, Sign-in and where
  // it lands). Not while this page signs in, because then the form navigates to the
  // server's redirectTo itself.
  if (user && !signingIn.current) return <Navigate to={postSignInPath(user, next)} replace />;

  // Someone who has just confirmed a new account is not coming back: greet them.
  const copy =
    mode === 'sign-in' && confirmed === '1' ? { ...COPY[mode], title: 'Welcome to Frameline' } : COPY[mode];
  return (
    <AuthCard title={copy.title} description={copy.description}>
      <div className="grid gap-5">
        {confirmed === '1' && (
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertDescription>{AUTH_TEXTS.emailConfirmed}</AlertDescription>
          </Alert>
        )}
        {confirmed === '0' && (
          <Alert variant="error" role="alert">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{AUTH_TEXTS.confirmLinkInvalid}</AlertDescription>
          </Alert>
        )}
        {mode === 'forgot' ? (
          <ForgotPasswordForm
            emailDraft={emailDraft}
            onBack={() => closeToOpener(searchFor('sign-in') || '?')}
          />
        ) : (
          <CredentialsForm
            mode={mode}
            next={next}
            emailDraft={emailDraft}
            forgotPasswordTo={{ search: searchFor('forgot') }}
            onModeChange={changeMode}
            onSignedIn={(redirectTo) => {
              signingIn.current = true;
              navigate(redirectTo, { replace: true });
            }}
          />
        )}
      </div>
    </AuthCard>
  );
}
