import { CircleAlertIcon, RotateCwIcon, UserPlusIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_LEVELS, type AdminLevel, humanize } from '../../../../shared/enums';
import { type AdminChange, adminChangeBlocker, countActiveSuperAdmins } from '../../../../shared/policies';
import { type AdminUser, addAdminSchema } from '../../../../shared/schemas/admin-people';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormController, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { AdminTabProps } from '../admin-tabs';
import {
  useAddAdmin,
  useAdminUsers,
  useRemoveAdmin,
  useSetAdminActive,
  useSetAdminLevel,
} from '../api/admins-api';
import { ADMIN_UI_TEXTS } from '../lib/admin-ui-texts';

/**
 * Admins (manage_admins, super_admin only; docs/product.md, Admin tabs and Protected admin
 * accounts): add by email with a level, change the level, activate or deactivate, remove.
 * Changes the rules forbid (oneself, the ADMIN_EMAIL account, the last active
 * super_admin) are not offered; the server refuses them anyway.
 */
export function AdminsTab({ actor }: AdminTabProps) {
  const admins = useAdminUsers();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      {/* First on phones, where the list can be long; beside the list on wide screens. */}
      <AddAdminCard />
      <section aria-labelledby="admins-heading" className="grid gap-4 lg:col-start-1 lg:row-start-1">
        <h2 id="admins-heading" className="font-display font-semibold text-2xl">
          Administrators
        </h2>
        {admins.isPending ? (
          <div role="status" aria-label="Loading administrators" className="grid gap-2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-20 rounded-card" />
            ))}
          </div>
        ) : admins.isError && !admins.data ? (
          <Alert variant="error" role="alert">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{ADMIN_UI_TEXTS.adminsFailed}</AlertTitle>
            <AlertDescription className="grid gap-3">
              <p>{errorMessage(admins.error)}</p>
              <Button variant="outline" size="sm" className="w-fit" onClick={() => void admins.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <AdminList items={admins.data.items} actor={actor} />
        )}
      </section>
    </div>
  );
}

