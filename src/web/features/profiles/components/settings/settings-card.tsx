import { type ReactNode, useId } from 'react';
import { useFormState } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FormSubmit } from '../../../../components/ui/form';
import { useReportUnsavedSettings } from './unsaved-settings';

/** One card of the settings tab: a titled region. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The save row at the foot of a settings form: says when there are unsaved changes. */
export function SettingsSaveBar() {
  const { isDirty, isSubmitting } = useFormState();
  useReportUnsavedSettings(isDirty);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-zinc-200 border-t pt-5">
      {isDirty && !isSubmitting && <p className="text-sm text-zinc-600">You have unsaved changes.</p>}
      <FormSubmit pendingLabel="Saving...">Save</FormSubmit>
    </div>
  );
}
