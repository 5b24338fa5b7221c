import { EQUIPMENT, SKILLS, SPECIALTIES } from '../../../../shared/enums';
import type { Profile } from '../../../../shared/schemas/profiles';
import {
  DATA_SETTINGS_TEXTS,
  DELETE_ACCOUNT_TEXTS,
  DeleteAccount,
  DownloadYourData,
  SECURITY_SETTINGS_TEXTS,
  SignInAndSecurity,
} from '../../auth';
import { MESSAGING_SETTINGS_TEXTS, MessageSettings } from '../../messaging';
import {
  AvailabilitySwitch,
  BasicInfoCard,
  ProfessionalDetailsCard,
  ProfileImagesCard,
  SettingsCard,
  TagListCard,
  UnsavedSettingsGuard,
} from '../../profiles';

/**
 * Settings: each card saves on its own. A client's have nothing about portfolio,
 * availability, experience or rates (docs/product.md, Dashboards).
 */
export function SettingsTab({ profile }: { profile: Profile }) {
  return (
    <UnsavedSettingsGuard>
      <SettingsCards profile={profile} />
    </UnsavedSettingsGuard>
  );
}

function SettingsCards({ profile }: { profile: Profile }) {
  if (profile.role === 'client') {
    return (
      <div className="grid gap-6">
        <ProfileImagesCard profile={profile} />
        <BasicInfoCard profile={profile} />
        {/* Role and links: a client becomes a professional here (experience and rates appear). */}
        <ProfessionalDetailsCard profile={profile} />
        <SettingsCard
          title={MESSAGING_SETTINGS_TEXTS.title}
          description={MESSAGING_SETTINGS_TEXTS.description}
        >
          <MessageSettings />
        </SettingsCard>
        <AccountCards />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <ProfileImagesCard profile={profile} />
      <BasicInfoCard profile={profile} />
      <ProfessionalDetailsCard profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TagListCard
          field="specialties"
          title="Specialties"
          description="The kinds of work you are known for."
          options={SPECIALTIES}
          saved={profile.specialties}
          addLabel="Add a specialty"
          placeholder="Choose a specialty"
        />
        <TagListCard
          field="skills"
          title="Skills"
          description="What you bring to a shoot."
          options={SKILLS}
          saved={profile.skills}
          addLabel="Add a skill"
          placeholder="Choose a skill"
        />
        <TagListCard
          field="equipment"
          title="Equipment"
          description="The kit you can bring along."
          options={EQUIPMENT}
          saved={profile.equipment}
          addLabel="Add equipment"
          placeholder="Choose equipment"
        />
        <SettingsCard title="Availability" description="Whether clients can connect with and book you.">
          <AvailabilitySwitch profile={profile} />
        </SettingsCard>
      </div>
      <SettingsCard title={MESSAGING_SETTINGS_TEXTS.title} description={MESSAGING_SETTINGS_TEXTS.description}>
        <MessageSettings />
      </SettingsCard>
      <AccountCards />
    </div>
  );
}

/** The account's own cards, last in both tabs: sign-in and security, its data, deleting it. */
function AccountCards() {
  return (
    <>
      <SettingsCard title={SECURITY_SETTINGS_TEXTS.title} description={SECURITY_SETTINGS_TEXTS.description}>
        <SignInAndSecurity />
      </SettingsCard>
      <SettingsCard title={DATA_SETTINGS_TEXTS.title} description={DATA_SETTINGS_TEXTS.description}>
        <DownloadYourData />
      </SettingsCard>
      <SettingsCard title={DELETE_ACCOUNT_TEXTS.title} description={DELETE_ACCOUNT_TEXTS.description}>
        <DeleteAccount />
      </SettingsCard>
    </>
  );
}
