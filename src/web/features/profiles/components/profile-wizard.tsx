import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type ProfileForm, profileFormSchema, profileWizardSteps } from '../../../../shared/schemas/profiles';
import { PROFILE_MESSAGES } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Form, type ServerFailure, useZodForm } from '../../../components/ui/form';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { clearDraft, readDraft, saveDraft } from '../../../lib/session-drafts';
import { useSaveProfile } from '../api/profiles-api';
import { PROFILE_UI_TEXTS } from '../lib/profile-texts';
import { parseWizardDraft, WIZARD_DRAFT, wizardPercent } from '../lib/wizard-progress';
import {
  BasicsFields,
  DetailsFields,
  EMPTY_PROFILE_FORM,
  type ProfileFormValues,
  RoleField,
} from './profile-form-fields';

interface WizardStep {
  title: string;
  description: string;
  /** The step's own shared schema (the server applies the whole one). */
  schema: z.ZodType<Partial<ProfileForm>>;
  fields: Path<ProfileFormValues>[];
}

const STEPS: WizardStep[] = [
  {
    title: 'Choose your role',
    description: 'How will you use Frameline? You can change this later.',
    schema: profileWizardSteps.role,
    fields: ['role'],
  },
  {
    title: 'Basic information',
    description: 'Your name is shown on your profile; location and bio help clients find you.',
    schema: profileWizardSteps.basics,
    fields: ['firstName', 'lastName', 'location', 'bio'],
  },
  {
    title: 'Professional details',
    description: 'What you do, for how long, and where clients can see more.',
    schema: profileWizardSteps.details,
    fields: ['specialties', 'experienceYears', 'dayRate', 'hourlyRate', 'instagramHandle', 'websiteUrl'],
  },
];

const TOTAL = STEPS.length;

/** Create mode of /onboarding: role, basic information, professional details. */
export function ProfileWizard({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  // Where the member left off in this tab, if they left the wizard before finishing.
  const [draft] = useState(() =>
    parseWizardDraft(readDraft(WIZARD_DRAFT, userId), TOTAL, EMPTY_PROFILE_FORM),
  );
  const [step, setStep] = useState(draft?.step ?? 0);
  const [saved, setSaved] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const save = useSaveProfile();
  // Each step is checked by its own shared schema; the last sends the whole one.
  const form = useZodForm(STEPS[step]!.schema, { defaultValues: draft?.values ?? EMPTY_PROFILE_FORM });
  const busy = form.formState.isSubmitting || save.isPending;
  const current = STEPS[step]!;

  // Keep the draft as it is typed and as steps change, until the profile is saved.
  useEffect(() => {
    if (saved) return;
    saveDraft(WIZARD_DRAFT, userId, { step, values: form.getValues() });
    const subscription = form.watch((values) =>
      saveDraft(WIZARD_DRAFT, userId, { step: stepRef.current, values }),
    );
    return () => subscription.unsubscribe();
  }, [form, userId, step, saved]);

  // A new step moves keyboard and screen-reader focus to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  async function onValid() {
    if (step < TOTAL - 1) {
      form.clearErrors();
      setStep(step + 1);
      return;
    }
    const parsed = profileFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      // Earlier steps were valid when left; this only guards against surprises.
      const message = parsed.error.issues[0]?.message ?? PROFILE_UI_TEXTS.loadFailed;
      toast.error(message, { id: 'profile-wizard-error' });
      return;
    }
    const { message } = await save.mutateAsync(parsed.data);
    setSaved(true);
    clearDraft(WIZARD_DRAFT, userId);
    toast.success(message || PROFILE_MESSAGES.created);
    onSaved();
  }

  function onFailure(failure: ServerFailure<ProfileFormValues>) {
    // The server's field messages are under their fields: show the first step holding one.
    const firstStep = STEPS.findIndex((s) => s.fields.some((name) => failure.fields.includes(name)));
    if (firstStep !== -1 && firstStep !== step) setStep(firstStep);
    toast.error(`${PROFILE_UI_TEXTS.createFailed}${failure.message}`);
  }

  const last = step === TOTAL - 1;
  const percent = wizardPercent(saved ? TOTAL : step, TOTAL);

  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="grid gap-3 border-zinc-200 border-b bg-canvas px-6 py-5">
        <div className="flex items-center justify-between gap-4 text-sm">
          <p className="font-semibold" aria-live="polite">
            Step {step + 1} of {TOTAL}
          </p>
          <p className="text-zinc-600">{percent}% complete</p>
        </div>
        <Progress
          value={percent}
          aria-label="Profile setup progress"
          getValueLabel={() => `Step ${step + 1} of ${TOTAL}, ${percent}% complete`}
        />
      </div>

      <Form
        form={form}
        onSubmit={onValid}
        onFailure={onFailure}
        invalidToastId="profile-wizard-error"
        className="grid gap-6 py-6"
      >
        <CardHeader>
          <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="outline-none">
            {current.title}
          </CardTitle>
          <CardDescription>{current.description}</CardDescription>
        </CardHeader>

        <CardContent>
          {step === 0 && <RoleField form={form} legend="Select your role" />}
          {step === 1 && <BasicsFields form={form} />}
          {step === 2 && <DetailsFields form={form} />}
        </CardContent>

        <CardFooter className="justify-between gap-3 border-zinc-200 border-t pt-6">
          <Button
            variant="outline"
            disabled={step === 0 || busy}
            onClick={() => {
              form.clearErrors();
              setStep(step - 1);
            }}
          >
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />}
            {last ? 'Complete Profile' : 'Next'}
            {!busy && (last ? <CheckIcon aria-hidden="true" /> : <ArrowRightIcon aria-hidden="true" />)}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