function AdminList({ items, actor }: { items: AdminUser[]; actor: AdminTabProps['actor'] }) {
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const activeSuperAdmins = countActiveSuperAdmins(items);
  const blocker = (item: AdminUser, change: AdminChange) =>
    adminChangeBlocker(
      actor,
      { userId: item.userId, level: item.level, isActive: item.isActive, isBootstrap: item.isBootstrap },
      change,
      activeSuperAdmins,
    );

  return (
    <>
      <ul className="grid divide-y divide-zinc-200 rounded-card border border-zinc-200 bg-white text-sm">
        {items.map((item) => (
          <AdminRow
            key={item.id ?? item.email}
            item={item}
            mayRemove={!blocker(item, { kind: 'remove' })}
            mayDeactivate={!blocker(item, { kind: 'deactivate' })}
            mayChangeLevel={
              !blocker(item, { kind: 'level', level: 'moderator' }) || item.level !== 'super_admin'
            }
            onRemove={() => setRemoving(item)}
          />
        ))}
      </ul>
      <RemoveDialog admin={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function AdminRow({
  item,
  mayRemove,
  mayDeactivate,
  mayChangeLevel,
  onRemove,
}: {
  item: AdminUser;
  mayRemove: boolean;
  mayDeactivate: boolean;
  mayChangeLevel: boolean;
  onRemove: () => void;
}) {
  const setActive = useSetAdminActive();
  const setLevel = useSetAdminLevel();
  const levelId = useId();
  const levelRef = useRef<HTMLSelectElement>(null);
  // The level chosen in the list, applied only by Change level: arrow keys on a closed
  // select change its value, and a keyboard user passing "Super Admin" must not promote.
  const [chosenLevel, setChosenLevel] = useState<AdminLevel>(item.level);
  useEffect(() => setChosenLevel(item.level), [item.level]);
  const name = item.fullName || item.email;
  const editable = item.id !== null && !item.isBootstrap && !item.isYou;

  async function toggleActive(adminId: string) {
    try {
      await setActive.mutateAsync({ adminId, isActive: !item.isActive });
      toast.success(item.isActive ? ADMIN_UI_TEXTS.adminDeactivated : ADMIN_UI_TEXTS.adminActivated);
    } catch (error) {
      toast.error(ADMIN_UI_TEXTS.adminStatusFailed, { description: errorMessage(error) });
    }
  }

  async function changeLevel(adminId: string, level: AdminLevel) {
    if (setLevel.isPending) return;
    try {
      await setLevel.mutateAsync({ adminId, level });
      toast.success(ADMIN_UI_TEXTS.adminLevelChanged);
      // The button goes once the level is saved: the focus goes back to the level.
      levelRef.current?.focus();
    } catch (error) {
      toast.error(ADMIN_UI_TEXTS.adminLevelFailed, { description: errorMessage(error) });
    }
  }

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" aria-label={name}>
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-base [overflow-wrap:anywhere]">{name}</p>
        {item.fullName && <p className="text-zinc-600 [overflow-wrap:anywhere]">{item.email}</p>}
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="violet">{humanize(item.level)}</Badge>
          {item.isActive ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="outline">Inactive</Badge>
          )}
          {item.isYou && <Badge variant="secondary">You</Badge>}
          {item.isBootstrap && <Badge variant="secondary">Set by ADMIN_EMAIL</Badge>}
        </div>
        {item.isBootstrap && (
          <p className="text-zinc-600">
            {item.userId
              ? 'Always a super_admin; only the server setting changes it.'
              : 'Has not signed up yet.'}
          </p>
        )}
      </div>
      {editable && item.id && (
        <div className="flex flex-wrap items-end gap-2 sm:justify-end">
          {mayChangeLevel && (
            <div className="grid gap-1">
              <label htmlFor={levelId} className="sr-only">
                Level of {name}
              </label>
              <NativeSelect
                id={levelId}
                ref={levelRef}
                value={chosenLevel}
                onChange={(event) => setChosenLevel(event.target.value as AdminLevel)}
                className="w-40"
              >
                {ADMIN_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {humanize(level)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {mayChangeLevel && chosenLevel !== item.level && (
            <Button
              size="sm"
              // Not disabled while saving: a disabled control loses the keyboard focus.
              aria-disabled={setLevel.isPending || undefined}
              onClick={() => void changeLevel(item.id!, chosenLevel)}
            >
              {setLevel.isPending && <Spinner />}
              {ADMIN_UI_TEXTS.changeLevel}
            </Button>
          )}
          {(!item.isActive || mayDeactivate) && (
            <Button
              size="sm"
              variant="outline"
              aria-disabled={setActive.isPending || undefined}
              onClick={() => {
                if (!setActive.isPending) void toggleActive(item.id!);
              }}
            >
              {setActive.isPending && <Spinner />}
              {item.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )}
          {mayRemove && (
            <Button size="sm" variant="destructive" onClick={onRemove}>
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function RemoveDialog({ admin, onClose }: { admin: AdminUser | null; onClose: () => void }) {
  const remove = useRemoveAdmin();
  async function confirm() {
    if (!admin?.id) return;
    try {
      await remove.mutateAsync(admin.id);
      toast.success(ADMIN_UI_TEXTS.adminRemoved);
      onClose();
    } catch (error) {
      toast.error(ADMIN_UI_TEXTS.adminRemoveFailed, { description: errorMessage(error) });
    }
  }
  return (
    <Dialog open={admin !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Remove administrator</DialogTitle>
          <DialogDescription>{ADMIN_UI_TEXTS.adminRemoveConfirm}</DialogDescription>
        </DialogHeader>
        {admin && (
          <p className="text-sm [overflow-wrap:anywhere]">
            {admin.fullName ? `${admin.fullName} (${admin.email})` : admin.email} keeps their account and
            loses the admin area from their next request.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending && <Spinner />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AddAdminCard() {
  const add = useAddAdmin();
  const form = useZodForm(addAdminSchema, { defaultValues: { email: '', level: 'admin' as AdminLevel } });
  return (
    <Card className="lg:col-start-2 lg:row-start-1">
      <CardHeader>
        <CardTitle as="h2">Add an administrator</CardTitle>
        <CardDescription>
          A member with an account. Moderators manage bookings, messages and reports; admins also manage
          professionals and see the audit log and CSV reports; super_admins also manage admins and settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          aria-label="Add an administrator"
          className="grid gap-4"
          onSubmit={async (values) => {
            await add.mutateAsync(values);
            form.reset({ email: '', level: 'admin' });
            return ADMIN_UI_TEXTS.adminAdded;
          }}
          onFailure={(failure) =>
            toast.error(failure.fields?.includes('email') ? failure.message : ADMIN_UI_TEXTS.adminAddFailed, {
              description: failure.fields?.includes('email') ? undefined : failure.message,
            })
          }
        >
          <FormField
            control={form.control}
            name="email"
            label="Email"
            render={(field) => <Input type="email" autoComplete="off" {...field} />}
          />
          <FormController
            control={form.control}
            name="level"
            label="Admin level"
            render={({ field, control }) => (
              <NativeSelect
                {...control}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                {ADMIN_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {humanize(level)}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormSubmit icon={<UserPlusIcon aria-hidden="true" />} pendingLabel="Adding…">
            Add admin
          </FormSubmit>
        </Form>
      </CardContent>
    </Card>
  );
}
