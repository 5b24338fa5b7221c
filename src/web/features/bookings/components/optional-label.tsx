import { LabelWithMark } from '../../../components/ui/form';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';

/** A booking form's label with '(optional)' after it, or '(required)' where a rule asks for it. */
export function Optional({ children, required = false }: { children: string; required?: boolean }) {
  return (
    <LabelWithMark mark={required ? BOOKINGS_UI_TEXTS.requiredMark : BOOKINGS_UI_TEXTS.optionalMark}>
      {children}
    </LabelWithMark>
  );
}
