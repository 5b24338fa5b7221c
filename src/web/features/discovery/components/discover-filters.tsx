import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { normalizeRate, refusedRates } from '../../../../shared/discover-search';
import { humanize, PROFESSIONAL_ROLES, SPECIALTIES } from '../../../../shared/enums';
import {
  DEFAULT_RATE_UNIT,
  DISCOVER_RATE_UNITS,
  DISCOVER_SORTS,
  type DiscoverQuery,
  type DiscoverRateUnit,
  discoverSortLabel,
  RATE_UNIT_LABELS,
  rateIssue,
} from '../../../../shared/schemas/discovery';
import { NO_SCRIPT_TEXTS } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useLocationSuggestions } from '../api/discovery-api';
import { activeFilterCount, changeSearch, clearFilters } from '../lib/discover-params';
import { countText, rolePlural } from '../lib/talent-format';
import type { SetSearchOptions } from '../lib/use-discover-search';

// 'Any' is no value: without scripts the form is sent as the page's address, which then
// leaves the key empty, and an empty key is no filter.
const ALL = '';

function normalizeRatePair(pair: string): string {
  return pair.split('|').map(normalizeRate).join('|');
}

function ratesOutOfOrder(pair: string): boolean {
  const [min = '', max = ''] = pair.split('|');
  return min !== '' && max !== '' && Number(min) > Number(max);
}

/** What is wrong with the pair: a rate the schema refuses (its message), else their order. */
function rateProblem(pair: string): { message: string; min: boolean; max: boolean } | null {
  const [min = '', max = ''] = pair.split('|');
  const minIssue = rateIssue(min);
  const maxIssue = rateIssue(max);
  if (minIssue || maxIssue)
    return { message: (minIssue ?? maxIssue)!, min: minIssue !== null, max: maxIssue !== null };
  return ratesOutOfOrder(pair) ? { message: RATE_ORDER_ERROR, min: true, max: true } : null;
}

