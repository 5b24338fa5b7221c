import { type ReactNode, useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';

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

/** The save row at the foot of a settings form. */
export function SettingsSaveBar({ busy, dirty }: { busy: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-zinc-200 border-t pt-5">
      {dirty && !busy && <p className="text-sm text-zinc-600">You have unsaved changes.</p>}
      <Button type="submit" disabled={busy}>
        {busy && <Spinner />}
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
