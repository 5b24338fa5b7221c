import { PlusIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { humanize } from '../../../../../shared/enums';
import { profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { Button } from '../../../../components/ui/button';
import { Form, FormController, useZodForm } from '../../../../components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { addTag, removeTag } from '../../lib/tags';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

type TagField = 'specialties' | 'skills' | 'equipment';

/**
 * Specialties, Skills or Equipment: choose from the fixed list and Add; click a tag to
 * remove it; Save stores the list (docs/product.md, Specialties, skills and equipment).
 */
export function TagListCard({
  field,
  title,
  description,
  options,
  saved,
  addLabel,
  placeholder,
}: {
  field: TagField;
  title: string;
  description: string;
  options: readonly string[];
  saved: readonly string[];
  /** The select's label, e.g. 'Add a specialty'. */
  addLabel: string;
  placeholder: string;
}) {
  // The card's one list, under its own name: the shared schema checks it, and the
  // server's message for it lands under the picker. A list saved elsewhere (or
  // refetched) is followed unless it was edited here.
  const values: Partial<Record<TagField, string[]>> = { [field]: [...saved] };
  const form = useZodForm(profileSettingsSchema, {
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveSettings();
  const [choice, setChoice] = useState('');
  const listId = useId();
  const tags = form.watch(field) ?? [];
  const pickerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the keyboard goes once the list has changed: the tag now at the removed one's
  // place (else the one before it), or the picker once no tag is left or one was added.
  const [focusAfterChange, setFocusAfterChange] = useState<{ tagAt: number } | 'picker' | null>(null);
  useEffect(() => {
    if (focusAfterChange === null) return;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const picker = pickerRef.current?.querySelector<HTMLElement>('[role="combobox"]');
    const target =
      focusAfterChange !== 'picker' && buttons.length > 0
        ? buttons[Math.min(focusAfterChange.tagAt, buttons.length - 1)]
        : picker;
    target?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange]);

  function change(list: string[]) {
    form.setValue(field, list, { shouldDirty: true });
  }

  function add() {
    if (!choice) return;
    const result = addTag(tags, choice);
    if ('error' in result) {
      form.setError(field, { type: 'duplicate', message: result.error });
      return;
    }
    form.clearErrors(field);
    change(result.list);
    setChoice('');
    // Add is disabled until the next choice: the focus goes back to the picker.
    setFocusAfterChange('picker');
  }

  return (
    <SettingsCard title={title} description={description}>
      <Form
        form={form}
        onSubmit={async (changes) => {
          const profile = await save.mutateAsync(changes);
          form.reset({ [field]: [...profile[field]] });
        }}
        onFailure={(failure) => {
          save.onFailure(failure);
          // Not about the list itself (the network, a limit): still said under the picker.
          if (failure.fields.length === 0) form.setError(field, { type: 'server', message: failure.message });
        }}
        className="grid gap-5"
      >
        <FormController
          control={form.control}
          name={field}
          label={addLabel}
          announceMessage
          render={({ control }) => (
            <div ref={pickerRef} className="flex flex-col gap-2 sm:flex-row">
              <Select
                value={choice}
                onValueChange={(value) => {
                  setChoice(value);
                  form.clearErrors(field);
                }}
              >
                <SelectTrigger className="sm:max-w-xs" {...control}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {options.map((option) => (
                    <SelectItem key={option} value={option}>
                      {humanize(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button variant="outline" onClick={add} disabled={!choice}>
                <PlusIcon aria-hidden="true" />
                Add
              </Button>
            </div>
          )}
        />

        <div className="grid gap-2">
          <p id={listId} className="font-medium text-sm">
            Your {title.toLowerCase()}
          </p>
          {tags.length === 0 ? (
            <p className="text-sm text-zinc-600">None added yet.</p>
          ) : (
            <ul ref={listRef} aria-labelledby={listId} className="flex flex-wrap gap-2">
              {tags.map((tag, index) => (
                <li key={tag}>
                  <button
                    type="button"
                    aria-label={`Remove ${humanize(tag)}`}
                    onClick={() => {
                      change(removeTag(tags, tag));
                      setFocusAfterChange({ tagAt: index });
                    }}
                    className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full bg-violet-50 pr-3 pl-4 font-medium text-sm text-violet-700 transition-colors hover:bg-violet-100 sm:h-9"
                  >
                    {humanize(tag)}
                    <XIcon aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-zinc-600">Click a tag to remove it.</p>
        </div>

        <SettingsSaveBar />
      </Form>
    </SettingsCard>
  );
}
