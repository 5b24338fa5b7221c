import { keepsProfessionalDetails, MEMBER_ROLES, ROLE_LABELS } from '../../../../../shared/enums';
import { type Profile, profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { Form, FormController, FormField, useZodForm } from '../../../../components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { numberField } from '../../lib/profile-format';
import { useConfirmBecomingClient } from '../confirm-becoming-client';
import { InstagramInput, RateInput, WebsiteInput, YearsInput } from '../profile-form-fields';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

function valuesOf(profile: Profile) {
  return {
    role: profile.role,
    experienceYears: String(profile.experienceYears),
    hourlyRate: numberField(profile.hourlyRate),
    dayRate: numberField(profile.dayRate),
    instagramHandle: profile.instagramHandle ?? '',
    websiteUrl: profile.websiteUrl ?? '',
  };
}

export function ProfessionalDetailsCard({ profile }: { profile: Profile }) {
  const form = useZodForm(profileSettingsSchema, { defaultValues: valuesOf(profile) });
  const save = useSaveSettings();
  const becomingClient = useConfirmBecomingClient();

  return (
    <SettingsCard
      title="Professional Details"
      description={
        profile.role === 'client' ? 'Your role and links.' : 'Your role, experience, rates and links.'
      }
    >
      <Form
        form={form}
        onSubmit={async (changes) => {
          if (!(await becomingClient.confirm(profile.role, changes.role))) return;
          form.reset(valuesOf(await save.mutateAsync(changes)));
        }}
        onFailure={save.onFailure}
        className="grid gap-5"
      >
        <FormController
          control={form.control}
          name="role"
          label="Role"
          render={({ field, control }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEMBER_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {keepsProfessionalDetails(form.watch('role')) && (
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField
              control={form.control}
              name="experienceYears"
              label="Years of experience"
              render={(field) => <YearsInput {...field} />}
            />
            <FormField
              control={form.control}
              name="hourlyRate"
              label="Hourly rate (USD)"
              render={(field) => <RateInput {...field} />}
            />
            <FormField
              control={form.control}
              name="dayRate"
              label="Day rate (USD)"
              render={(field) => <RateInput {...field} />}
            />
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="instagramHandle"
            label="Instagram handle"
            render={(field) => <InstagramInput {...field} />}
          />
          <FormField
            control={form.control}
            name="websiteUrl"
            label="Website"
            render={(field) => <WebsiteInput {...field} />}
          />
        </div>
        <SettingsSaveBar />
      </Form>
      {becomingClient.dialog}
    </SettingsCard>
  );
}
