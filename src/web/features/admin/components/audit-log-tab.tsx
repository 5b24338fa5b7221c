import { useId, useState } from 'react';
import { type AuditEntry, auditActionLabel, MODERATION_TEXTS } from '../../../../shared/schemas/moderation';
import { LoadFailed } from '../../../components/load-failed';
import { LoadMore, listFailed, useLoadedFocus } from '../../../components/load-more';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { type AuditLogFilters, useAuditFilters, useAuditLog } from '../api/audit-log-api';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import {
  AdminTable,
  Cell,
  formatInstant,
  ListEmpty,
  ListError,
  ListLoading,
  Row,
  TabHeading,
} from './moderation-parts';

/** A stored value as text: strings as they are, anything else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return T.none;
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** Old or new values, one 'name: value' line each; always text, never markup. */
function Values({ values }: { values: AuditEntry['oldValues'] }) {
  if (!values || Object.keys(values).length === 0) return <span className="text-zinc-600">{T.none}</span>;
  return (
    <dl className="grid gap-0.5">
      {Object.entries(values).map(([name, value]) => (
        <div key={name} className="[overflow-wrap:anywhere]">
          <dt className="inline text-zinc-600">{name}: </dt>
          <dd className="inline">{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The Audit log tab (docs/product.md, Audit log): every admin write and every admin read
 * of a conversation, newest first, 50 a page, filtered by admin, action and days (UTC),
 * each row with its old and new values.
 */
export function AuditLogTab() {
  const headingId = useId();
  const ids = { actor: useId(), action: useId(), from: useId(), to: useId() };
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const log = useAuditLog(filters);
  const choices = useAuditFilters();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(log.data?.pages.length ?? 0, items.length);
  const filtered = Object.values(filters).some(Boolean);
  const update = (change: Partial<AuditLogFilters>) =>
    setFilters((current) => {
      const next = { ...current, ...change };
      for (const key of Object.keys(next) as (keyof AuditLogFilters)[]) if (!next[key]) delete next[key];
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <TabHeading id={headingId} title={T.auditHeading} intro={T.auditIntro} />
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <legend className="sr-only">{T.auditFilters}</legend>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.actor}>{T.admin}</Label>
          <NativeSelect
            id={ids.actor}
            value={filters.actor ?? ''}
            onChange={(event) => update({ actor: event.target.value || undefined })}
          >
            <option value="">{T.allAdmins}</option>
            {choices.data?.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email ?? actor.id}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.action}>{T.action}</Label>
          <NativeSelect
            id={ids.action}
            value={filters.action ?? ''}
            onChange={(event) => update({ action: event.target.value || undefined })}
          >
            <option value="">{T.allActions}</option>
            {choices.data?.actions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{T.fromDate}</Label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{T.toDate}</Label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </div>
        {/* aria-disabled, not disabled: pressed, it would otherwise drop the keyboard's focus. */}
        <Button
          variant="outline"
          aria-disabled={!filtered || undefined}
          onClick={() => filtered && setFilters({})}
        >
          {T.clearFilters}
        </Button>
      </fieldset>
      {choices.isError && !choices.data && (
        <LoadFailed
          title={T.auditFiltersFailed}
          error={choices.error}
          onRetry={() => void choices.refetch()}
        />
      )}

      {log.isPending ? (
        <ListLoading label={T.loading} />
      ) : listFailed(log) ? (
        <ListError
          title={MODERATION_TEXTS.auditLoadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty>{filtered ? T.noAuditMatch : T.noAudit}</ListEmpty>
      ) : (
        <AdminTable
          label={T.auditLabel}
          lastIsActions={false}
          columns={[T.when, T.admin, T.action, T.record, T.before, T.after]}
        >
          {items.map((entry, index) => (
            <Row key={entry.id} ref={loadedFocus.itemRef(index)}>
              <Cell label={T.when}>
                <time dateTime={entry.createdAt} className="whitespace-nowrap">
                  {formatInstant(entry.createdAt)}
                </time>
                {entry.ip && (
                  <span className="block text-xs text-zinc-600 [overflow-wrap:anywhere]">
                    {T.address} {entry.ip}
                  </span>
                )}
              </Cell>
              <Cell label={T.admin} className="[overflow-wrap:anywhere]">
                {entry.actorEmail ?? T.system}
              </Cell>
              <Cell label={T.action}>
                <span className="font-medium">{auditActionLabel(entry.action)}</span>
                <code className="block text-xs text-zinc-600">{entry.action}</code>
              </Cell>
              <Cell label={T.record} className="[overflow-wrap:anywhere]">
                {entry.tableName}
                <code className="block text-xs text-zinc-600">{entry.recordId ?? T.none}</code>
              </Cell>
              <Cell label={T.before} wide className="max-w-xs">
                <Values values={entry.oldValues} />
              </Cell>
              <Cell label={T.after} wide className="max-w-xs">
                <Values values={entry.newValues} />
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}
      {!listFailed(log) && (
        <LoadMore
          pages={log}
          label={T.loadMore}
          failedText={MODERATION_TEXTS.auditLoadFailed}
          className="justify-items-center"
          focus={loadedFocus}
        />
      )}
    </section>
  );
}
