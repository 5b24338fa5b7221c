import { StarIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { characterCount } from '../../../../shared/schemas/common';
import {
  answerReviewSchema,
  type BookingReview,
  createReviewSchema,
  REVIEW_TEXT_MAX,
} from '../../../../shared/schemas/reviews';
import {
  Form,
  FormAlert,
  FormField,
  FormFieldset,
  FormSubmit,
  LabelWithMark,
  useZodForm,
} from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useAnswerReview, useCreateReview } from '../api/reviews-api';
import { REVIEW_UI_TEXTS } from '../lib/review-ui-texts';
import { Stars } from './stars';

/** 'n / 2,000 characters', red once past the limit. */
function Counter({ used }: { used: number }) {
  return (
    <span className={cn('tabular-nums', used > REVIEW_TEXT_MAX && 'font-medium text-red-700')}>
      {REVIEW_UI_TEXTS.counter(used, REVIEW_TEXT_MAX)}
    </span>
  );
}

/**
 * The client's review of a completed booking (docs/product.md, Reviews): 1 to 5 stars as
 * a radio group (arrow keys move between them), optional text up to 2,000 characters.
 */
export function ReviewForm({
  bookingId,
  professionalName,
  focusOnOpen = false,
  onPosted,
}: {
  bookingId: string;
  professionalName: string;
  /** Put the focus on the stars at once (the email's 'leave a review' link). */
  focusOnOpen?: boolean;
  onPosted?: () => void;
}) {
  const create = useCreateReview(bookingId);
  const form = useZodForm(createReviewSchema, {
    defaultValues: { rating: null as number | null, comment: '' },
  });
  const { field } = useController({ control: form.control, name: 'rating' });
  const comment = useWatch({ control: form.control, name: 'comment' });
  useEffect(() => {
    if (focusOnOpen) form.setFocus('rating');
  }, [focusOnOpen, form]);

  return (
    <Form
      form={form}
      aria-label={REVIEW_UI_TEXTS.leaveReview}
      className="grid gap-4 rounded-card border border-zinc-200 bg-canvas p-4"
      onSubmit={async (values) => {
        const { message } = await create.mutateAsync(values);
        toast.success(message);
        onPosted?.();
      }}
      onFailure={(failure) => toast.error(REVIEW_UI_TEXTS.reviewFailed, { description: failure.message })}
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">{REVIEW_UI_TEXTS.leaveReview}</h3>
        <p className="text-sm text-zinc-600">{REVIEW_UI_TEXTS.leaveReviewHint(professionalName)}</p>
      </div>
      <FormAlert />
      <FormFieldset control={form.control} name="rating" legend={REVIEW_UI_TEXTS.rating}>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="relative flex size-11 cursor-pointer items-center justify-center rounded-button transition-colors hover:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-coral-500 has-[:focus-visible]:ring-offset-2"
            >
              <input
                type="radio"
                name={field.name}
                value={star}
                checked={field.value === star}
                onChange={() => field.onChange(star)}
                onBlur={field.onBlur}
                ref={star === 1 ? field.ref : undefined}
                className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
              />
              <StarIcon
                aria-hidden="true"
                className={cn(
                  'size-7',
                  field.value !== null && star <= field.value
                    ? 'fill-amber-400 text-amber-500'
                    : 'fill-white text-zinc-500',
                )}
              />
              <span className="sr-only">{REVIEW_UI_TEXTS.star(star)}</span>
            </label>
          ))}
        </div>
      </FormFieldset>
      <FormField
        control={form.control}
        name="comment"
        label={<LabelWithMark mark={REVIEW_UI_TEXTS.optional}>{REVIEW_UI_TEXTS.comment}</LabelWithMark>}
        description={<Counter used={characterCount(comment ?? '')} />}
        render={(registered) => <Textarea rows={4} {...registered} />}
      />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={REVIEW_UI_TEXTS.posting}>{REVIEW_UI_TEXTS.post}</FormSubmit>
      </div>
    </Form>
  );
}

/** The professional's one answer to a review of theirs. */
export function AnswerReviewForm({
  bookingId,
  reviewId,
  focusOnOpen = false,
  onAnswered,
}: {
  bookingId: string;
  reviewId: string;
  /** Put the focus on the answer at once (the dashboard's 'Reviews to answer'). */
  focusOnOpen?: boolean;
  onAnswered?: () => void;
}) {
  const answer = useAnswerReview(bookingId, reviewId);
  const form = useZodForm(answerReviewSchema, { defaultValues: { answer: '' } });
  useEffect(() => {
    if (focusOnOpen) form.setFocus('answer');
  }, [focusOnOpen, form]);
  const text = useWatch({ control: form.control, name: 'answer' });
  return (
    <Form
      form={form}
      aria-label={REVIEW_UI_TEXTS.answer}
      className="grid gap-3"
      onSubmit={async (values) => {
        const { message } = await answer.mutateAsync(values);
        toast.success(message);
        onAnswered?.();
      }}
      onFailure={(failure) => toast.error(REVIEW_UI_TEXTS.answerFailed, { description: failure.message })}
    >
      <FormAlert />
      <FormField
        control={form.control}
        name="answer"
        label={REVIEW_UI_TEXTS.answer}
        description={
          <>
            {REVIEW_UI_TEXTS.answerHint} <Counter used={characterCount(text)} />
          </>
        }
        render={(registered) => <Textarea rows={3} {...registered} />}
      />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={REVIEW_UI_TEXTS.posting}>{REVIEW_UI_TEXTS.postAnswer}</FormSubmit>
      </div>
    </Form>
  );
}

/** A booking's review as its two parties see it, with the answer (or the form to give one). */
export function BookingReviewView({
  review,
  bookingId,
  professionalName,
  canAnswer,
  focusAnswerOnOpen = false,
  onAnswered,
}: {
  review: BookingReview;
  bookingId: string;
  professionalName: string;
  canAnswer: boolean;
  focusAnswerOnOpen?: boolean;
  onAnswered?: () => void;
}) {
  return (
    <div className="grid gap-3">
      {review.hidden && <p className="text-sm text-zinc-600">{REVIEW_UI_TEXTS.hiddenByAdmin}</p>}
      <Stars rating={review.rating} />
      {review.comment ? (
        <p className="whitespace-pre-line text-zinc-700 [overflow-wrap:anywhere]">{review.comment}</p>
      ) : (
        <p className="text-sm text-zinc-600">{REVIEW_UI_TEXTS.noText}</p>
      )}
      {review.answer && (
        <div className="grid gap-1 border-violet-200 border-l-2 py-1 pl-4">
          <p className="font-medium text-sm">{REVIEW_UI_TEXTS.answerFrom(professionalName)}</p>
          <p className="whitespace-pre-line text-sm text-zinc-700 [overflow-wrap:anywhere]">
            {review.answer}
          </p>
        </div>
      )}
      {canAnswer && !review.answer && !review.hidden && (
        <AnswerReviewForm
          bookingId={bookingId}
          reviewId={review.id}
          focusOnOpen={focusAnswerOnOpen}
          onAnswered={onAnswered}
        />
      )}
    </div>
  );
}