function rateOrUndefined(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

/** 'Minimum rate ($ per day)'; on a narrow screen the unit wraps as one piece. */
function rateLabel(bound: 'Minimum' | 'Maximum', unit: DiscoverRateUnit): string {
  return `${bound} rate (${`$ ${RATE_UNIT_LABELS[unit]}`.replaceAll(' ', '\u00a0')})`;
}

export const RATE_ORDER_ERROR = 'The minimum rate must not be above the maximum';

/** The live search's controls. Every value lives in the URL; typing is debounced. */
export function DiscoverFilters({
  query,
  onChange,
}: {
  query: DiscoverQuery;
  onChange: (next: DiscoverQuery, options?: SetSearchOptions) => void;
}) {
  const id = useId();
  // Changes made in one go (several fields kept from before hydration, say) build on each
  // other, not each on the query of the last render.
  const latest = useRef(query);
  latest.current = query;
  const change = (changes: Partial<DiscoverQuery>, options?: SetSearchOptions) => {
    latest.current = changeSearch(latest.current, changes);
    onChange(latest.current, options);
  };

  const text = useDebouncedDraft(query.q ?? '', (q, replace) => change({ q: q || undefined }, { replace }));
  const place = useDebouncedDraft(query.location ?? '', (location, replace) =>
    change({ location: location || undefined }, { replace }),
  );

  // A rate in the address that the search refused (too high, negative, above the maximum)
  // stays in its field with the schema's message: the results are not filtered by it, and
  // the page does not pretend they are. The server renders the page with them too.
  const { search } = useLocation();
  const refusedInAddress = refusedRates(new URLSearchParams(search), query);
  const refused = (key: 'minRate' | 'maxRate') =>
    query[key] === undefined ? normalizeRate(refusedInAddress[key] ?? '') : String(query[key]);

  // Both rates share one draft ('min|max'), so the pair is checked before it is written:
  // the URL never gets a rate the schema refuses, nor a minimum above the maximum.
  const rates = useDebouncedDraft(
    `${refused('minRate')}|${refused('maxRate')}`,
    (pair, replace) => {
      const [min = '', max = ''] = pair.split('|');
      change({ minRate: rateOrUndefined(min), maxRate: rateOrUndefined(max) }, { replace });
    },
    { normalize: normalizeRatePair, valid: (pair) => rateProblem(pair) === null },
  );
  const [minText = '', maxText = ''] = rates.draft.split('|');
  const rateWrong = rateProblem(normalizeRatePair(rates.draft));

  // What was typed before the page's scripts ran is kept (server-rendered page).
  const keepText = useTypedBeforeHydration<HTMLInputElement>(text.setDraft);
  const keepPlace = useTypedBeforeHydration<HTMLInputElement>(place.setDraft);
  // A date goes straight to the address, and the router refuses to navigate during
  // hydration's layout effects (this field's run before the router's own): a date picked
  // before then is shown from here and taken to the address in an effect.
  const [dateBeforeHydration, setDateBeforeHydration] = useState<string | null>(null);
  const keepDate = useTypedBeforeHydration<HTMLInputElement>(setDateBeforeHydration);
  useEffect(() => {
    if (dateBeforeHydration === null) return;
    change({ availableOn: dateBeforeHydration || undefined });
    setDateBeforeHydration(null);
  });
  const keepMin = useTypedBeforeHydration<HTMLInputElement>((min) =>
    rates.setDraft((pair) => `${min}|${pair.split('|')[1] ?? ''}`),
  );
  const keepMax = useTypedBeforeHydration<HTMLInputElement>((max) =>
    rates.setDraft((pair) => `${pair.split('|')[0] ?? ''}|${max}`),
  );

  // Cities that begin with the location typed so far (once the search has taken it up).
  const suggestions = useLocationSuggestions(
    query.location ? { q: query.location, role: query.role, specialty: query.specialty } : null,
  );

  const filterCount = activeFilterCount(query);
  const rateErrorId = `${id}-rate-error`;
  // The rate range and the rate sorts are in one unit, per day unless chosen
  // (docs/product.md, Rates in discovery).
  const rateUnit = query.rateUnit ?? DEFAULT_RATE_UNIT;

  const endTyping = () => {
    text.endSession();
    place.endSession();
    rates.endSession();
  };

  return (
    // A GET form whose fields are named as the address's keys: without scripts, Enter or
    // Search loads the page at the search's address, which the server renders.
    <form
      method="get"
      aria-label="Search talent"
      className="grid gap-4 rounded-card border border-zinc-200 bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        text.flush();
        place.flush();
        rates.flush();
      }}
    >
      <Field>
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <SearchIcon
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-zinc-600"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            ref={keepText}
            type="search"
            name="q"
            value={text.draft}
            onChange={(event) => text.setDraft(event.target.value)}
            onBlur={endTyping}
            placeholder="Name, bio or specialty"
            maxLength={100}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </Field>

      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect
            id={`${id}-role`}
            name="role"
            value={query.role ?? ALL}
            onChange={(event) => {
              const { value } = event.target;
              change({ role: value === ALL ? undefined : (value as DiscoverQuery['role']) });
            }}
          >
            <option value={ALL}>All Professionals</option>
            {PROFESSIONAL_ROLES.map((role) => (
              <option key={role} value={role}>
                {rolePlural(role)}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-specialty`}>Specialty</Label>
          <NativeSelect
            id={`${id}-specialty`}
            name="specialty"
            value={query.specialty ?? ALL}
            onChange={(event) => {
              const { value } = event.target;
              change({ specialty: value === ALL ? undefined : (value as DiscoverQuery['specialty']) });
            }}
          >
            <option value={ALL}>Any specialty</option>
            {SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {humanize(specialty)}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            id={`${id}-location`}
            ref={keepPlace}
            name="location"
            value={place.draft}
            onChange={(event) => place.setDraft(event.target.value)}
            onBlur={endTyping}
            placeholder="City, e.g. Lisbon"
            maxLength={100}
            autoComplete="off"
            list={`${id}-locations`}
          />
          <datalist id={`${id}-locations`}>
            {suggestions.map((suggestion) => (
              <option
                key={suggestion.city}
                value={suggestion.city}
                label={`${countText(suggestion.count, false)} ${suggestion.count === 1 ? 'professional' : 'professionals'}`}
              />
            ))}
          </datalist>
        </Field>

        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-date`}>Available on</Label>
          <Input
            id={`${id}-date`}
            ref={keepDate}
            type="date"
            name="availableOn"
            value={dateBeforeHydration ?? query.availableOn ?? ''}
            onChange={(event) => change({ availableOn: event.target.value || undefined })}
          />
        </Field>

        <fieldset className="col-span-2 grid min-w-0 grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:gap-x-4">
          <legend className="sr-only">Rate</legend>
          <Field>
            <Label htmlFor={`${id}-min`}>{rateLabel('Minimum', rateUnit)}</Label>
            <Input
              id={`${id}-min`}
              ref={keepMin}
              name="minRate"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={minText}
              onChange={(event) => rates.setDraft(`${event.target.value}|${maxText}`)}
              onBlur={endTyping}
              placeholder="0"
              aria-invalid={rateWrong?.min || undefined}
              aria-describedby={describedBy(rateWrong?.min && rateErrorId)}
            />
          </Field>

          <Field>
            <Label htmlFor={`${id}-max`}>{rateLabel('Maximum', rateUnit)}</Label>
            <Input
              id={`${id}-max`}
              ref={keepMax}
              name="maxRate"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={maxText}
              onChange={(event) => rates.setDraft(`${minText}|${event.target.value}`)}
              onBlur={endTyping}
              placeholder="Any"
              aria-invalid={rateWrong?.max || undefined}
              aria-describedby={describedBy(rateWrong?.max && rateErrorId)}
            />
          </Field>

          <Field className="col-span-2 sm:col-span-1">
            <Label htmlFor={`${id}-unit`}>Rate unit</Label>
            <NativeSelect
              id={`${id}-unit`}
              name="rateUnit"
              value={rateUnit}
              onChange={(event) => {
                const value = event.target.value as DiscoverRateUnit;
                change({ rateUnit: value === DEFAULT_RATE_UNIT ? undefined : value });
              }}
            >
              {DISCOVER_RATE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {humanize(RATE_UNIT_LABELS[unit])}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </fieldset>

        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            name="sort"
            value={query.sort ?? 'newest'}
            onChange={(event) => {
              const { value } = event.target;
              change({ sort: value === 'newest' ? undefined : (value as DiscoverQuery['sort']) });
            }}
          >
            {DISCOVER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {discoverSortLabel(sort, rateUnit)}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <div className="col-span-2 flex items-end sm:col-span-1">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            aria-disabled={filterCount === 0 || undefined}
            onClick={() => {
              if (filterCount > 0) onChange(clearFilters(query));
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
            {filterCount > 0 && <span className="text-zinc-600">({filterCount})</span>}
          </Button>
        </div>
      </div>

      <FieldError id={rateErrorId} role="alert">
        {rateWrong?.message ?? null}
      </FieldError>
      {/* Enter submits from any text field. */}
      <button type="submit" className="sr-only" tabIndex={-1}>
        {NO_SCRIPT_TEXTS.search}
      </button>
      {/* Without scripts a changed list is not heard: the visitor sends the form. */}
      <noscript>
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {NO_SCRIPT_TEXTS.search}
        </Button>
      </noscript>
    </form>
  );
}
