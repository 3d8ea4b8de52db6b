import * as React from 'react';
import { flushSync } from 'react-dom';
import { Ban, CalendarDays, Pencil, RotateCcw, Trash2, Users } from 'lucide-react';
import { webinarInputSchema, type AdminWebinar, type WebinarInput } from '#shared/contracts/webinars.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/error-summary.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import { useDeleteWebinar } from '../api/delete-webinar.ts';
import { useAdminWebinars } from '../api/get-admin-webinars.ts';
import { useSaveWebinar } from '../api/save-webinar.ts';
import { reportFailure } from '../lib/report-failure.ts';
import { formatWebinarTime } from '#client/features/signups/lib/format-webinar-time.ts';
import { isoToZonedLocal, US_TIME_ZONES, zonedLocalToIso } from '../lib/zoned-time.ts';
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

type Field = 'title' | 'description' | 'startsAt' | 'timeZone' | 'durationMinutes' | 'joinUrl';
const FIELDS: readonly Field[] = ['title', 'description', 'startsAt', 'timeZone', 'durationMinutes', 'joinUrl'];
type Values = { title: string; description: string; startsLocal: string; timeZone: string; durationMinutes: string; joinUrl: string; isCanceled: boolean };
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { title: '', description: '', startsLocal: '', timeZone: 'America/New_York', durationMinutes: '60', joinUrl: '', isCanceled: false };

function valuesOf(webinar: AdminWebinar): Values {
  return {
    title: webinar.title,
    description: webinar.description,
    startsLocal: isoToZonedLocal(webinar.startsAt, webinar.timeZone),
    timeZone: webinar.timeZone,
    durationMinutes: String(webinar.durationMinutes),
    joinUrl: webinar.joinUrl,
    isCanceled: webinar.isCanceled,
  };
}

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

function errorsFrom(issues: ReadonlyArray<{ path: string; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path.split('.')[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function WebinarForm({ idPrefix, webinarId, initial = EMPTY, submitLabel, onDone, secondaryAction }: { idPrefix: string; webinarId?: number; initial?: Values; submitLabel: string; onDone?: () => void; secondaryAction?: React.ReactNode }) {
  const t = useT();
  const save = useSaveWebinar();
  const [values, setValues] = React.useState<Values>(initial);
  const [errors, setErrors] = React.useState<Errors>({});
  const id = (field: Field) => `${idPrefix}-${field}`;

  const set = (key: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  const showErrors = (found: Errors) => {
    flushSync(() => setErrors(found));
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const startsAt = zonedLocalToIso(values.startsLocal, values.timeZone);
    const parsed = webinarInputSchema.safeParse({
      title: values.title,
      description: values.description,
      startsAt: startsAt ?? '',
      timeZone: values.timeZone,
      durationMinutes: Number(values.durationMinutes),
      joinUrl: values.joinUrl,
      isCanceled: values.isCanceled,
    });
    if (!parsed.success || startsAt === null) {
      const found = parsed.success ? {} : errorsFrom(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      if (startsAt === null) found.startsAt = t('admin.webinars.startsAtError');
      if (found.durationMinutes) found.durationMinutes = t('admin.webinars.durationError');
      showErrors(found);
      return;
    }
    setErrors({});
    const input = parsed.data;
    save.mutate(
      { id: webinarId, input },
      {
        onSuccess: () => {
          toast({ title: t(webinarId === undefined ? 'admin.webinars.createdTitle' : 'admin.webinars.savedTitle'), description: `${input.title}: ${formatWebinarTime(input.startsAt, input.timeZone)}` });
          if (webinarId === undefined) setValues(EMPTY);
          onDone?.();
        },
        onError: (error) => {
          const found = errorsFrom(apiFieldIssues(error));
          if (Object.keys(found).length > 0) showErrors(found);
          else reportFailure(error, t('admin.webinars.saveFailed'));
        },
      },
    );
  };

  const fieldProps = (field: Field, hintId?: string) => ({
    id: id(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hintId, errors[field] ? `${id(field)}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('title')}>{t('admin.webinars.titleLabel')}</Label>
        <Input maxLength={200} value={values.title} onChange={set('title')} {...fieldProps('title')} />
        <FieldError id={`${id('title')}-error`}>{errors.title}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('description')}>{t('admin.webinars.description')}</Label>
        <Textarea rows={3} maxLength={2000} value={values.description} onChange={set('description')} {...fieldProps('description')} />
        <FieldError id={`${id('description')}-error`}>{errors.description}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('startsAt')}>{t('admin.webinars.startsAt')}</Label>
          <Input type="datetime-local" value={values.startsLocal} onChange={set('startsLocal')} {...fieldProps('startsAt')} />
          <FieldError id={`${id('startsAt')}-error`}>{errors.startsAt}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('timeZone')}>{t('admin.webinars.timeZone')}</Label>
          <NativeSelect value={values.timeZone} onChange={set('timeZone')} {...fieldProps('timeZone')}>
            {US_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(ZONE_LABEL_KEYS[zone])}
              </option>
            ))}
            {(US_TIME_ZONES as readonly string[]).includes(values.timeZone) ? null : <option value={values.timeZone}>{values.timeZone}</option>}
          </NativeSelect>
          <FieldError id={`${id('timeZone')}-error`}>{errors.timeZone}</FieldError>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('durationMinutes')}>{t('admin.webinars.duration')}</Label>
        <Input type="number" inputMode="numeric" min={15} max={480} step={5} value={values.durationMinutes} onChange={set('durationMinutes')} className="max-w-40" {...fieldProps('durationMinutes')} />
        <FieldError id={`${id('durationMinutes')}-error`}>{errors.durationMinutes}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('joinUrl')}>{t('admin.webinars.joinUrl')}</Label>
        <p id={`${id('joinUrl')}-hint`} className="text-sm text-muted-foreground">
          {t('admin.webinars.joinUrlHint')}
        </p>
        <Input type="url" inputMode="url" value={values.joinUrl} onChange={set('joinUrl')} {...fieldProps('joinUrl', `${id('joinUrl')}-hint`)} />
        <FieldError id={`${id('joinUrl')}-error`}>{errors.joinUrl}</FieldError>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : submitLabel}
        </Button>
      </div>
    </form>
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
          initial={valuesOf(webinar)}
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
        onError: (error) => reportFailure(error, t('admin.webinars.saveFailed')),
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
              onError: (error) => reportFailure(error, t('admin.webinars.deleteFailed')),
            })
          }
        />
      </div>
    </li>
  );
}

/** The Webinars tab: schedule, edit, cancel and delete webinars; see how many registered. */
export function WebinarsPanel() {
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
