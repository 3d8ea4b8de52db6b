import * as React from 'react';
import { Ban, CalendarDays, Pencil, RotateCcw, Trash2, Users } from 'lucide-react';
import type { AdminWebinar, WebinarInput } from '#shared/contracts/webinars.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { FormField, SelectField, TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useDeleteWebinar } from '../api/delete-webinar.ts';
import { useAdminWebinars } from '../api/get-admin-webinars.ts';
import { useSaveWebinar } from '../api/save-webinar.ts';
import { EMPTY_WEBINAR_FORM, webinarFormSchema, webinarFormValuesOf, type WebinarFormValues } from '../lib/webinar-form.ts';
import { formatWebinarTime } from '#shared/format/dates.ts';
import { US_TIME_ZONES } from '#client/lib/zoned-time.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

const ZONE_LABEL_KEYS: Record<(typeof US_TIME_ZONES)[number], MessageKey> = {
  'America/New_York': 'admin.webinars.zone.eastern',
  'America/Chicago': 'admin.webinars.zone.central',
  'America/Denver': 'admin.webinars.zone.mountain',
  'America/Phoenix': 'admin.webinars.zone.arizona',
  'America/Los_Angeles': 'admin.webinars.zone.pacific',
  'America/Anchorage': 'admin.webinars.zone.alaska',
  'Pacific/Honolulu': 'admin.webinars.zone.hawaii',
  'America/Puerto_Rico': 'admin.webinars.zone.puertoRico',
};

function inputOf(webinar: AdminWebinar, changes: Partial<WebinarInput>): WebinarInput {
  return {
    title: webinar.title,
    description: webinar.description,
    startsAt: webinar.startsAt,
    durationMinutes: webinar.durationMinutes,
    timeZone: webinar.timeZone,
    joinUrl: webinar.joinUrl,
    isCanceled: webinar.isCanceled,
    ...changes,
  };
}

function WebinarForm({ idPrefix, webinarId, initial = EMPTY_WEBINAR_FORM, submitLabel, onDone, secondaryAction }: { idPrefix: string; webinarId?: number; initial?: WebinarFormValues; submitLabel: string; onDone?: () => void; secondaryAction?: React.ReactNode }) {
  const t = useT();
  const save = useSaveWebinar();
  const form = useZodForm<WebinarFormValues, WebinarInput>({ schema: webinarFormSchema, defaultValues: initial, idPrefix });

  const onValidSubmit = async (input: WebinarInput) => {
    if (save.isPending) return;
    await save.mutateAsync({ id: webinarId, input });
    toast({ title: t(webinarId === undefined ? 'admin.webinars.createdTitle' : 'admin.webinars.savedTitle'), description: `${input.title}: ${formatWebinarTime(input.startsAt, input.timeZone)}` });
    if (webinarId === undefined) form.reset(EMPTY_WEBINAR_FORM);
    onDone?.();
  };

  return (
    <ZodForm
      form={form}
      onValidSubmit={onValidSubmit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('admin.webinars.saveFailed') })}
      className="flex flex-col gap-4"
    >
      <TextField name="title" label={t('admin.webinars.titleLabel')} maxLength={200} />
      <TextareaField name="description" label={t('admin.webinars.description')} rows={3} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The browser's own date and time picker; the form reads it in the zone chosen beside it. */}
        <TextField name="startsAt" label={t('admin.webinars.startsAt')} type="datetime-local" />
        <SelectField name="timeZone" label={t('admin.webinars.timeZone')}>
          {US_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(ZONE_LABEL_KEYS[zone])}
            </option>
          ))}
          {(US_TIME_ZONES as readonly string[]).includes(initial.timeZone) ? null : <option value={initial.timeZone}>{initial.timeZone}</option>}
        </SelectField>
      </div>
      <FormField name="durationMinutes" label={t('admin.webinars.duration')}>
        {(control) => <Input type="number" inputMode="numeric" min={15} max={480} step={5} className="max-w-40" {...control} />}
      </FormField>
      <TextField name="joinUrl" label={t('admin.webinars.joinUrl')} hint={t('admin.webinars.joinUrlHint')} type="url" inputMode="url" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : submitLabel}
        </Button>
      </div>
    </ZodForm>
  );
}

