import { UploadIcon } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { humanize, PORTFOLIO_CATEGORIES, type PortfolioCategory } from '../../../../shared/enums';
import { portfolioUploadFieldsSchema } from '../../../../shared/schemas/portfolio';
import { PORTFOLIO_TEXTS, UPLOAD_TEXTS } from '../../../../shared/texts';
import { z } from '../../../../shared/zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Form,
  FormController,
  FormField,
  FormLabel,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useUploadPortfolioItem } from '../api/portfolio-api';
import { PORTFOLIO_UI_TEXTS, portfolioImageProblem } from '../lib/portfolio-rules';

const NO_CATEGORY = 'none';

interface UploadValues {
  file: File | null;
  title: string;
  description: string;
  category: PortfolioCategory | typeof NO_CATEGORY;
  isFeatured: boolean;
}

// In the order the fields appear: the first message shown follows it.
const EMPTY: UploadValues = {
  file: null,
  title: '',
  description: '',
  category: NO_CATEGORY,
  isFeatured: false,
};

// The shared schema of the text fields (the server applies the same), with the image
// checks of docs/product.md (Portfolio) and 'No category' as no category.
const uploadSchema = portfolioUploadFieldsSchema.extend({
  file: z.custom<File>((file) => file instanceof File && portfolioImageProblem(file) === null, {
    error: (issue) => portfolioImageProblem(issue.input instanceof File ? issue.input : null) ?? undefined,
  }),
  category: z.preprocess(
    (category) => (category === NO_CATEGORY ? null : category),
    portfolioUploadFieldsSchema.shape.category,
  ),
});

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
  const form = useZodForm(uploadSchema, { defaultValues: EMPTY });
  const [progress, setProgress] = useState<number | null>(null);
  const file = form.watch('file');
  const preview = usePreviewUrl(file);
  const [dragging, setDragging] = useState(false);

  async function send({ file, ...fields }: z.output<typeof uploadSchema>) {
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ file, fields, onProgress: setProgress });
      toast.success(message || PORTFOLIO_TEXTS.uploaded);
      form.reset(EMPTY);
      onDone();
    } finally {
      setProgress(null);
    }
  }

  return (
    <Card className="bg-canvas">
      <CardHeader>
        <CardTitle as="h3">Upload New Work</CardTitle>
        <CardDescription>Show a piece you are proud of. Images up to 5 MB.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          onSubmit={send}
          onFailure={({ message }) => toast.error(`${PORTFOLIO_UI_TEXTS.uploadFailed}${message}`)}
          invalidToastId="portfolio-upload-error"
          className="grid gap-5 md:grid-cols-[minmax(0,14rem)_1fr]"
        >
          <FormController
            control={form.control}
            name="file"
            label="Image"
            description={UPLOAD_TEXTS.acceptedImages}
            render={({ field, control }) => (
              <>
                {/* The drop area (a second label of the file control) is what shows; the control
                    itself is drawn only as the area's focus ring, yet it is the one that keyboards
                    and screen readers use. */}
                <label
                  htmlFor={control.id}
                  className={cn(
                    'relative grid aspect-[4/5] w-full cursor-pointer place-items-center overflow-hidden rounded-card border border-dashed bg-white text-zinc-600 transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-coral-700 has-[:focus-visible]:outline-offset-2',
                    dragging ? 'border-coral-700 bg-coral-50' : 'border-zinc-300 hover:border-zinc-500',
                    control['aria-invalid'] && 'border-red-600',
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
                    if (dropped)
                      form.setValue('file', dropped, { shouldValidate: form.formState.isSubmitted });
                  }}
                >
                  {preview ? (
                    <img src={preview} alt="" className="absolute inset-0 size-full object-cover" />
                  ) : (
                    <div
                      aria-hidden="true"
                      className="grid justify-items-center gap-2 px-4 text-center text-sm"
                    >
                      <UploadIcon className="size-8" />
                      <span className="font-medium text-ink">Choose an image</span>
                      <span>or drop it here</span>
                    </div>
                  )}
                  <input
                    ref={(element) => {
                      field.ref(element);
                      if (typeof fileInputRef === 'function') fileInputRef(element);
                      else if (fileInputRef) fileInputRef.current = element;
                    }}
                    name={field.name}
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    {...control}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  />
                </label>
                {file && <p className="text-sm text-zinc-700 [overflow-wrap:anywhere]">{file.name}</p>}
              </>
            )}
          />

          <div className="grid content-start gap-5">
            <FormField
              control={form.control}
              name="title"
              label="Title"
              render={(field) => <Input {...field} />}
            />
            <FormField
              control={form.control}
              name="description"
              label="Description"
              render={(field) => <Textarea rows={3} {...field} />}
            />
            <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
              <FormController
                control={form.control}
                name="category"
                label="Category"
                render={({ field, control }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
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
              <FormController
                control={form.control}
                name="isFeatured"
                render={({ field, control }) => (
                  <div className="flex h-11 items-center gap-3 sm:h-10">
                    <Checkbox
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      {...control}
                    />
                    <FormLabel>Feature this work</FormLabel>
                  </div>
                )}
              />
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
                disabled={form.formState.isSubmitting}
                onClick={() => {
                  form.reset(EMPTY);
                  onDone();
                }}
              >
                Cancel
              </Button>
              <FormSubmit pendingLabel="Uploading..." icon={<UploadIcon aria-hidden="true" />}>
                Upload Work
              </FormSubmit>
            </div>
          </div>
        </Form>
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
