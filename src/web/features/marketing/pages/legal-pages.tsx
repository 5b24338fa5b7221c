import { usePageMeta } from '../../../lib/use-page-meta';
import { CookieTable } from '../components/cookie-table';
import { LegalDocumentView } from '../components/legal-document-view';
import {
  COOKIE_POLICY,
  COOKIES,
  LEGAL_PLACEHOLDER_NOTE,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from '../content/legal';

/** /privacy-policy (placeholder text, docs/product.md, Information pages). */
export function PrivacyPolicyPage() {
  usePageMeta('/privacy-policy');
  return <LegalDocumentView document={PRIVACY_POLICY} placeholderNote={LEGAL_PLACEHOLDER_NOTE} />;
}

/** /terms-of-service (placeholder text). */
export function TermsOfServicePage() {
  usePageMeta('/terms-of-service');
  return <LegalDocumentView document={TERMS_OF_SERVICE} placeholderNote={LEGAL_PLACEHOLDER_NOTE} />;
}

/** /cookie-policy (placeholder text). */
export function CookiePolicyPage() {
  usePageMeta('/cookie-policy');
  return (
    <LegalDocumentView
      document={COOKIE_POLICY}
      placeholderNote={LEGAL_PLACEHOLDER_NOTE}
      extras={{ 'cookies-we-use': <CookieTable cookies={COOKIES} /> }}
    />
  );
}
