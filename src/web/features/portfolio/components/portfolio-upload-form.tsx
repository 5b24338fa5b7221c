import { UploadIcon } from 'lucide-react';
import { type Ref, useEffect, useId, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { humanize, PORTFOLIO_CATEGORIES, type PortfolioCategory } from '../../../../shared/enums';
import { PORTFOLIO_TEXTS, portfolioUploadFieldsSchema } from '../../../../shared/schemas/portfolio';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, Field, FieldDescription, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type PortfolioUploadFields, useUploadPortfolioItem } from '../api/portfolio-api';
import { PORTFOLIO_UI_TEXTS, portfolioImageProblem } from '../lib/portfolio-rules';

const NO_CATEGORY = 'none';

interface UploadValues {
  file: File | null;
  title: string;
  description: string;
  category: PortfolioCategory | typeof NO_CATEGORY;
  isFeatured: boolean;
}

const EMPTY: UploadValues = {
  file: null,
  title: '',
  description: '',
  category: NO_CATEGORY,
  isFeatured: false,
};
const ORDER = ['file', 'title', 'description', 'category', 'isFeatured'] as const;

function textFields(values: UploadValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category === NO_CATEGORY ? '' : values.category,
    isFeatured: values.isFeatured,
  };
}

// The image checks of SPEC 5 plus the shared schema of the text fields (same as the server).
const resolver: Resolver<UploadValues> = async (values) => {
  const errors: FieldErrors<UploadValues> = {};
  const imageProblem = portfolioImageProblem(values.file);
  if (imageProblem) errors.file = { type: 'validate', message: imageProblem };
  const parsed = portfolioUploadFieldsSchema.safeParse(textFields(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'title') as keyof UploadValues;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The 'Upload New Work' card of the portfolio manager. */
export function PortfolioUploadForm({
  userId,
  onDone,
  fileInputRef,
}: {
  userId: string;
  /** After a successful upload, or Cancel. */
  onDone: () => void;
  fileInputRef?: Ref<HTMLInputElement>;
}) {
  const upload = useUploadPortfolioItem(userId);
  const form = useForm<UploadValues>({ defaultValues: EMPTY, resolver });
  const { errors } = form.formState;
  const [progress, setProgress] = useState<number | null>(null);
  const file = form.watch('file');
  const preview = usePreviewUrl(file);
  const [dragging, setDragging] = useState(false);
  const busy = upload.isPending || form.formState.isSubmitting;
  const ids = {
    title: useId(),
    file: useId(),
    fileHint: useId(),
    fileError: useId(),
    titleError: useId(),
    description: useId(),
    descriptionError: useId(),
    category: useId(),
    featured: useId(),
  };

  function onInvalid(found: FieldErrors<UploadValues>) {
    const first = ORDER.map((name) => found[name]?.message).find(Boolean);
    if (first) toast.error(first, { id: 'portfolio-upload-error' });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.file) return;
    const fields: PortfolioUploadFields = portfolioUploadFieldsSchema.parse(textFields(values));
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ file: values.file, fields, onProgress: setProgress });
      toast.success(message || PORTFOLIO_TEXTS.uploaded);
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) {
        if (error.fields.title) form.setError('title', { type: 'server', message: error.fields.title });
        const imageMessage = error.fields.file ?? error.fields.image;
        if (imageMessage) form.setError('file', { type: 'server', message: imageMessage });
      }
      toast.error(`${PORTFOLIO_UI_TEXTS.uploadFailed}${errorMessage(error)}`);
    } finally {
      setProgress(null);
    }
  }, onInvalid);

  return (
    <Card className="bg-canvas">
      <CardHeader>
        <CardTitle as="h3">Upload New Work</CardTitle>
        <CardDescription>Show a piece you are proud of. Images up to 5 MB.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5 md:grid-cols-[minmax(0,14rem)_1fr]">
          <Field className="content-start">
            <Label htmlFor={ids.file}>Image</Label>
            {/* The drop area (a second label of the file control) is what shows; the control
                itself is drawn only as the area's focus ring, yet it is the one that keyboards
                and screen readers use. */}
            <label
              htmlFor={ids.file}
              className={cn(
                'relative grid aspect-[4/5] w-full cursor-pointer place-items-center overflow-hidden rounded-card border border-dashed bg-white text-zinc-600 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-coral-700 has-[:focus-visible]:outline-offset-2',
                dragging ? 'border-coral-700 bg-coral-50' : 'border-zinc-300 hover:border-zinc-500',
                errors.file && 'border-red-600',
              )}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(event) => {
                event.preventDefault();
                setDragging(false);
                const dropped = event.dataTransfer.files[0];
                if (dropped) form.setValue('file', dropped, { shouldValidate: form.formState.isSubmitted });
              }}
            >
              {preview ? (
                <img src={preview} alt="" className="absolute inset-0 size-full object-cover" />
              ) : (
                <div aria-hidden="true" className="grid justify-items-center gap-2 px-4 text-center text-sm">
                  <UploadIcon className="size-8" />
                  <span className="font-medium text-ink">Choose an image</span>
                  <span>or drop it here</span>
                </div>
              )}
              <Controller
                control={form.control}
                name="file"
                render={({ field }) => (
                  <input
                    id={ids.file}
                    ref={(element) => {
                      field.ref(element);
                      if (typeof fileInputRef === 'function') fileInputRef(element);
                      else if (fileInputRef) fileInputRef.current = element;
                    }}
                    name={field.name}
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    aria-invalid={errors.file ? true : undefined}
                    aria-describedby={describedBy(ids.fileHint, errors.file && ids.fileError)}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  />
                )}
              />
            </label>
            {file && <p className="text-sm text-zinc-700 [overflow-wrap:anywhere]">{file.name}</p>}
            <FieldDescription id={ids.fileHint}>JPEG, PNG or WebP, up to 5 MB.</FieldDescription>
            <FieldError id={ids.fileError}>{errors.file?.message}</FieldError>
          </Field>

          <div className="grid content-start gap-5">
            <Field>
              <Label htmlFor={ids.title}>Title</Label>
              <Input
                id={ids.title}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={describedBy(errors.title && ids.titleError)}
                {...form.register('title')}
              />
              <FieldError id={ids.titleError}>{errors.title?.message}</FieldError>
            </Field>
            <Field>
              <Label htmlFor={ids.description}>Description</Label>
              <Textarea
                id={ids.description}
                rows={3}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy(errors.description && ids.descriptionError)}
                {...form.register('description')}
              />
              <FieldError id={ids.descriptionError}>{errors.description?.message}</FieldError>
            </Field>
            <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
              <Field>
                <Label htmlFor={ids.category}>Category</Label>
                <Controller
                  control={form.control}
                  name="category"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id={ids.category} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NO_CATEGORY}>No category</SelectItem>
                        {PORTFOLIO_CATEGORIES.map((category) => (
                          <SelectItem key={category} value={category}>
                            {humanize(category)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </Field>
              <div className="flex h-11 items-center gap-3 sm:h-10">
                <Controller
                  control={form.control}
                  name="isFeatured"
                  render={({ field }) => (
                    <Checkbox
                      id={ids.featured}
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <Label htmlFor={ids.featured}>Feature this work</Label>
              </div>
            </div>

            {progress !== null && (
              <div className="grid gap-1.5">
                <Progress value={progress} aria-label="Uploading work" />
                <p className="text-sm text-zinc-600" aria-live="polite">
                  Uploading… {progress}%
                </p>
              </div>
            )}

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  form.reset(EMPTY);
                  onDone();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : <UploadIcon aria-hidden="true" />}
                {busy ? 'Uploading...' : 'Upload Work'}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** An object URL for previewing a chosen file, released when the file changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
