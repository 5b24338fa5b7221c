import { ImagePlusIcon, SendHorizontalIcon, XIcon } from 'lucide-react';
import { type Ref, useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '../../../../shared/limits';
import { characterCount, hasVisibleCharacter } from '../../../../shared/schemas/common';
import {
  MESSAGE_COUNTER_FROM,
  MESSAGE_MAX_LENGTH,
  MESSAGING_TEXTS,
} from '../../../../shared/schemas/messaging';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { clearDraft, readDraft, saveDraft } from '../../../lib/session-drafts';
import { MESSAGING_UI_TEXTS } from '../lib/messaging-ui-texts';
import { LocalPhoto } from './message-photo';

/** What the server takes as a photo (docs/product.md, Image uploads). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/**
 * Writing a message (docs/product.md, Sending): Enter sends, Shift+Enter starts a new
 * line; the content is trimmed and blank content is not sent; the send button is disabled
 * when there is nothing to send or while a message is on its way. A counter shows near
 * the limit. What was typed is kept as a draft of this conversation in this tab, and
 * typing is told (onTyping) as it happens.
 */
export function MessageComposer({
  me,
  otherId,
  otherName,
  sending,
  onSend,
  onTyping,
  textareaRef,
}: {
  me: string;
  otherId: string;
  otherName: string;
  sending: boolean;
  /** The words, and the photo chosen, if any (docs/product.md, Photos in messages). */
  onSend: (content: string, photo: File | null) => void;
  /** The member typed something to send, or emptied the box (typing, docs/product.md, Typing). */
  onTyping?: (writing: boolean) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const draftKey = `message:${otherId}`;
  const [draft, setDraft] = useState(() => {
    const stored = typeof window === 'undefined' ? null : readDraft(draftKey, me);
    return typeof stored === 'string' ? stored : '';
  });
  const id = useId();
  const counterId = useId();
  const content = draft.trim();
  const length = characterCount(content);
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const showCounter = characterCount(draft) >= MESSAGE_COUNTER_FROM;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoErrorId = useId();
  // A message of only invisible characters (zero-width spaces) is no message, unless a photo goes.
  const canSend = (hasVisibleCharacter(content) || photo !== null) && !tooLong && !sending;

  /** A photo picked or pasted: checked as the server will, before anything is sent. */
  function choosePhoto(file: File | undefined) {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setPhotoError(MESSAGING_UI_TEXTS.photoNotImage);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setPhotoError(MESSAGING_TEXTS.photoTooLarge);
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  }

  function change(value: string) {
    setDraft(value);
    if (value.trim()) saveDraft(draftKey, me, value);
    else clearDraft(draftKey, me);
  }

  function submit() {
    if (!canSend) return;
    onSend(content, photo);
    change('');
    setPhoto(null);
  }

  return (
    <form
      noValidate
      className="flex shrink-0 items-end gap-2 border-zinc-200 border-t bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        ref={fileRef}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          choosePhoto(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={MESSAGING_UI_TEXTS.addPhoto}
        aria-describedby={photoError ? photoErrorId : undefined}
        onClick={() => fileRef.current?.click()}
      >
        <ImagePlusIcon aria-hidden="true" />
      </Button>
      <div className="grid min-w-0 flex-1 gap-1">
        {photo && (
          <div className="flex items-start gap-2">
            <LocalPhoto file={photo} className="size-16 rounded-lg border border-zinc-200" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={MESSAGING_UI_TEXTS.removePhoto}
              onClick={() => {
                setPhoto(null);
                fileRef.current?.focus();
              }}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        )}
        {photoError && (
          <p id={photoErrorId} role="alert" className="text-red-700 text-xs">
            {photoError}
          </p>
        )}
        <label htmlFor={id} className="sr-only">
          {MESSAGING_UI_TEXTS.composerLabel(otherName)}
        </label>
        <Textarea
          id={id}
          ref={textareaRef}
          value={draft}
          rows={1}
          placeholder={MESSAGING_TEXTS.placeholder}
          aria-describedby={showCounter ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          className="max-h-40 min-h-11 resize-none"
          onChange={(event) => {
            change(event.target.value);
            onTyping?.(event.target.value.trim() !== '');
          }}
          onPaste={(event) => {
            // A photo pasted from the clipboard is chosen as if picked; text pastes as text.
            const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'));
            if (!file) return;
            event.preventDefault();
            choosePhoto(file);
          }}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is not a send.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
        />
        {showCounter && (
          <p
            id={counterId}
            className={cn('text-right text-xs tabular-nums', tooLong ? 'text-red-700' : 'text-zinc-600')}
          >
            {MESSAGING_UI_TEXTS.counter(length, MESSAGE_MAX_LENGTH)}
            {tooLong && <span role="alert"> · {MESSAGING_TEXTS.tooLong}</span>}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label={MESSAGING_UI_TEXTS.send}>
        <SendHorizontalIcon aria-hidden="true" />
      </Button>
    </form>
  );
}
