import { PlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { humanize } from '../../../../../shared/enums';
import { profileSettingsSchema } from '../../../../../shared/schemas/profiles';
import { Button } from '../../../../components/ui/button';
import { describedBy, FieldError } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-client';
import { addTag, removeTag } from '../../lib/tags';
import { SettingsCard, SettingsSaveBar } from './settings-card';
import { useSaveSettings } from './use-save-settings';

type TagField = 'specialties' | 'skills' | 'equipment';

/**
 * Specialties, Skills or Equipment: choose from the fixed list and Add; click a tag to
 * remove it; Save stores the list (trimmed, lower-cased, no repeats: SPEC 5).
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
  const [tags, setTags] = useState<string[]>(() => [...saved]);
  const [savedTags, setSavedTags] = useState<readonly string[]>(saved);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { save, isPending } = useSaveSettings();
  const selectId = useId();
  const errorId = useId();
  const listId = useId();

  // A save elsewhere (or a refetch) brings a new saved list: follow it unless edited here.
  const dirty = tags.join('|') !== savedTags.join('|');
  if (saved !== savedTags) {
    setSavedTags(saved);
    if (!dirty) setTags([...saved]);
  }

  function add() {
    if (!choice) return;
    const result = addTag(tags, choice);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setTags(result.list);
    setChoice('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSettingsSchema.safeParse({ [field]: tags });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const result = await save(parsed.data);
    if (result.profile) {
      setTags([...result.profile[field]]);
      setSavedTags(result.profile[field]);
    } else {
      setError(errorMessage(result.error));
    }
  }

  return (
    <SettingsCard title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{addLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Select
              value={choice}
              onValueChange={(value) => {
                setChoice(value);
                setError(null);
              }}
            >
              <SelectTrigger
                id={selectId}
                className="sm:max-w-xs"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && errorId)}
              >
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
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        </div>

        <div className="grid gap-2">
          <p id={listId} className="font-medium text-sm">
            Your {title.toLowerCase()}
          </p>
          {tags.length === 0 ? (
            <p className="text-sm text-zinc-600">None added yet.</p>
          ) : (
            <ul aria-labelledby={listId} className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    aria-label={`Remove ${humanize(tag)}`}
                    onClick={() => setTags(removeTag(tags, tag))}
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

        <SettingsSaveBar busy={isPending} dirty={dirty} />
      </form>
    </SettingsCard>
  );
}
