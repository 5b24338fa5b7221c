import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { reportOutcomes } from '../../../../shared/policies';
import {
  type AdminReport,
  MODERATION_TEXTS,
  REPORT_OUTCOME_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportOutcome,
  type ReportStatus,
  resolveReportSchema,
} from '../../../../shared/schemas/moderation';
import { LoadMore, listFailed, useLoadedFocus } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  Form,
  FormAlert,
  FormField,
  FormFieldset,
  type FormResult,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth';
import { Stars } from '../../reviews';
import { useReports, useResolveReport } from '../api/admin-reports-api';
import { useStatusFilter } from '../lib/admin-tab-url';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import { ConversationDialog } from './admin-messages-tab';
import { AdminReviewsSection } from './admin-reviews-section';
import { formatInstant, ListEmpty, ListError, ListLoading, Person, TabHeading } from './moderation-parts';

const STATUS_VARIANT = { open: 'pending', dismissed: 'secondary', actioned: 'success' } as const;

/**
 * The admin Reports tab (docs/product.md, Admin tabs): the reports members sent from
 * their messages, open ones first; each can be dismissed or acted on (suspend the member,
 * delete the message) with a note. Below it, the reviews to moderate.
 */
export function AdminReportsTab() {
  return (
    <div className="grid gap-12">
      <ReportsQueue />
      <AdminReviewsSection />
    </div>
  );
}

