import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { hideMessageSchema } from '../../../../shared/schemas/moderation';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  Form,
  FormAlert,
  FormField,
  type FormResult,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { MODERATION_UI_TEXTS } from '../lib/moderation-ui-texts';

type ReasonSchema = z.ZodType<{ reason: string }>;

/**
 * The confirmation of an admin write that needs a reason (DESIGN, Admin: confirmation
 * dialogs ask for the reason where one is needed). The reason is checked by the server's
 * own schema; `onConfirm` sends it and returns the success text, and a failure stays in
 * the dialog with the server's message.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label = MODERATION_UI_TEXTS.reason,
  hint,
  confirmLabel,
  destructive = false,
  onConfirm,
  failedText,
  schema = hideMessageSchema,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  label?: string;
  hint?: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Sends the change; resolves when it is done. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The toast of a failure ('Failed to update booking status'); the dialog shows the server's reason. */
  failedText: string;
  /** The server's own schema of the reason, where it is not moderation's (bookings). */
  schema?: ReasonSchema;
  /** What the dialog is about (the message, the booking), shown above the reason. */
  children?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && (
          <ReasonForm
            title={title}
            description={description}
            label={label}
            hint={hint}
            confirmLabel={confirmLabel}
            destructive={destructive}
            onConfirm={onConfirm}
            failedText={failedText}
            schema={schema}
            onClose={() => onOpenChange(false)}
          >
            {children}
          </ReasonForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  title,
  description,
  label,
  hint,
  confirmLabel,
  destructive,
  onConfirm,
  failedText,
  schema,
  onClose,
  children,
}: {
  title: string;
  description: React.ReactNode;
  label: string;
  hint?: string;
  confirmLabel: string;
  destructive: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  failedText: string;
  schema: ReasonSchema;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const [result, setResult] = useState<FormResult | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <Form
        form={form}
        aria-label={title}
        className="grid gap-4"
        onSubmit={async ({ reason }) => {
          await onConfirm(reason);
          onClose();
        }}
        result={result}
        onResultChange={setResult}
        onFailure={(failure) => {
          // Someone else may have acted first (409): the message says what the thing is now.
          setResult({ status: 'error', message: failure.message, code: failure.code });
          toast.error(failedText, { description: failure.message });
        }}
      >
        <FormAlert />
        <FormField
          control={form.control}
          name="reason"
          label={label}
          description={hint}
          render={(registered) => <Textarea rows={3} {...registered} />}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {MODERATION_UI_TEXTS.cancel}
          </Button>
          <FormSubmit variant={destructive ? 'destructive' : 'default'}>{confirmLabel}</FormSubmit>
        </DialogFooter>
      </Form>
    </>
  );
}
