import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { type Profile, profileFormSchema } from '../../../../shared/schemas/profiles';
import { PROFILE_MESSAGES } from '../../../../shared/texts';
import { LEAVE_WITHOUT_ASKING, LeaveUnsavedGuard } from '../../../components/leave-unsaved-guard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Form, FormSubmit, useZodForm } from '../../../components/ui/form';
import { useSaveProfile } from '../api/profiles-api';
import { readProfileFocus } from '../lib/profile-focus';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';
import { useConfirmBecomingClient } from './confirm-becoming-client';
import { BasicsFields, DetailsFields, profileFormValues, RoleField } from './profile-form-fields';

/**
 * Edit mode of /onboarding: one form with everything the wizard asks. Leaving with changes
 * not saved asks first, as Settings does; `onSaved` leaves with LEAVE_WITHOUT_ASKING. An
 * address may name a field to start at (profile-focus.ts).
 */
export function ProfileEditForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const save = useSaveProfile();
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(profile) });
  const becomingClient = useConfirmBecomingClient();
  // Opened from the dashboard's checklist at one field (`?focus=bio`): the focus goes there.
  const [params] = useSearchParams();
  const focus = readProfileFocus(params);
  useEffect(() => {
    if (focus) form.setFocus(focus);
  }, [focus, form]);

  return (
    <>
      <Form
        form={form}
        onSubmit={async (values) => {
          if (!(await becomingClient.confirm(profile.role, values.role))) return;
          const { message } = await save.mutateAsync(values);
          toast.success(message || PROFILE_MESSAGES.updated);
          onSaved();
        }}
        onFailure={({ message }) => toast.error(`${PROFILE_UI_TEXTS.updateFailed}${message}`)}
        invalidToastId="profile-edit-error"
        className="grid gap-6"
      >
        <Card>
          <CardHeader>
            <CardTitle as="h2">Role</CardTitle>
            <CardDescription>How you work on Frameline.</CardDescription>
          </CardHeader>
          <CardContent>
            <RoleField form={form} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Basic information</CardTitle>
            <CardDescription>Your name, where you are based and a few words about you.</CardDescription>
          </CardHeader>
          <CardContent>
            <BasicsFields form={form} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Professional details</CardTitle>
            <CardDescription>What you do, for how long, and where clients can see more.</CardDescription>
          </CardHeader>
          <CardContent>
            <DetailsFields form={form} />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            {/* Cancel leaves the changes on purpose: not asked about. */}
            <Link to="/dashboard" state={LEAVE_WITHOUT_ASKING}>
              Cancel
            </Link>
          </Button>
          <FormSubmit pendingLabel="Saving...">Save Profile</FormSubmit>
        </div>
      </Form>
      {becomingClient.dialog}
      <LeaveUnsavedGuard
        unsaved={form.formState.isDirty}
        title={PROFILE_UI_TEXTS.leaveUnsavedTitle}
        description={PROFILE_UI_TEXTS.leaveUnsavedProfileDescription}
        stayLabel={PROFILE_UI_TEXTS.stayOnSettings}
        leaveLabel={PROFILE_UI_TEXTS.leaveWithoutSaving}
      />
    </>
  );
}