function ReportsQueue() {
  const headingId = useId();
  const statusId = useId();
  const [status, setStatus] = useStatusFilter(REPORT_STATUSES);
  const filters = useMemo(() => (status ? { status } : {}), [status]);
  const reports = useReports(filters);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(reports.data?.pages.length ?? 0, items.length);
  const [handling, setHandling] = useState<AdminReport | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <TabHeading id={headingId} title={T.reportsHeading} intro={T.reportsIntro} />
      <div className="grid w-full gap-1.5 sm:w-56">
        <Label htmlFor={statusId}>{T.status}</Label>
        <NativeSelect
          id={statusId}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as ReportStatus | undefined)}
        >
          <option value="">{T.allReports}</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REPORT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {reports.isPending ? (
        <ListLoading label={T.loading} />
      ) : listFailed(reports) ? (
        <ListError
          title={MODERATION_TEXTS.reportsLoadFailed}
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty>{filters.status ? T.noReportsMatch : T.noReports}</ListEmpty>
      ) : (
        <ul aria-label={T.reportsLabel} className="grid gap-3">
          {items.map((report, index) => (
            <li
              key={report.id}
              ref={loadedFocus.itemRef(index)}
              tabIndex={-1}
              className="rounded-card outline-none focus-visible:ring-2 focus-visible:ring-coral-500"
            >
              <ReportCard
                report={report}
                onHandle={() => setHandling(report)}
                onView={() => report.reportedMessage && setViewing(report.reportedMessage.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {!listFailed(reports) && (
        <LoadMore
          pages={reports}
          label={T.loadMore}
          failedText={MODERATION_TEXTS.reportsLoadFailed}
          className="justify-items-center"
          focus={loadedFocus}
        />
      )}
      <HandleReportDialog report={handling} onClose={() => setHandling(null)} />
      <ConversationDialog messageId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

function ReportCard({
  report,
  onHandle,
  onView,
}: {
  report: AdminReport;
  onHandle: () => void;
  onView: () => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-card border bg-white p-4 text-sm',
        report.status === 'open' ? 'border-amber-300' : 'border-zinc-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-base">
          {report.reportedMessage ? T.reportedMessage : report.reportedReview ? T.reportedReview : T.reported}
          : {report.member.name}
        </h3>
        <Badge variant={STATUS_VARIANT[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
        {report.member.isSuspended && <Badge variant="destructive">{T.suspended}</Badge>}
        <time dateTime={report.createdAt} className="text-xs text-zinc-600">
          {formatInstant(report.createdAt)}
        </time>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-zinc-600">{T.reported}</dt>
          <dd>
            <Person person={report.member} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600">{T.reportedBy}</dt>
          <dd>{report.reporter ? <Person person={report.reporter} /> : T.deletedAccount}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-zinc-600">{T.reportReason}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{report.reason}</dd>
        </div>
        {report.reportedReview ? (
          <div className="sm:col-span-2">
            <dt className="text-xs text-zinc-600">
              {T.reportedReview} · {T.reviewOn(report.reportedReview.reviewee.name)}
            </dt>
            <dd>
              <blockquote className="grid gap-1 rounded-button bg-zinc-50 p-3">
                <Stars rating={report.reportedReview.rating} />
                {report.reportedReview.comment && (
                  <span className="whitespace-pre-line [overflow-wrap:anywhere]">
                    {report.reportedReview.comment}
                  </span>
                )}
                {report.reportedReview.hiddenAt && (
                  <Badge variant="destructive" className="justify-self-start">
                    {T.reviewHidden}
                  </Badge>
                )}
              </blockquote>
            </dd>
          </div>
        ) : (
          <div className="sm:col-span-2">
            <dt className="text-xs text-zinc-600">{T.reportedMessage}</dt>
            <dd>
              {report.reportedMessage ? (
                <blockquote className="whitespace-pre-line rounded-button bg-zinc-50 p-3 [overflow-wrap:anywhere]">
                  {report.reportedMessage.content}
                  {report.reportedMessage.hiddenAt && (
                    <Badge variant="destructive" className="ml-2 align-middle">
                      {T.deleted}
                    </Badge>
                  )}
                </blockquote>
              ) : (
                <span className="text-zinc-600">{T.memberReport}</span>
              )}
            </dd>
          </div>
        )}
        {report.status !== 'open' && (
          <div className="sm:col-span-2">
            <dt className="text-xs text-zinc-600">
              {T.handledBy(
                report.handledBy?.name ?? T.deletedAccount,
                report.handledAt ? formatInstant(report.handledAt) : '',
              )}
              {report.action && ` · ${REPORT_OUTCOME_LABELS[report.action]}`}
            </dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{report.note}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {report.reportedMessage && (
          <Button size="sm" variant="outline" onClick={onView}>
            {T.viewConversation}
          </Button>
        )}
        {report.status === 'open' && (
          <Button size="sm" onClick={onHandle}>
            {T.handle}
          </Button>
        )}
      </div>
    </article>
  );
}

/** Dismiss or act, with a note; suspending is offered to admins with manage_users only. */
function HandleReportDialog({ report, onClose }: { report: AdminReport | null; onClose: () => void }) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{report && <HandleReportForm report={report} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function HandleReportForm({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const { user } = useAuth();
  const resolve = useResolveReport();
  const form = useZodForm(resolveReportSchema, {
    defaultValues: { outcome: 'dismiss' as ReportOutcome | '', note: '' },
  });
  const [result, setResult] = useState<FormResult | null>(null);
  const selected = form.watch('outcome');
  const outcomes = reportOutcomes(user ?? null, {
    messageShown: Boolean(report.reportedMessage && !report.reportedMessage.hiddenAt),
    reviewShown: Boolean(report.reportedReview && !report.reportedReview.hiddenAt),
    member: report.member,
    memberHasProfile: report.member.hasProfile,
    memberIsSuspended: report.member.isSuspended,
  });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{T.handleTitle}</DialogTitle>
        <DialogDescription>{T.handleDescription}</DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        aria-label={T.handleTitle}
        className="grid gap-4"
        result={result}
        onResultChange={setResult}
        onSubmit={async (values) => {
          const answer = await resolve.mutateAsync({ reportId: report.id, ...values });
          toast.success(answer.message);
          onClose();
        }}
        onFailure={(failure) => {
          setResult({ status: 'error', message: failure.message, code: failure.code });
          toast.error(MODERATION_TEXTS.reportFailed, { description: failure.message });
        }}
      >
        <FormAlert />
        <FormFieldset control={form.control} name="outcome" legend={T.outcome} className="grid gap-2">
          {outcomes.map((outcome) => (
            <label
              key={outcome}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-button border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                selected === outcome ? 'border-ink ring-1 ring-ink' : 'border-zinc-200',
              )}
            >
              <input
                type="radio"
                value={outcome}
                className="size-4 accent-ink"
                {...form.register('outcome')}
              />
              {REPORT_OUTCOME_LABELS[outcome]}
            </label>
          ))}
        </FormFieldset>
        <FormField
          control={form.control}
          name="note"
          label={T.note}
          description={selected === 'suspend_member' ? T.suspendNote : undefined}
          render={(registered) => <Textarea rows={3} {...registered} />}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <FormSubmit variant={selected === 'dismiss' ? 'default' : 'destructive'}>
            {T.outcomeSubmit}
          </FormSubmit>
        </DialogFooter>
      </Form>
    </>
  );
}
