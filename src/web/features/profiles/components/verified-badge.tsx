import { BadgeCheckIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The 'Verified' mark of a profile whose verification status is 'verified'. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="verified" className={className}>
      <BadgeCheckIcon aria-hidden="true" />
      Verified
    </Badge>
  );
}
