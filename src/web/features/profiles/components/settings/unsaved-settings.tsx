import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { LeaveUnsavedGuard } from '../../../../components/leave-unsaved-guard';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';

type ReportUnsaved = (card: string, unsaved: boolean) => void;
const UnsavedSettingsContext = createContext<ReportUnsaved | null>(null);

/**
 * Around the settings cards: while any of them holds changes not saved, leaving the page
 * (a link, Back, a reload) asks first. Switching dashboard tabs does not leave the page;
 * the settings stay as they were (the dashboard keeps them mounted).
 */
export function UnsavedSettingsGuard({ children }: { children: ReactNode }) {
  const [unsavedCards, setUnsavedCards] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportUnsaved>((card, unsaved) => {
    setUnsavedCards((cards) => {
      if (cards.has(card) === unsaved) return cards;
      const next = new Set(cards);
      if (unsaved) next.add(card);
      else next.delete(card);
      return next;
    });
  }, []);
  const unsaved = unsavedCards.size > 0;

  return (
    <UnsavedSettingsContext.Provider value={report}>
      {children}
      <LeaveUnsavedGuard
        unsaved={unsaved}
        title={PROFILE_UI_TEXTS.leaveUnsavedTitle}
        description={PROFILE_UI_TEXTS.leaveUnsavedDescription}
        stayLabel={PROFILE_UI_TEXTS.stayOnSettings}
        leaveLabel={PROFILE_UI_TEXTS.leaveWithoutSaving}
      />
    </UnsavedSettingsContext.Provider>
  );
}

/** A settings card says whether it holds changes not saved yet. */
export function useReportUnsavedSettings(unsaved: boolean) {
  const report = useContext(UnsavedSettingsContext);
  const card = useId();
  useEffect(() => {
    report?.(card, unsaved);
    return () => report?.(card, false);
  }, [report, card, unsaved]);
}
