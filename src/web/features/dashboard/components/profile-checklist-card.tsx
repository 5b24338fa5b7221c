import { CheckIcon, ChevronRightIcon, CircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../shared/schemas/profiles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import type { PortfolioManagerView } from '../../portfolio';
import { editProfilePath, useMyStats } from '../../profiles';
import { type ChecklistItem, profileChecklist } from '../lib/profile-checklist';

const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-button px-2 py-1.5 text-left hover:bg-zinc-100';

/**
 * Complete your profile (docs/product.md, Dashboards): what a professional's profile does
 * not show clients yet, each a press from where it is added. Shown only while something is
 * missing, and not to a suspended professional, who can change none of it (nor upload).
 */
export function ProfileChecklistCard({
  profile,
  onOpenPortfolio,
}: {
  profile: Profile;
  onOpenPortfolio: (view: PortfolioManagerView) => void;
}) {
  const stats = useMyStats();
  if (profile.isSuspended || stats.isPending) return null;
  const items = profileChecklist(profile, stats.data?.portfolioItems ?? null);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Complete your profile
        </CardTitle>
        <CardDescription>
          Clients decide from what your profile shows. {done} of {items.length} done.
        </CardDescription>
        <Progress
          value={(done / items.length) * 100}
          aria-label="Profile complete"
          aria-valuetext={`${done} of ${items.length} done`}
          className="mt-2 h-1.5"
        />
      </CardHeader>
      <CardContent>
        <ul aria-label="Your profile checklist" className="-mx-2 grid gap-1">
          {items.map((item) => (
            <li key={item.key}>
              <ChecklistRow item={item} onUpload={() => onOpenPortfolio('upload')} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ChecklistRow({ item, onUpload }: { item: ChecklistItem; onUpload: () => void }) {
  if (item.done) {
    return (
      <p className="flex min-h-11 items-center gap-3 px-2 py-1.5 text-sm text-zinc-600">
        <CheckIcon
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full bg-emerald-100 p-0.5 text-emerald-700"
        />
        <span>
          {item.label}
          <span className="sr-only">: done</span>
        </span>
      </p>
    );
  }
  const content = (
    <>
      <CircleIcon aria-hidden="true" className="size-5 shrink-0 text-zinc-300" />
      <span className="min-w-0 flex-1 font-medium text-sm">{item.label}</span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
    </>
  );
  if ('upload' in item.opens) {
    return (
      <button type="button" onClick={onUpload} className={rowClass}>
        {content}
      </button>
    );
  }
  return (
    <Link
      to={'field' in item.opens ? editProfilePath(item.opens.field) : '/dashboard?tab=settings'}
      className={rowClass}
    >
      {content}
    </Link>
  );
}
