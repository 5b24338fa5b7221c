import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/**
 * A password field with a show/hide toggle (a pressed-state button, so its name stays the
 * same). Enter on the toggle submits the form.
 */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input id={id} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((value) => !value)}
        onKeyDown={(event) => {
          // Enter anywhere in a form submits it, as it does in the text fields; Space
          // still shows or hides the password.
          const form = event.currentTarget.form;
          if (event.key !== 'Enter' || !form) return;
          event.preventDefault();
          form.requestSubmit();
        }}
        className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-button text-zinc-600 transition-colors hover:text-ink"
      >
        {visible ? (
          <EyeOffIcon className="size-5" aria-hidden="true" />
        ) : (
          <EyeIcon className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
