import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useController,
  useFormState,
} from 'react-hook-form';
import { toast } from 'sonner';
import { NO_SCRIPT_TEXTS } from '../../../../shared/texts';
import type { ApiErrorCode } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert, AlertDescription } from '../alert';
import { Button } from '../button';
import { describedBy, Field, FieldDescription, FieldError } from '../field';
import { Label } from '../label';
import { NoScriptNote } from '../no-script-note';
import { Spinner } from '../spinner';
import { applyServerError, firstErrorMessage, type ServerFailure } from './server-error';

// One way to build a form: <Form> sends and reports, the field components own their ids,
// labels, descriptions and messages, and <FormAlert> shows the result. A control gets
// its id, aria-invalid and aria-describedby (description, then message) from its field.

/** The outcome of the last send, shown by <FormAlert> (and as a toast when it happened). */
export interface FormResult {
  status: 'success' | 'error';
  message: string;
  code?: ApiErrorCode;
}

interface FormResultState {
  result: FormResult | null;
  setResult: (result: FormResult | null) => void;
}

const FormResultContext = createContext<FormResultState | null>(null);

/** The result of the enclosing <Form>, and a way to replace it (e.g. after a follow-up action). */
export function useFormResult(): FormResultState {
  const state = useContext(FormResultContext);
  if (!state) throw new Error('useFormResult must be used inside <Form>');
  return state;
}

type FormProps<TFieldValues extends FieldValues, TOutput> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'onError' | 'noValidate'
> & {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /**
   * Sends the checked values. A returned (or resolved) text is the success message:
   * <FormAlert> shows it and a toast says it. Whatever it throws is a failure (see `onFailure`).
   */
  onSubmit: (values: TOutput) => unknown;
  /**
   * Called with a failure once the server's field messages are under their fields. Without
   * it, <FormAlert> shows the message and a toast says it.
   */
  onFailure?: (failure: ServerFailure<TFieldValues>) => void;
  /** Values the schema refuses also toast its first message, under this toast id. */
  invalidToastId?: string;
  /** The result, when the caller holds it (to drop it when the form changes purpose). */
  result?: FormResult | null;
  onResultChange?: (result: FormResult | null) => void;
};

/**
 * A form bound to a `useZodForm` form: checked by the shared schema in the browser (the
 * browser's own checks are off), sent by `onSubmit`, its result kept for <FormAlert>.
 */
export function Form<TFieldValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onFailure,
  invalidToastId,
  result: heldResult,
  onResultChange,
  children,
  ...props
}: FormProps<TFieldValues, TOutput>) {
  const [ownResult, setOwnResult] = useState<FormResult | null>(null);
  const held = heldResult !== undefined;
  const result = held ? heldResult : ownResult;
  const setResult = (next: FormResult | null) => {
    if (!held) setOwnResult(next);
    onResultChange?.(next);
  };

  function onInvalid(errors: FieldErrors<TFieldValues>) {
    if (!invalidToastId) return;
    const message = firstErrorMessage(errors, Object.keys(form.getValues()));
    if (message) toast.error(message, { id: invalidToastId });
  }

  // One send at a time: <FormSubmit> refuses presses while sending (Enter in a field
  // too), but not a script's requestSubmit() (the password field's eye button).
  const sending = useRef(false);
  const send = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const success = await onSubmit(values);
      if (typeof success === 'string' && success) {
        setResult({ status: 'success', message: success });
        toast.success(success);
      }
    } catch (error) {
      const failure = applyServerError(form, error);
      if (onFailure) {
        onFailure(failure);
        return;
      }
      setResult({ status: 'error', message: failure.message, code: failure.code });
      toast.error(failure.message);
    }
  }, onInvalid);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    void send(event).finally(() => {
      sending.current = false;
    });
  };

  return (
    <FormProvider {...form}>
      <FormResultContext.Provider value={{ result, setResult }}>
        {/* Sent by POST, never by GET: without scripts (or before they run) the browser
            would otherwise send what was typed in the address, into history and logs. */}
        <form noValidate method="post" onSubmit={submit} {...props}>
          <NoScriptNote>{NO_SCRIPT_TEXTS.form}</NoScriptNote>
          {children}
        </form>
      </FormResultContext.Provider>
    </FormProvider>
  );
}

