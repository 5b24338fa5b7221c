import { MapPinIcon, MessageSquareIcon, SearchIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ROLE_LABELS } from '../../../../shared/enums';
import { mayContact, offersConnect } from '../../../../shared/policies';
import type { SavedTalentItem } from '../../../../shared/schemas/saved-talent';
import { LoadFailed } from '../../../components/load-failed';
import { MemberAvatar } from '../../../components/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { conversationPath } from '../../messaging';
import { useChangeSaved, useSavedTalent } from '../api/saved-talent-api';
import { SAVED_TALENT_UI_TEXTS as TEXTS } from '../lib/saved-talent-texts';

/**
 * Saved talent on the dashboard's overview (docs/product.md, Saved talent): the
 * professionals I saved, newest first, each a link to their profile with Remove (and Undo
 * in its toast); 20 at a time with Load more.
 */
export function SavedTalentCard() {
  const saved = useSavedTalent();
  // A removed row takes its Remove button with it: the focus goes to the card's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  // Kept here, not in a row: a removed row is gone by the time Undo is pressed.
  const change = useChangeSaved();
  const failed = (error: unknown) => toast.error(errorMessage(error, TEXTS.failed));
  const remove = ({ talent }: SavedTalentItem) => {
    if (change.isPending) return;
    change.mutate(
      { talentId: talent.userId, save: false },
      {
        onSuccess: (answer) => {
          heading.current?.focus();
          toast.success(answer.message ?? TEXTS.remove(talent.displayName), {
            action: {
              label: TEXTS.undo,
              onClick: () => change.mutate({ talentId: talent.userId, save: true }, { onError: failed }),
            },
          });
        },
        onError: failed,
      },
    );
  };
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  const total = saved.data?.pages[0]?.total ?? 0;
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-center gap-x-3 gap-y-1">
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="text-lg">
          {TEXTS.heading}
        </CardTitle>
        {total > 0 && <Badge variant="secondary">{TEXTS.count(total)}</Badge>}
        <CardDescription className="w-full">{TEXTS.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {saved.isPending && (
          <div role="status" aria-label={TEXTS.loading} className="grid gap-3 sm:grid-cols-2">
            {[0, 1].map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        )}
        {saved.isError && !saved.data && (
          <LoadFailed title={TEXTS.loadFailed} error={saved.error} onRetry={() => void saved.refetch()} />
        )}
        {saved.data &&
          (items.length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-sm text-zinc-600">{TEXTS.none}</p>
              <Button asChild variant="outline" size="sm">
                <Link to="/discover-talent">
                  <SearchIcon aria-hidden="true" />
                  {TEXTS.discover}
                </Link>
              </Button>
            </div>
          ) : (
            <ul aria-label={TEXTS.listLabel} className="grid gap-2 sm:grid-cols-2">
              {items.map((item) => (
                <li key={item.talent.userId}>
                  <SavedProfessional item={item} onRemove={() => remove(item)} />
                </li>
              ))}
            </ul>
          ))}
        {saved.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={saved.isFetchingNextPage}
            onClick={() => void saved.fetchNextPage()}
          >
            {TEXTS.loadMore}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One saved professional: avatar, name (their profile), role and place, Message while they
 * take work and I may write (Connect's rules), and Remove.
 */
function SavedProfessional({ item, onRemove }: { item: SavedTalentItem; onRemove: () => void }) {
  const { talent } = item;
  const { user } = useAuth();
  const role = talent.role ? ROLE_LABELS[talent.role] : null;
  const subject = { userId: talent.userId, isSuspended: false };
  const canMessage =
    talent.role !== null &&
    offersConnect({ role: talent.role, isAvailable: item.isAvailable, isSuspended: false }) &&
    mayContact(user, subject).allowed;
  return (
    <div className="flex items-center gap-3 rounded-card border border-zinc-200 p-3">
      <MemberAvatar member={talent} className="size-10" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={`/profile/${talent.userId}`}
          className="line-clamp-2 font-medium underline-offset-4 [overflow-wrap:anywhere] hover:underline"
        >
          {talent.displayName}
        </Link>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-zinc-600">
          {role && <span>{role}</span>}
          {item.location && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{item.location}</span>
            </span>
          )}
          {!item.isAvailable && <span className="text-zinc-700">· {TEXTS.notTakingWork}</span>}
        </p>
      </div>
      {canMessage && (
        <Button asChild variant="ghost" size="icon">
          <Link
            to={conversationPath(talent.userId)}
            aria-label={TEXTS.message(talent.displayName)}
            title={TEXTS.message(talent.displayName)}
          >
            <MessageSquareIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={TEXTS.remove(talent.displayName)}
        title={TEXTS.remove(talent.displayName)}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
