import { type Profile, profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { Form, FormField, useZodForm } from '../../../../components/ui/form';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

function valuesOf(profile: Profile) {
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
  const form = useZodForm(profileSettingsSchema, { defaultValues: valuesOf(profile) });
  const save = useSaveSettings();

  return (
    <SettingsCard
      title="Basic Information"
      description="Your display name is public. Full name, phone and company name are only shown to you and administrators."
    >
      <Form
        form={form}
        onSubmit={async (changes) => form.reset(valuesOf(await save.mutateAsync(changes)))}
        onFailure={save.onFailure}
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="fullName"
            label="Full name"
            render={(field) => <Input autoComplete="name" {...field} />}
          />
          <FormField
            control={form.control}
            name="displayName"
            label="Display name"
            description="Shown on your public profile."
            render={(field) => <Input autoComplete="nickname" {...field} />}
          />
        </div>
        <FormField
          control={form.control}
          name="bio"
          label="Bio"
          render={(field) => <Textarea rows={4} {...field} />}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="location"
            label="Location"
            render={(field) => <Input autoComplete="address-level2" {...field} />}
          />
          <FormField
            control={form.control}
            name="phone"
            label="Phone"
            render={(field) => <Input type="tel" autoComplete="tel" {...field} />}
          />
        </div>
        <FormField
          control={form.control}
          name="companyName"
          label="Company name"
          render={(field) => <Input autoComplete="organization" {...field} />}
        />
        <SettingsSaveBar />
      </Form>
    </SettingsCard>
  );
}