/**
 * The result of the last send: a status for a success, an alert for a failure. Inside a
 * <Form> it shows that form's result; `result` shows another one. `children` adds what
 * belongs under the message (a follow-up action).
 */
export function FormAlert({
  result: givenResult,
  className,
  children,
}: {
  result?: FormResult | null;
  className?: string;
  children?: (result: FormResult) => ReactNode;
}) {
  const state = useContext(FormResultContext);
  const result = givenResult !== undefined ? givenResult : state?.result;
  if (!result) return null;
  const success = result.status === 'success';
  const more = children?.(result);
  return (
    <Alert variant={success ? 'success' : 'error'} role={success ? 'status' : 'alert'} className={className}>
      {success ? <CircleCheckIcon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />}
      {more ? (
        <AlertDescription className="grid gap-3">
          <p>{result.message}</p>
          {more}
        </AlertDescription>
      ) : (
        <AlertDescription>{result.message}</AlertDescription>
      )}
    </Alert>
  );
}

/** What a control needs from its field: its id, and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldState {
  controlId: string;
  descriptionId: string | undefined;
  messageId: string;
  message: string | undefined;
  control: FieldControlProps;
}

const FieldContext = createContext<FieldState | null>(null);

function useFieldState<TFieldValues extends FieldValues, TOutput>(
  control: Control<TFieldValues, unknown, TOutput>,
  name: Path<TFieldValues>,
  hasDescription: boolean,
): FieldState {
  const base = useId();
  const formState = useFormState({ control, name, exact: true });
  const message = firstMessage(control.getFieldState(name, formState).error);
  const controlId = `${base}control`;
  const descriptionId = hasDescription ? `${base}description` : undefined;
  const messageId = `${base}message`;
  return {
    controlId,
    descriptionId,
    messageId,
    message,
    control: {
      id: controlId,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(descriptionId, message && messageId),
    },
  };
}

/** A field's message; for a list, the first message of its items. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The state of the enclosing field: for a control or label placed by hand. */
export function useFormField(): FieldState {
  const state = useContext(FieldContext);
  if (!state) throw new Error('useFormField must be used inside a form field');
  return state;
}

/** The field's label, pointing at its control. */
export function FormLabel(props: Omit<ComponentProps<typeof Label>, 'htmlFor'>) {
  return <Label htmlFor={useFormField().controlId} {...props} />;
}

/**
 * A label's words with a mark after them ('(optional)', '(required)'): one run of text,
 * so a narrow field wraps it as a sentence rather than squeezing the words beside the mark.
 */
export function LabelWithMark({ children, mark }: { children: ReactNode; mark: string }) {
  return (
    <span className="leading-snug">
      {children} <span className="font-normal text-zinc-600">{mark}</span>
    </span>
  );
}

/**
 * The field's message (from the schema or the server), read with its control through
 * aria-describedby; `announce` also announces it the moment it appears (for a message
 * that follows an action elsewhere than the control, such as an Add button).
 */
export function FormMessage({ className, announce = false }: { className?: string; announce?: boolean }) {
  const { messageId, message } = useFormField();
  return (
    <FieldError id={messageId} role={announce ? 'alert' : undefined} className={className}>
      {message}
    </FieldError>
  );
}

interface FieldLayoutProps {
  /** Shown above the control; leave out to place a <FormLabel> yourself. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Announce the message the moment it appears (see <FormMessage>). */
  announceMessage?: boolean;
  className?: string;
}

