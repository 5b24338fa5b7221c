import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { type Profile, profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { FormTextField } from '../form-text-field';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

interface BasicInfoValues {
  fullName: string;
  displayName: string;
  bio: string;
  location: string;
  phone: string;
  companyName: string;
}

const FIELDS = ['fullName', 'displayName', 'bio', 'location', 'phone', 'companyName'] as const;
const resolver = zodResolver(profileSettingsSchema) as unknown as Resolver<BasicInfoValues>;

function valuesOf(profile: Profile): BasicInfoValues {
  return {
    fullName: profile.fullName ?? '',
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    phone: profile.phone ?? '',
    companyName: profile.companyName ?? '',
  };
}

export function BasicInfoCard({ profile }: { profile: Profile }) {
  const form = useForm<BasicInfoValues>({ defaultValues: valuesOf(profile), resolver });
  const { save, isPending } = useSaveSettings();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await save(profileSettingsSchema.parse(values));
    if (result.profile) form.reset(valuesOf(result.profile));
    else applyServerFieldErrors(result.error, FIELDS, form.setError);
  });

  return (
    <SettingsCard
      title="Basic Information"
      description="Your display name is public. Full name, phone and company name are only shown to you and administrators."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField form={form} name="fullName" label="Full name" autoComplete="name" />
          <FormTextField
            form={form}
            name="displayName"
            label="Display name"
            autoComplete="nickname"
            hint="Shown on your public profile."
          />
        </div>
        <FormTextField form={form} name="bio" label="Bio" multiline />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField form={form} name="location" label="Location" autoComplete="address-level2" />
          <FormTextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
        </div>
        <FormTextField form={form} name="companyName" label="Company name" autoComplete="organization" />
        <SettingsSaveBar busy={isPending || form.formState.isSubmitting} dirty={form.formState.isDirty} />
      </form>
    </SettingsCard>
  );
}
