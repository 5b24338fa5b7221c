import { useState } from 'react';
import { toast } from 'sonner';
import { deleteAccountSchema } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { useDeleteAccount } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { AUTH_UI_TEXTS } from '../lib/auth-ui-texts';
import { PasswordInput } from './password-input';

/**
 * Settings: deleting the account (docs/product.md, Deleting an account). What goes and
 * what stays is said before the button; the dialog asks for the password, and a refusal
 * (an open booking, an administrator) stays in it with the server's reason.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  // The server refuses it while suspended: say so instead of offering the button.
  if (user?.isSuspended) return <p className="text-sm text-zinc-700">{AUTH_TEXTS.deleteSuspended}</p>;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{AUTH_UI_TEXTS.deleteExplained}</p>
      <Button variant="destructive" className="w-fit" onClick={() => setOpen(true)}>
        {AUTH_UI_TEXTS.deleteAccount}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open && <DeleteAccountForm onCancel={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </div>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: '' } });
  const deletion = useDeleteAccount();
  const { forgetSignedOut } = useAuth();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{AUTH_UI_TEXTS.deleteTitle}</DialogTitle>
        <DialogDescription>{AUTH_UI_TEXTS.deleteDialogDescription}</DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        aria-label={AUTH_UI_TEXTS.deleteTitle}
        className="grid gap-4"
        onSubmit={async (values) => {
          const { message } = await deletion.mutateAsync(values);
          toast.success(message);
          // Signed out by the server: the page forgets the member and goes home.
          await forgetSignedOut();
        }}
      >
        <FormAlert />
        <FormField
          control={form.control}
          name="password"
          label="Password"
          render={(field) => <PasswordInput autoComplete="current-password" {...field} />}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {AUTH_UI_TEXTS.keepAccount}
          </Button>
          <FormSubmit variant="destructive" pendingLabel="Deleting...">
            {AUTH_UI_TEXTS.deleteForGood}
          </FormSubmit>
        </DialogFooter>
      </Form>
    </>
  );
}