function FieldLayout({
  state,
  label,
  description,
  announceMessage,
  className,
  children,
}: FieldLayoutProps & { state: FieldState; children: ReactNode }) {
  return (
    <FieldContext.Provider value={state}>
      <Field className={cn('content-start', className)}>
        {label !== undefined && <FormLabel>{label}</FormLabel>}
        {children}
        {description !== undefined && (
          <FieldDescription id={state.descriptionId}>{description}</FieldDescription>
        )}
        <FormMessage announce={announceMessage} />
      </Field>
    </FieldContext.Provider>
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** A registered field: what to spread on the control (its registration, id and aria). */
export type RegisteredFieldProps<TName extends string> = UseFormRegisterReturn<TName> & FieldControlProps;

/**
 * A field whose control holds its own value (a text input, a textarea): the control is
 * registered with the form, and gets its id and aria attributes.
 *
 * What a visitor typed into a server-rendered field before the app took the page over
 * is kept (docs/decisions/0006): react-hook-form would write the default value over it
 * when the field registers, so the typed text is put back and passed on as a change.
 */
export function FormField<TFieldValues extends FieldValues, TOutput, TName extends Path<TFieldValues>>({
  control,
  name,
  render,
  ...layout
}: FieldLayoutProps & {
  control: Control<TFieldValues, unknown, TOutput>;
  name: TName;
  render: (field: RegisteredFieldProps<TName>) => ReactNode;
}) {
  const state = useFieldState(control, name, layout.description !== undefined);
  const registration = control.register(name);
  const latest = useRef(registration);
  latest.current = registration;
  const checked = useRef(false);
  const typed = useRef<{ element: TextControl; text: string } | null>(null);

  useLayoutEffect(() => {
    const found = typed.current;
    if (!found) return;
    typed.current = null;
    found.element.value = found.text;
    void latest.current.onChange({ target: found.element, type: 'change' });
  }, []);

  // A new ref each render, as react-hook-form's own: a reset forgets the fields, and
  // they register again when their ref is called.
  const ref = (element: TextControl | null) => {
    if (element && !checked.current) {
      checked.current = true;
      if (element.value !== element.defaultValue) typed.current = { element, text: element.value };
    }
    registration.ref(element);
  };

  return (
    <FieldLayout state={state} {...layout}>
      {render({ ...registration, ref, ...state.control })}
    </FieldLayout>
  );
}

/**
 * A field whose component is given its value (a select, a checkbox, a file, a set of
 * toggles): `field` carries the value and change handler, `control` the id and aria.
 */
export function FormController<TFieldValues extends FieldValues, TOutput, TName extends Path<TFieldValues>>({
  control,
  name,
  render,
  ...layout
}: FieldLayoutProps & {
  control: Control<TFieldValues, unknown, TOutput>;
  name: TName;
  render: (props: {
    field: ControllerRenderProps<TFieldValues, TName>;
    control: FieldControlProps;
  }) => ReactNode;
}) {
  const state = useFieldState(control, name, layout.description !== undefined);
  const { field } = useController({ control, name });
  return (
    <FieldLayout state={state} {...layout}>
      {render({ field, control: state.control })}
    </FieldLayout>
  );
}

/**
 * A group of controls for one value (radio cards, toggle chips) under a legend; the
 * group is described by the field's message.
 */
export function FormFieldset<TFieldValues extends FieldValues, TOutput>({
  control,
  name,
  legend,
  className,
  messageClassName,
  children,
}: {
  control: Control<TFieldValues, unknown, TOutput>;
  name: Path<TFieldValues>;
  legend: ReactNode;
  className?: string;
  messageClassName?: string;
  children: ReactNode;
}) {
  const state = useFieldState(control, name, false);
  return (
    <FieldContext.Provider value={state}>
      <fieldset aria-describedby={state.control['aria-describedby']} className={className}>
        <legend className="mb-3 font-medium text-sm">{legend}</legend>
        {children}
        <FormMessage className={messageClassName} />
      </fieldset>
    </FieldContext.Provider>
  );
}

/**
 * The submit button: disabled with a spinner and `pendingLabel` while the form sends, and
 * disabled while `disabled` (the form lacks what it needs).
 */
export function FormSubmit({
  children,
  pendingLabel,
  icon,
  busy = false,
  disabled = false,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & {
  /** The label while sending; the normal label when left out. */
  pendingLabel?: ReactNode;
  /** Shown before the label when not sending. */
  icon?: ReactNode;
  /** Also busy for work outside the submit. */
  busy?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const pending = isSubmitting || busy;
  // While sending the button is aria-disabled, never disabled: a disabled button loses the
  // keyboard focus to the page, and a form that stays on screen would send it to the top.
  // Enter in a field clicks the default button, so refusing the click refuses that too.
  return (
    <Button
      type="submit"
      disabled={disabled}
      aria-disabled={pending || undefined}
      className={className}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {pending ? <Spinner /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
