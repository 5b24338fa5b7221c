import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_RESULTS, type EmailChangeResult } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../auth-context';
import { AuthCard } from '../components/auth-card';
import { AUTH_UI_TEXTS } from '../lib/auth-ui-texts';

const MESSAGES: Record<EmailChangeResult, string> = {
  changed: AUTH_TEXTS.emailChanged,
  taken: AUTH_TEXTS.emailChangeTaken,
  invalid: AUTH_TEXTS.emailChangeInvalid,
};

/**
 * /auth/email-change?result=...: where the link sent to a new email lands (docs/product.md,
 * Changing the email), signed in or not.
 */
export function EmailChangePage() {
  const [params] = useSearchParams();
  const given = params.get('result');
  const result: EmailChangeResult = EMAIL_CHANGE_RESULTS.find((value) => value === given) ?? 'invalid';
  const changed = result === 'changed';
  const title = changed ? AUTH_UI_TEXTS.emailChangedTitle : AUTH_UI_TEXTS.emailNotChangedTitle;
  useDocumentTitle(title);
  const { user, refresh } = useAuth();
  // A session of this account now signs in with the new email: the header and Settings say so.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <AuthCard
      title={title}
      description={changed ? AUTH_UI_TEXTS.emailChangedDescription : AUTH_UI_TEXTS.emailNotChangedDescription}
    >
      <div className="grid gap-5">
        <FormAlert result={{ status: changed ? 'success' : 'error', message: MESSAGES[result] }} />
        <Button asChild size="lg" className="w-full">
          {user ? (
            <Link to="/dashboard?tab=settings" replace>
              {AUTH_UI_TEXTS.backToSettings}
            </Link>
          ) : (
            <Link to="/auth" replace>
              Sign in
            </Link>
          )}
        </Button>
      </div>
    </AuthCard>
  );
}
