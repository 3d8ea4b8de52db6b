import { Search, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { adminUserSearchSchema, type AdminUser } from '#shared/contracts/admin.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { authStore, useAuth } from '#client/lib/auth/use-auth.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useSetUserAdmin } from '../api/set-user-admin.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

export const USER_SEARCH_DEBOUNCE_MS = 300;

function displayName(user: AdminUser, fallback: string): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || fallback;
}

function subscriptionLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : status;
}

function UserItem({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const t = useT();
  const setAdmin = useSetUserAdmin();
  const setDisabled = useSetUserDisabled();
  const name = displayName(user, t('admin.users.noName'));
  const isBusy = setAdmin.isPending || setDisabled.isPending;

  const changeAdmin = (isAdmin: boolean) =>
    setAdmin.mutate(
      { id: user.id, isAdmin },
      {
        onSuccess: () => {
          toast({ title: t('admin.users.updatedTitle'), description: t(isAdmin ? 'admin.users.madeAdmin' : 'admin.users.removedAdmin', { name }) });
          // Giving up one's own rights ends access to this page at once.
          if (isSelf && !isAdmin) void authStore.refresh();
        },
        onError: (error) => reportApiFailure(error, { title: t('admin.users.updateFailed') }),
      },
    );

  const changeDisabled = (isDisabled: boolean) =>
    setDisabled.mutate(
      { id: user.id, isDisabled },
      {
        onSuccess: () => toast({ title: t('admin.users.updatedTitle'), description: t(isDisabled ? 'admin.users.disabled' : 'admin.users.enabled', { name }) }),
        onError: (error) => reportApiFailure(error, { title: t('admin.users.updateFailed') }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-user">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words">
          {name}
          {isSelf ? <span className="font-normal text-muted-foreground"> {t('admin.users.you')}</span> : null}
        </p>
        <Badge variant={user.isAdmin ? 'default' : 'outline'}>{user.isAdmin ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}</Badge>
        {user.isDisabled ? <Badge variant="destructive">{t('admin.users.disabledBadge')}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.users.email')}</dt>
        <dd className="break-all">{user.email ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('admin.users.signedUp')}</dt>
        <dd>
          <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{t('admin.users.subscription')}</dt>
        <dd>{subscriptionLabel(user.subscriptionStatus)}</dd>
        <dt className="text-muted-foreground">{t('admin.users.lastSignIn')}</dt>
        <dd>{user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{formatShortDate(user.lastSignInAt)}</time> : t('admin.users.never')}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {user.isAdmin ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={isBusy}>
                <ShieldOff aria-hidden="true" />
                {t('admin.users.removeAdmin')}
                <span className="sr-only">: {name}</span>
              </Button>
            }
            title={t('admin.users.removeAdminConfirmTitle')}
            description={t(isSelf ? 'admin.users.removeOwnAdminConfirmText' : 'admin.users.removeAdminConfirmText', { name })}
            confirmLabel={t('admin.users.removeAdmin')}
            cancelLabel={t('ui.cancel')}
            onConfirm={() => changeAdmin(false)}
          />
        ) : (
          <Button size="sm" variant="outline" disabled={isBusy || user.isDisabled} onClick={() => changeAdmin(true)}>
            <ShieldCheck aria-hidden="true" />
            {t('admin.users.makeAdmin')}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
        {user.isDisabled ? (
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => changeDisabled(false)}>
            <UserCheck aria-hidden="true" />
            {t('admin.users.enable')}
            <span className="sr-only">: {name}</span>
          </Button>
        ) : isSelf ? null : (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={isBusy} className="text-destructive">
                <UserX aria-hidden="true" />
                {t('admin.users.disable')}
                <span className="sr-only">: {name}</span>
              </Button>
            }
            title={t('admin.users.disableConfirmTitle')}
            description={t('admin.users.disableConfirmText', { name })}
            confirmLabel={t('admin.users.disable')}
            cancelLabel={t('ui.cancel')}
            onConfirm={() => changeDisabled(true)}
          />
        )}
      </div>
    </li>
  );
}

/** The Users tab: find people by name or email, see their account, change their role or disable them. */
export function UserAdminPanel() {
  const t = useT();
  const { user: me } = useAuth();
  const form = useZodForm<{ search: string }>({ schema: adminUserSearchSchema, defaultValues: { search: '' }, idPrefix: 'admin-user' });
  const search = form.watch('search');
  const debouncedSearch = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(debouncedSearch);

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <h2 id="admin-users-heading" className="text-xl font-semibold">
        {t('admin.tabs.users')}
      </h2>
      {/* The list follows what is typed; Enter has nothing more to do than check the text. */}
      <ZodForm form={form} onValidSubmit={() => undefined} role="search" className="flex max-w-md flex-col gap-1.5">
        <FormField name="search" label={t('admin.users.searchLabel')}>
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input type="search" className="pl-9" autoComplete="off" {...control} />
            </div>
          )}
        </FormField>
      </ZodForm>
      <QueryState query={users}>
        {(list) => (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {debouncedSearch ? t('admin.users.countFor', { count: list.length, search: debouncedSearch }) : t('admin.users.count', { count: list.length })}
            </p>
            {list.length === 0 ? (
              <EmptyState>{t('admin.users.empty')}</EmptyState>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2" aria-busy={users.isPlaceholderData || undefined}>
                {list.map((user) => (
                  <UserItem key={user.id} user={user} isSelf={user.id === me?.id} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
