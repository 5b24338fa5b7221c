import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type PlatformSettings, platformSettingsFormSchema } from '../../../../shared/schemas/admin-people';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Form,
  FormAlert,
  FormController,
  FormField,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { usePlatformSettings, useUpdatePlatformSettings } from '../api/settings-api';
import { ADMIN_UI_TEXTS } from '../lib/admin-ui-texts';

/** Platform settings (system_settings, super_admin only; docs/product.md, Platform settings). */
export function PlatformSettingsTab() {
  const settings = usePlatformSettings();
  const [formKey, setFormKey] = useState(0);
  if (settings.isPending) {
    return (
      <Skeleton role="status" aria-label="Loading the settings" className="h-72 max-w-2xl rounded-card" />
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="error" role="alert" className="max-w-2xl">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{ADMIN_UI_TEXTS.settingsFailed}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{errorMessage(settings.error)}</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void settings.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <SettingsForm
      // A new form from the settings as they are now, after a refused save.
      key={formKey}
      settings={settings.data}
      reloaded={formKey > 0}
      onReload={async () => {
        const fresh = await settings.refetch();
        if (fresh.isSuccess) setFormKey((key) => key + 1);
      }}
    />
  );
}

function SettingsForm({
  settings,
  reloaded,
  onReload,
}: {
  settings: PlatformSettings;
  reloaded: boolean;
  onReload: () => Promise<void>;
}) {
  const update = useUpdatePlatformSettings();
  // The version the form's values come from: a later refetch does not change the fields,
  // so it must not change what the save says it replaces either.
  const [filledFrom, setFilledFrom] = useState(settings.updatedAt);
  const defaultMinutes = Math.round((settings.defaultUnreadEmailDelaySeconds / 60) * 100) / 100;
  const form = useZodForm(platformSettingsFormSchema, {
    defaultValues: {
      signUpOpen: settings.signUpOpen,
      unreadEmailDelayMinutes:
        settings.unreadEmailDelayMinutes === null ? '' : String(settings.unreadEmailDelayMinutes),
    },
  });
  // Reloaded from the Reload button, the keyboard goes on from the form's first field.
  useEffect(() => {
    if (reloaded) form.setFocus('signUpOpen');
  }, [reloaded, form]);
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">Platform settings</CardTitle>
        <CardDescription>
          Changes apply at once, on every server, and are kept in the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          aria-label="Platform settings"
          className="grid gap-6"
          onSubmit={async (values) => {
            const saved = await update.mutateAsync({ ...values, expectedUpdatedAt: filledFrom });
            setFilledFrom(saved.updatedAt);
            return ADMIN_UI_TEXTS.settingsSaved;
          }}
        >
          <FormAlert>
            {(result) =>
              result.code === 'CONFLICT' ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-fit"
                  onClick={() => void onReload()}
                >
                  <RotateCwIcon aria-hidden="true" />
                  Reload the settings
                </Button>
              ) : null
            }
          </FormAlert>
          <FormController
            control={form.control}
            name="signUpOpen"
            label="Sign-up is open"
            description="When closed, new accounts are refused with ‘Sign-up is closed for now. Please try again later.’ Members already signed up can still sign in."
            render={({ field, control }) => (
              <Switch
                {...control}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
          <FormField
            control={form.control}
            name="unreadEmailDelayMinutes"
            label="Unread message email delay (minutes)"
            description={`How long a message waits unread before its email. Leave empty for the default (${defaultMinutes} minute${defaultMinutes === 1 ? '' : 's'}).`}
            render={(field) => <Input inputMode="numeric" className="w-32" {...field} />}
          />
          <FormSubmit className="w-fit" pendingLabel="Saving…">
            Save settings
          </FormSubmit>
        </Form>
      </CardContent>
    </Card>
  );
}