function EditWebinarButton({ webinar }: { webinar: AdminWebinar }) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Pencil aria-hidden="true" />
          {t('admin.edit')}
          <span className="sr-only">: {webinar.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('admin.webinars.editTitle')}</DialogTitle>
          <DialogDescription>{t('admin.webinars.editDescription')}</DialogDescription>
        </DialogHeader>
        <WebinarForm
          idPrefix={`webinar-edit-${webinar.id}`}
          webinarId={webinar.id}
          initial={webinarFormValuesOf(webinar)}
          submitLabel={t('admin.saveChanges')}
          onDone={() => setOpen(false)}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="outline">{t('ui.cancel')}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function WebinarItem({ webinar, isPast }: { webinar: AdminWebinar; isPast: boolean }) {
  const t = useT();
  const save = useSaveWebinar();
  const remove = useDeleteWebinar();

  const setCanceled = (isCanceled: boolean) =>
    save.mutate(
      { id: webinar.id, input: inputOf(webinar, { isCanceled }) },
      {
        onSuccess: () => toast({ title: t(isCanceled ? 'admin.webinars.canceledTitle' : 'admin.webinars.restoredTitle'), description: webinar.title }),
        onError: (error) => reportApiFailure(error, { title: t('admin.webinars.saveFailed') }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-webinar">
      <div className="flex flex-wrap items-center gap-2">
        {webinar.isCanceled ? (
          <Badge variant="destructive">{t('admin.webinars.canceled')}</Badge>
        ) : isPast ? (
          <Badge variant="outline">{t('admin.webinars.past')}</Badge>
        ) : (
          <Badge variant="success">{t('admin.webinars.upcoming')}</Badge>
        )}
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          {t(webinar.registrationCount === 1 ? 'admin.webinars.registrationsOne' : 'admin.webinars.registrations', { count: webinar.registrationCount })}
        </span>
      </div>
      <h3 className="text-lg leading-snug font-semibold break-words">{webinar.title}</h3>
      <p className="flex items-start gap-2 text-sm">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <time dateTime={webinar.startsAt}>{formatWebinarTime(webinar.startsAt, webinar.timeZone)}</time>
          {' · '}
          {t('admin.webinars.minutes', { count: webinar.durationMinutes })}
        </span>
      </p>
      {webinar.description ? <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{webinar.description}</p> : null}
      <p className="text-sm break-all">
        <span className="text-muted-foreground">{t('admin.webinars.joinUrl')}: </span>
        {webinar.joinUrl}
      </p>
      <div className="flex flex-wrap gap-2">
        <EditWebinarButton webinar={webinar} />
        {webinar.isCanceled ? (
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => setCanceled(false)}>
            <RotateCcw aria-hidden="true" />
            {t('admin.webinars.restore')}
            <span className="sr-only">: {webinar.title}</span>
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={save.isPending}>
                <Ban aria-hidden="true" />
                {t('admin.webinars.cancel')}
                <span className="sr-only">: {webinar.title}</span>
              </Button>
            }
            title={t('admin.webinars.cancelConfirmTitle')}
            description={t('admin.webinars.cancelConfirmText', { title: webinar.title, count: webinar.registrationCount })}
            confirmLabel={t('admin.webinars.cancel')}
            cancelLabel={t('admin.webinars.keep')}
            onConfirm={() => setCanceled(true)}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={remove.isPending} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t('admin.delete')}
              <span className="sr-only">: {webinar.title}</span>
            </Button>
          }
          title={t('admin.webinars.deleteConfirmTitle')}
          description={t('admin.webinars.deleteConfirmText', { title: webinar.title, count: webinar.registrationCount })}
          confirmLabel={t('admin.delete')}
          cancelLabel={t('ui.cancel')}
          onConfirm={() =>
            remove.mutate(webinar.id, {
              onSuccess: () => toast({ title: t('admin.webinars.deletedTitle'), description: webinar.title }),
              onError: (error) => reportApiFailure(error, { title: t('admin.webinars.deleteFailed') }),
            })
          }
        />
      </div>
    </li>
  );
}

/** The Webinars tab: schedule, edit, cancel and delete webinars; see how many registered. */
export function WebinarAdminPanel() {
  const t = useT();
  const webinars = useAdminWebinars();
  // Fixed when the tab opens: which webinars count as past does not need to tick live.
  const [now] = React.useState(() => Date.now());
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="admin-webinar-create-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="admin-webinar-create-heading" className="text-xl font-semibold">
          {t('admin.webinars.createHeading')}
        </h2>
        <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
          <WebinarForm idPrefix="webinar-create" submitLabel={t('admin.webinars.create')} />
        </div>
      </section>
      <section aria-labelledby="admin-webinar-list-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="admin-webinar-list-heading" className="text-xl font-semibold">
          {t('admin.webinars.listHeading')}
        </h2>
        <QueryState query={webinars}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t('admin.webinars.empty')}</EmptyState>
            ) : (
              <ul className="flex flex-col gap-4">
                {list.map((webinar) => (
                  <WebinarItem key={webinar.id} webinar={webinar} isPast={new Date(webinar.startsAt).getTime() + webinar.durationMinutes * 60_000 < now} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
