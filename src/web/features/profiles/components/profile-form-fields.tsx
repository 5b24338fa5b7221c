import {
  BriefcaseBusinessIcon,
  BrushIcon,
  CameraIcon,
  CheckIcon,
  ClapperboardIcon,
  type LucideIcon,
  ShirtIcon,
  SparklesIcon,
  VideoIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { humanize, MEMBER_ROLES, type MemberRole, ROLE_LABELS, SPECIALTIES } from '../../../../shared/enums';
import { EXPERIENCE_MAX } from '../../../../shared/limits';
import type { Profile } from '../../../../shared/schemas/profiles';
import { describedBy, FieldError } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { numberField, splitFullName } from '../lib/profile-format';
import { FormTextField } from './form-text-field';

/** What the wizard and 'Edit Your Profile' hold while typing (numbers are text until parsed). */
export interface ProfileFormValues {
  role: MemberRole | '';
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  specialties: string[];
  experienceYears: string;
  hourlyRate: string;
  dayRate: string;
  instagramHandle: string;
  websiteUrl: string;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  role: '',
  firstName: '',
  lastName: '',
  location: '',
  bio: '',
  specialties: [],
  experienceYears: '',
  hourlyRate: '',
  dayRate: '',
  instagramHandle: '',
  websiteUrl: '',
};

/** The edit form starts from the saved profile; the full name splits at its first space. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    role: profile.role,
    ...splitFullName(profile.fullName ?? profile.displayName),
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    specialties: [...profile.specialties],
    experienceYears: String(profile.experienceYears),
    hourlyRate: numberField(profile.hourlyRate),
    dayRate: numberField(profile.dayRate),
    instagramHandle: profile.instagramHandle ?? '',
    websiteUrl: profile.websiteUrl ?? '',
  };
}

type Form = UseFormReturn<ProfileFormValues>;

const ROLE_DETAILS: Record<MemberRole, { icon: LucideIcon; text: string }> = {
  model: { icon: SparklesIcon, text: 'Fashion, commercial and editorial work' },
  photographer: { icon: CameraIcon, text: 'Portraits, fashion, events and more' },
  videographer: { icon: VideoIcon, text: 'Films, campaigns and events' },
  stylist: { icon: ShirtIcon, text: 'Wardrobe and styling for shoots' },
  makeup_artist: { icon: BrushIcon, text: 'Beauty and makeup for the camera' },
  creative_director: { icon: ClapperboardIcon, text: 'Concepts, campaigns and teams' },
  client: { icon: BriefcaseBusinessIcon, text: 'Hire creative talent for your projects' },
};

/** Role cards: a real radio group, so arrow keys move between roles. */
export function RoleField({ form, legend = 'Your role' }: { form: Form; legend?: string }) {
  const errorId = useId();
  const error = form.formState.errors.role?.message;
  const selected = form.watch('role');
  return (
    <fieldset aria-describedby={describedBy(error && errorId)} className="grid gap-3">
      <legend className="mb-3 font-medium text-sm">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {MEMBER_ROLES.map((role) => {
          const { icon: Icon, text } = ROLE_DETAILS[role];
          const checked = selected === role;
          return (
            <label
              key={role}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-card border bg-white p-4 transition-[border-color,box-shadow] duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                checked ? 'border-ink shadow-sm ring-1 ring-ink' : 'border-zinc-200 hover:border-zinc-400',
                error && !checked && 'border-red-300',
              )}
            >
              <input type="radio" value={role} className="sr-only" {...form.register('role')} />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-button',
                  checked ? 'bg-ink text-white' : 'bg-violet-50 text-violet-700',
                )}
              >
                <Icon className="size-5" />
              </span>
              <span className="grid min-w-0 gap-0.5 pr-6">
                <span className="font-semibold">{ROLE_LABELS[role]}</span>
                <span className="text-sm text-zinc-600">{text}</span>
              </span>
              {checked && (
                <CheckIcon
                  aria-hidden="true"
                  className="absolute top-4 right-4 size-4 text-ink"
                  strokeWidth={3}
                />
              )}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** Step 2: first name, last name, location, bio. */
export function BasicsFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormTextField
        form={form}
        name="location"
        label="Location"
        autoComplete="address-level2"
        placeholder="City, country"
      />
      <FormTextField
        form={form}
        name="bio"
        label="Bio"
        multiline
        hint="A few lines about you and your work. Clients read this first."
      />
    </div>
  );
}

/** Toggle chips for the specialties of D9. */
export function SpecialtiesField({ form }: { form: Form }) {
  const errorId = useId();
  const error = form.formState.errors.specialties?.message;
  return (
    <Controller
      control={form.control}
      name="specialties"
      render={({ field }) => (
        <fieldset aria-describedby={describedBy(error && errorId)}>
          <legend className="mb-3 font-medium text-sm">Specialties</legend>
          <ul className="flex flex-wrap gap-2">
            {SPECIALTIES.map((specialty) => {
              const on = field.value.includes(specialty);
              return (
                <li key={specialty}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() =>
                      field.onChange(
                        on ? field.value.filter((value) => value !== specialty) : [...field.value, specialty],
                      )
                    }
                    className={cn(
                      'inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 font-medium text-sm transition-colors duration-150 sm:h-9',
                      on
                        ? 'border-violet-700 bg-violet-700 text-white hover:bg-violet-800'
                        : 'border-control bg-white text-ink hover:border-zinc-600 hover:bg-zinc-50',
                    )}
                  >
                    {on && <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={3} />}
                    {humanize(specialty)}
                  </button>
                </li>
              );
            })}
          </ul>
          <FieldError id={errorId} className="mt-2">
            {error}
          </FieldError>
        </fieldset>
      )}
    />
  );
}

/** Step 3: specialties, experience, day and hourly rates, Instagram, website. */
export function DetailsFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-6">
      <SpecialtiesField form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="experienceYears"
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={EXPERIENCE_MAX}
          step={1}
          placeholder="0"
          hint={`0 to ${EXPERIENCE_MAX} years.`}
        />
      </div>
      {/* Cards show the day rate when there is one, else the hourly rate (D27). */}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="dayRate"
          label="Day rate (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="e.g. 900"
          hint="Shown on your card first. Leave empty if negotiable."
        />
        <FormTextField
          form={form}
          name="hourlyRate"
          label="Hourly rate (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="e.g. 120"
          hint="Leave empty if the rate is negotiable."
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
    </div>
  );
}
