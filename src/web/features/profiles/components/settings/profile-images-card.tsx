import { ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Profile } from '../../../../../shared/schemas/profiles';
import { UPLOAD_TEXTS } from '../../../../../shared/texts';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { Progress } from '../../../../components/ui/progress';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { type ProfileImageSlot, useRemoveProfileImage, useUploadProfileImage } from '../../api/profiles-api';
import { profileImageProblem } from '../../lib/image-checks';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';
import { uploadRefusal } from '../../lib/upload-refusal';
import { ProfileAvatar } from '../profile-avatar';
import { ProfileCover } from '../profile-cover';
import { SettingsCard } from './settings-card';

const SLOT_COPY: Record<ProfileImageSlot, { title: string; hint: string }> = {
  avatar: { title: 'Profile image', hint: `A square image works best. ${UPLOAD_TEXTS.acceptedImages}` },
  banner: {
    title: 'Banner image',
    hint: `A wide image (about 3:1) for the top of your profile. ${UPLOAD_TEXTS.acceptedImages}`,
  },
};

function ImageSlot({ slot, profile }: { slot: ProfileImageSlot; profile: Profile }) {
  const upload = useUploadProfileImage(slot);
  const remove = useRemoveProfileImage(slot);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();
  const problemId = useId();
  const image = slot === 'avatar' ? profile.avatar : profile.cover;
  const busy = upload.isPending || remove.isPending;
  const refusal = uploadRefusal(profile);
  const copy = SLOT_COPY[slot];

  async function onFile(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const check = profileImageProblem(file);
    if (check) {
      setProblem(check);
      toast.error(check);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(message);
    } catch (error) {
      const text = `${PROFILE_UI_TEXTS.imageUploadFailed(slot)}${errorMessage(error)}`;
      setProblem(text);
      toast.error(text);
    } finally {
      setProgress(null);
    }
  }

  async function onRemove() {
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast.success(slot === 'avatar' ? 'Profile image removed' : 'Banner image removed');
      // The Remove button is gone: the keyboard goes on from Upload, or, with no upload
      // offered (a suspended member), from the slot's heading.
      (uploadButtonRef.current ?? headingRef.current)?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {copy.title}
        </h3>
        <p id={hintId} className="text-sm text-zinc-600">
          {copy.hint}
        </p>
      </div>
      {slot === 'avatar' ? (
        <ProfileAvatar profile={profile} large className="size-24" fallbackClassName="text-2xl" />
      ) : (
        <ProfileCover profile={profile} className="aspect-[3/1] w-full rounded-card" />
      )}
      <input
        ref={inputRef}
        type="file"
        name={slot}
        accept="image/*"
        hidden
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled, while busy: a disabled button drops the keyboard's focus. */}
        {refusal === null && (
          <Button
            ref={uploadButtonRef}
            variant="outline"
            aria-disabled={busy || undefined}
            aria-describedby={hintId}
            onClick={() => {
              if (!busy) inputRef.current?.click();
            }}
          >
            {upload.isPending ? <Spinner /> : <ImagePlusIcon aria-hidden="true" />}
            {image ? `Change ${slot}` : `Upload ${slot}`}
          </Button>
        )}
        {image && (
          <Button
            variant="ghost"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void onRemove();
            }}
          >
            {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
            Remove {slot}
          </Button>
        )}
      </div>
      {progress !== null && (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={`Uploading ${slot} image`} />
          <p className="text-sm text-zinc-600" aria-live="polite">
            Uploading… {progress}%
          </p>
        </div>
      )}
      <FieldError id={problemId} role="alert">
        {problem}
      </FieldError>
    </section>
  );
}

/** Avatar and banner: previews, upload with progress, remove. */
export function ProfileImagesCard({ profile }: { profile: Profile }) {
  const refusal = uploadRefusal(profile);
  return (
    <SettingsCard title="Profile Images" description="Your avatar and banner appear on your public profile.">
      {refusal && (
        <p className="mb-5 rounded-button bg-amber-50 px-3 py-2 text-amber-950 text-sm">{refusal}</p>
      )}
      <div className="grid gap-8 md:grid-cols-[auto_1fr]">
        <ImageSlot slot="avatar" profile={profile} />
        <ImageSlot slot="banner" profile={profile} />
      </div>
    </SettingsCard>
  );
}
