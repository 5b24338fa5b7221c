import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_MESSAGES, type Profile, profileFormSchema } from '../../../../shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSaveProfile } from '../api/profiles-api';
import { applyServerFieldErrors, firstErrorMessage } from '../lib/form-errors';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';
import {
  BasicsFields,
  DetailsFields,
  type ProfileFormValues,
  profileFormValues,
  RoleField,
} from './profile-form-fields';

const FIELDS = [
  'role',
  'firstName',
  'lastName',
  'location',
  'bio',
  'specialties',
  'experienceYears',
  'hourlyRate',
  'dayRate',
  'instagramHandle',
  'websiteUrl',
] as const;

const resolver = zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues>;

/** Edit mode of /onboarding: one form with everything the wizard asks. */
export function ProfileEditForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const save = useSaveProfile();
  const form = useForm<ProfileFormValues>({ defaultValues: profileFormValues(profile), resolver });
  const busy = form.formState.isSubmitting || save.isPending;

  function onInvalid(errors: FieldErrors<ProfileFormValues>) {
    const message = firstErrorMessage(errors, FIELDS);
    if (message) toast.error(message, { id: 'profile-edit-error' });
  }

  const onSubmit = form.handleSubmit(async () => {
    const parsed = profileFormSchema.parse(form.getValues());
    try {
      const { message } = await save.mutateAsync(parsed);
      toast.success(message || PROFILE_MESSAGES.updated);
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      toast.error(`${PROFILE_UI_TEXTS.updateFailed}${errorMessage(error)}`);
    }
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
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
          <Link to="/dashboard">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
