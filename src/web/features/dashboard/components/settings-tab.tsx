import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { EQUIPMENT, SKILLS, SPECIALTIES } from '../../../../shared/enums';
import type { Profile } from '../../../../shared/schemas/profiles';
import { OnThisPage, type PageSectionLink } from '../../../components/on-this-page';
import { cn } from '../../../lib/cn';
import {
  DATA_SETTINGS_TEXTS,
  DELETE_ACCOUNT_TEXTS,
  DeleteAccount,
  DownloadYourData,
  SECURITY_SETTINGS_TEXTS,
  SignInAndSecurity,
} from '../../auth';
import { CALENDAR_LINK_TEXTS, CalendarLinkSettings } from '../../bookings';
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
 * availability, experience or rates (docs/product.md, Dashboards). 'On this page' leads to
 * each card by an address of its own (`/dashboard?tab=settings#security`), so Back returns
 * to where the member was and a link can open one card.
 */
export function SettingsTab({ profile }: { profile: Profile }) {
  const sections = profile.role === 'client' ? CLIENT_SECTIONS : PROFESSIONAL_SECTIONS;
  useScrollToSectionOnOpen(sections);
  return (
    <UnsavedSettingsGuard>
      <div className="grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-10">
        <OnThisPage sections={sections} pillsOnPhone />
        <div className="grid min-w-0 gap-6">
          <SettingsCards profile={profile} />
        </div>
      </div>
    </UnsavedSettingsGuard>
  );
}

const SECTION = {
  images: { id: 'profile-images', label: 'Profile Images' },
  basics: { id: 'basic-information', label: 'Basic Information' },
  details: { id: 'professional-details', label: 'Professional Details' },
  tags: { id: 'specialties', label: 'Specialties and skills' },
  availability: { id: 'availability', label: 'Availability' },
  messages: { id: 'messages', label: MESSAGING_SETTINGS_TEXTS.title },
  calendar: { id: 'calendar', label: CALENDAR_LINK_TEXTS.title },
  security: { id: 'security', label: SECURITY_SETTINGS_TEXTS.title },
  data: { id: 'your-data', label: DATA_SETTINGS_TEXTS.title },
  deletion: { id: 'delete-account', label: DELETE_ACCOUNT_TEXTS.title },
} satisfies Record<string, PageSectionLink>;

const ACCOUNT_SECTIONS = [SECTION.security, SECTION.data, SECTION.deletion];
const CLIENT_SECTIONS = [
  SECTION.images,
  SECTION.basics,
  SECTION.details,
  SECTION.messages,
  SECTION.calendar,
  ...ACCOUNT_SECTIONS,
];
const PROFESSIONAL_SECTIONS = [
  SECTION.images,
  SECTION.basics,
  SECTION.details,
  SECTION.tags,
  SECTION.availability,
  SECTION.messages,
  SECTION.calendar,
  ...ACCOUNT_SECTIONS,
];

/** A card's place on the page, the target of its 'On this page' link. */
function Section({
  of,
  className,
  children,
}: {
  of: PageSectionLink;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={of.id} className={cn('scroll-mt-24', className)}>
      {children}
    </div>
  );
}

/**
 * An address naming a card (from another page, or reloaded) is read before the profile
 * has loaded, when the card is not there to scroll to: scroll to it once it is.
 */
function useScrollToSectionOnOpen(sections: readonly PageSectionLink[]) {
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the tab first opens
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (sections.some((section) => section.id === id)) document.getElementById(id)?.scrollIntoView();
  }, []);
}

function SettingsCards({ profile }: { profile: Profile }) {
  return (
    <>
      <Section of={SECTION.images}>
        <ProfileImagesCard profile={profile} />
      </Section>
      <Section of={SECTION.basics}>
        <BasicInfoCard profile={profile} />
      </Section>
      {/* Role and links: a client becomes a professional here (experience and rates appear). */}
      <Section of={SECTION.details}>
        <ProfessionalDetailsCard profile={profile} />
      </Section>
      {profile.role !== 'client' && <ProfessionalCards profile={profile} />}
      <Section of={SECTION.messages}>
        <SettingsCard
          title={MESSAGING_SETTINGS_TEXTS.title}
          description={MESSAGING_SETTINGS_TEXTS.description}
        >
          <MessageSettings />
        </SettingsCard>
      </Section>
      <Section of={SECTION.calendar}>
        <SettingsCard title={CALENDAR_LINK_TEXTS.title} description={CALENDAR_LINK_TEXTS.description}>
          <CalendarLinkSettings />
        </SettingsCard>
      </Section>
      <AccountCards />
    </>
  );
}

/** A professional's own cards: what they are known for, bring and have, and availability. */
function ProfessionalCards({ profile }: { profile: Profile }) {
  return (
    <Section of={SECTION.tags} className="grid items-start gap-6 lg:grid-cols-2">
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
      <Section of={SECTION.availability}>
        <SettingsCard
          title={SECTION.availability.label}
          description="Whether clients can connect with and book you."
        >
          <AvailabilitySwitch profile={profile} />
        </SettingsCard>
      </Section>
    </Section>
  );
}

/** The account's own cards, last in both tabs: sign-in and security, its data, deleting it. */
function AccountCards() {
  return (
    <>
      <Section of={SECTION.security}>
        <SettingsCard title={SECURITY_SETTINGS_TEXTS.title} description={SECURITY_SETTINGS_TEXTS.description}>
          <SignInAndSecurity />
        </SettingsCard>
      </Section>
      <Section of={SECTION.data}>
        <SettingsCard title={DATA_SETTINGS_TEXTS.title} description={DATA_SETTINGS_TEXTS.description}>
          <DownloadYourData />
        </SettingsCard>
      </Section>
      <Section of={SECTION.deletion}>
        <SettingsCard title={DELETE_ACCOUNT_TEXTS.title} description={DELETE_ACCOUNT_TEXTS.description}>
          <DeleteAccount />
        </SettingsCard>
      </Section>
    </>
  );
}
