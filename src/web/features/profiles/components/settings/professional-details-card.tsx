import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { MEMBER_ROLES, type MemberRole, ROLE_LABELS } from '../../../../../shared/enums';
import { EXPERIENCE_MAX } from '../../../../../shared/limits';
import { type Profile, profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { describedBy, Field, FieldError } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { numberField } from '../../lib/profile-format';
import { FormTextField } from '../form-text-field';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

interface ProfessionalValues {
  role: MemberRole;
  experienceYears: string;
  hourlyRate: string;
  dayRate: string;
  instagramHandle: string;
  websiteUrl: string;
}

const FIELDS = ['role', 'experienceYears', 'hourlyRate', 'dayRate', 'instagramHandle', 'websiteUrl'] as const;
const resolver = zodResolver(profileSettingsSchema) as unknown as Resolver<ProfessionalValues>;

function valuesOf(profile: Profile): ProfessionalValues {
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
  const form = useForm<ProfessionalValues>({ defaultValues: valuesOf(profile), resolver });
  const { save, isPending } = useSaveSettings();
  const roleId = useId();
  const roleErrorId = useId();
  const roleError = form.formState.errors.role?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await save(profileSettingsSchema.parse(values));
    if (result.profile) form.reset(valuesOf(result.profile));
    else applyServerFieldErrors(result.error, FIELDS, form.setError);
  });

  return (
    <SettingsCard title="Professional Details" description="Your role, experience, rates and links.">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field>
          <Label htmlFor={roleId}>Role</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id={roleId}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={roleError ? true : undefined}
                  aria-describedby={describedBy(roleError && roleErrorId)}
                >
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
          <FieldError id={roleErrorId}>{roleError}</FieldError>
        </Field>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormTextField
            form={form}
            name="experienceYears"
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_MAX}
            step={1}
          />
          <FormTextField
            form={form}
            name="hourlyRate"
            label="Hourly rate (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
          />
          <FormTextField
            form={form}
            name="dayRate"
            label="Day rate (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField
            form={form}
            name="instagramHandle"
            label="Instagram handle"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="@yourname"
          />
          <FormTextField
            form={form}
            name="websiteUrl"
            label="Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourportfolio.com"
          />
        </div>
        <SettingsSaveBar busy={isPending || form.formState.isSubmitting} dirty={form.formState.isDirty} />
      </form>
    </SettingsCard>
  );
}
