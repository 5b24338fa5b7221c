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
import type { ComponentProps } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import {
  humanize,
  keepsProfessionalDetails,
  MEMBER_ROLES,
  type MemberRole,
  ROLE_LABELS,
  SPECIALTIES,
} from '../../../../shared/enums';
import { EXPERIENCE_MAX } from '../../../../shared/limits';
import type { Profile } from '../../../../shared/schemas/profiles';
import { FormField, FormFieldset } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { numberField, splitFullName } from '../lib/profile-format';

/** What the wizard and 'Edit Your Profile' hold while typing (numbers are text until parsed). */
export interface ProfileFormValues {
  role: MemberRole | '';
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  specialties: string[];
  experienceYears: string;
  dayRate: string;
  hourlyRate: string;
  instagramHandle: string;
  websiteUrl: string;
}

// Values are listed in the order the fields appear: the first message shown follows it.
export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  role: '',
  firstName: '',
  lastName: '',
  location: '',
  bio: '',
  specialties: [],
  experienceYears: '',
  dayRate: '',
  hourlyRate: '',
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
    dayRate: numberField(profile.dayRate),
    hourlyRate: numberField(profile.hourlyRate),
    instagramHandle: profile.instagramHandle ?? '',
    websiteUrl: profile.websiteUrl ?? '',
  };
}

/** The wizard's or the edit form's form: text while typing; what it sends is its own. */
type Form<TOutput> = UseFormReturn<ProfileFormValues, unknown, TOutput>;

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
export function RoleField<TOutput>({ form, legend = 'Your role' }: { form: Form<TOutput>; legend?: string }) {
  const error = form.formState.errors.role;
  const selected = form.watch('role');
  return (
    <FormFieldset control={form.control} name="role" legend={legend} className="grid gap-3">
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
    </FormFieldset>
  );
}

/** Step 2: first name, last name, location, bio. */
export function BasicsFields<TOutput>({ form }: { form: Form<TOutput> }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="firstName"
          label="First name"
          render={(field) => <Input autoComplete="given-name" {...field} />}
        />
        <FormField
          control={form.control}
          name="lastName"
          label="Last name"
          render={(field) => <Input autoComplete="family-name" {...field} />}
        />
      </div>
      <FormField
        control={form.control}
        name="location"
        label="Location"
        render={(field) => <Input autoComplete="address-level2" placeholder="City, country" {...field} />}
      />
      <FormField
        control={form.control}
        name="bio"
        label="Bio"
        description="A few lines about you and your work. Clients read this first."
        render={(field) => <Textarea rows={4} {...field} />}
      />
    </div>
  );
}

/** Toggle chips for the fixed list of specialties (docs/product.md, Specialties, skills and equipment). */
export function SpecialtiesField<TOutput>({ form }: { form: Form<TOutput> }) {
  const { field } = useController({ control: form.control, name: 'specialties' });
  return (
    <FormFieldset control={form.control} name="specialties" legend="Specialties" messageClassName="mt-2">
      <ul className="flex flex-wrap gap-2">
        {SPECIALTIES.map((specialty, index) => {
          const on = field.value.includes(specialty);
          return (
            <li key={specialty}>
              <button
                // The first chip takes the focus asked of the field (an error, `?focus=specialties`).
                ref={index === 0 ? field.ref : undefined}
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
    </FormFieldset>
  );
}

/** A number of years, whole, from 0 to the limit. */
export function YearsInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="numeric" min={0} max={EXPERIENCE_MAX} step={1} {...props} />;
}

/** A rate in dollars: any amount from 0. */
export function RateInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="decimal" min={0} step="any" {...props} />;
}

/** An Instagram handle, typed with or without the @. */
export function InstagramInput(props: ComponentProps<typeof Input>) {
  return <Input autoCapitalize="none" spellCheck={false} placeholder="@yourname" {...props} />;
}

/** A website address; https:// is added when left out. */
export function WebsiteInput(props: ComponentProps<typeof Input>) {
  return (
    <Input type="url" inputMode="url" autoComplete="url" placeholder="https://yourportfolio.com" {...props} />
  );
}

/** Step 3: specialties, experience, day and hourly rates (not a client's), Instagram, website. */
export function DetailsFields<TOutput>({ form }: { form: Form<TOutput> }) {
  const professional = keepsProfessionalDetails(form.watch('role'));
  return (
    <div className="grid gap-6">
      <SpecialtiesField form={form} />
      {professional && <ExperienceAndRates form={form} />}
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
    </div>
  );
}

function ExperienceAndRates<TOutput>({ form }: { form: Form<TOutput> }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="experienceYears"
          label="Years of experience"
          description={`0 to ${EXPERIENCE_MAX} years.`}
          render={(field) => <YearsInput placeholder="0" {...field} />}
        />
      </div>
      {/* Cards show the day rate when there is one, else the hourly rate (docs/product.md, Talent cards). */}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="dayRate"
          label="Day rate (USD)"
          description="Shown on your card first. Leave empty if negotiable."
          render={(field) => <RateInput placeholder="e.g. 900" {...field} />}
        />
        <FormField
          control={form.control}
          name="hourlyRate"
          label="Hourly rate (USD)"
          description="Leave empty if the rate is negotiable."
          render={(field) => <RateInput placeholder="e.g. 120" {...field} />}
        />
      </div>
    </>
  );
}
