import { SendHorizontalIcon } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
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
  onSend: (content: string) => void;
  /** The member typed something to send (typing, docs/product.md, Typing). */
  onTyping?: () => void;
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
  // A message of only invisible characters (zero-width spaces) is no message.
  const canSend = hasVisibleCharacter(content) && !tooLong && !sending;

  function change(value: string) {
    setDraft(value);
    if (value.trim()) saveDraft(draftKey, me, value);
    else clearDraft(draftKey, me);
  }

  function submit() {
    if (!canSend) return;
    onSend(content);
    change('');
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
      <div className="grid min-w-0 flex-1 gap-1">
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
            if (event.target.value.trim()) onTyping?.();
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
