import * as React from 'react';
import { ExternalLink } from 'lucide-react';
import {
  AVAILABILITIES,
  RESOURCE_COSTS,
  RESOURCE_COVERAGES,
  RESOURCE_KINDS,
  RESOURCE_PURPOSES,
  RESOURCE_STATES,
  SERVICE_TYPES,
  legalResourceInputSchema,
  type LegalResourceAdminRow,
  type LegalResourceInput,
} from '#shared/contracts/resources.ts';
import { AddAndListLayout, ConfirmedItemButton, EditableItem, ItemButton, SaveButtons } from '#client/components/admin/add-and-list.tsx';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { SelectField, TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useAdminLegalResources, useLegalResourceAction, useSaveLegalResource, type LegalResourceAction } from '../api/admin-legal-resources.ts';
import '#client/i18n/en/premium.ts';
import '#client/i18n/en/admin.ts';

/** The form's values: text boxes and choices; specialties one per line. */
interface ResourceFormValues {
  kind: string;
  name: string;
  organization: string;
  state: string;
  coverage: string;
  coverageNote: string;
  address: string;
  locationZip: string;
  phone: string;
  email: string;
  website: string;
  serviceType: string;
  purpose: string;
  cost: string;
  availability: string;
  specialties: string;
  source: string;
  sourceUrl: string;
  lastVerified: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: ResourceFormValues = {
  kind: '',
  name: '',
  organization: '',
  state: '',
  coverage: '',
  coverageNote: '',
  address: '',
  locationZip: '',
  phone: '',
  email: '',
  website: '',
  serviceType: '',
  purpose: '',
  cost: '',
  availability: '',
  specialties: '',
  source: '',
  sourceUrl: '',
  lastVerified: '',
};

function valuesOf(row: LegalResourceAdminRow): ResourceFormValues {
  return {
    kind: row.kind,
    name: row.name,
    organization: row.organization,
    state: row.state ?? '',
    coverage: row.coverage,
    coverageNote: row.coverageNote ?? '',
    address: row.address ?? '',
    locationZip: row.locationZip ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    serviceType: row.serviceType,
    purpose: row.purpose,
    cost: row.cost,
    availability: row.availability ?? '',
    specialties: row.specialties.join('\n'),
    source: row.source,
    sourceUrl: row.sourceUrl,
    lastVerified: row.lastVerified,
  };
}

function Choices({ values, prefix }: { values: readonly string[]; prefix: string }) {
  const t = useT();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${prefix}.${value}` as MessageKey)}
        </option>
      ))}
    </>
  );
}

/** Add or edit one resource; checked with the shared rules, the server's messages shown on the fields. */
function ResourceForm({ idPrefix, row, onDone, onCancel }: { idPrefix: string; row?: LegalResourceAdminRow; onDone?: () => void; onCancel?: () => void }) {
  const t = useT();
  const save = useSaveLegalResource();
  const initial = row ? valuesOf(row) : { ...EMPTY, lastVerified: today() };
  const form = useZodForm<ResourceFormValues, LegalResourceInput>({ schema: legalResourceInputSchema, defaultValues: initial, idPrefix });
  const isCourt = row?.kind === 'court';

  const onValidSubmit = async (input: LegalResourceInput) => {
    if (save.isPending) return;
    await save.mutateAsync({ id: row?.id, input });
    toast({ title: t(row ? 'resources.admin.saved' : 'resources.admin.added'), description: input.name });
    if (!row) form.reset({ ...EMPTY, lastVerified: today() });
    onDone?.();
  };

  return (
    <ZodForm form={form} onValidSubmit={onValidSubmit} onSubmitError={(error) => reportApiFailure(error, { title: t('resources.admin.saveFailed') })} className="flex flex-col gap-4">
      {isCourt ? null : (
        <SelectField name="kind" label={t('resources.admin.field.kind')}>
          <option value="">{t('resources.admin.choose')}</option>
          <Choices values={RESOURCE_KINDS.filter((kind) => kind !== 'court')} prefix="resources.admin.kind" />
        </SelectField>
      )}
      <TextField name="name" label={t('resources.admin.field.name')} maxLength={200} />
      <TextField name="organization" label={t('resources.admin.field.organization')} maxLength={200} />
      {isCourt ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="state" label={t('resources.admin.field.state')}>
            <option value="">{t('resources.admin.field.stateNone')}</option>
            {RESOURCE_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <SelectField name="coverage" label={t('resources.admin.field.coverage')}>
            <option value="">{t('resources.admin.choose')}</option>
            <Choices values={RESOURCE_COVERAGES.filter((coverage) => coverage !== 'district')} prefix="resources.admin.coverage" />
          </SelectField>
        </div>
      )}
      <TextField name="coverageNote" label={t('resources.admin.field.coverageNote')} hint={t('resources.admin.field.coverageNoteHint')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="address" label={t('resources.admin.field.address')} hint={t('resources.admin.field.addressHint')} maxLength={300} />
        <TextField name="locationZip" label={t('resources.admin.field.locationZip')} hint={t('resources.admin.field.locationZipHint')} inputMode="numeric" maxLength={5} />
        <TextField name="phone" label={t('resources.admin.field.phone')} type="tel" maxLength={25} />
        <TextField name="email" label={t('resources.admin.field.email')} type="email" maxLength={200} />
      </div>
      <TextField name="website" label={t('resources.admin.field.website')} type="url" maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="serviceType" label={t('resources.admin.field.serviceType')}>
          <option value="">{t('resources.admin.choose')}</option>
          <Choices values={SERVICE_TYPES} prefix="resources.results.serviceType" />
        </SelectField>
        <SelectField name="cost" label={t('resources.admin.field.cost')}>
          <option value="">{t('resources.admin.choose')}</option>
          <Choices values={RESOURCE_COSTS} prefix="resources.admin.cost" />
        </SelectField>
        <SelectField name="purpose" label={t('resources.admin.field.purpose')}>
          <option value="">{t('resources.admin.choose')}</option>
          <Choices values={RESOURCE_PURPOSES} prefix="resources.admin.purpose" />
        </SelectField>
        <SelectField name="availability" label={t('resources.admin.field.availability')}>
          <option value="">{t('resources.admin.field.availabilityUnknown')}</option>
          <Choices values={AVAILABILITIES} prefix="resources.results.availability" />
        </SelectField>
      </div>
      <TextareaField name="specialties" label={t('resources.admin.field.specialties')} rows={3} />
      <TextareaField name="source" label={t('resources.admin.field.source')} rows={3} maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="sourceUrl" label={t('resources.admin.field.sourceUrl')} type="url" maxLength={500} />
        <TextField name="lastVerified" label={t('resources.admin.field.lastVerified')} inputMode="numeric" maxLength={10} />
      </div>
      <SaveButtons isSaving={save.isPending} submitLabel={row ? t('admin.saveChanges') : t('resources.admin.add')} onCancel={onCancel} />
    </ZodForm>
  );
}

const DONE_TOAST: Record<LegalResourceAction, MessageKey> = { retire: 'resources.admin.retired', restore: 'resources.admin.restored', verify: 'resources.admin.verified' };

function ResourceItem({ row }: { row: LegalResourceAdminRow }) {
  const t = useT();
  const action = useLegalResourceAction();
  const run = (kind: LegalResourceAction) =>
    action.mutate(
      { id: row.id, action: kind },
      { onSuccess: () => toast({ title: t(DONE_TOAST[kind]), description: row.name }), onError: (error) => reportApiFailure(error, { title: t('resources.admin.actionFailed') }) },
    );

  return (
    <EditableItem
      data-testid="admin-legal-resource"
      itemName={row.name}
      editHeading={t('resources.admin.editHeading', { name: row.name })}
      renderEditor={(close) => <ResourceForm idPrefix={`resource-edit-${row.id}`} row={row} onDone={close} onCancel={close} />}
      actions={(editButton) => (
        <>
          {editButton}
          <ItemButton itemName={row.name} disabled={action.isPending} onClick={() => run('verify')}>
            {t('resources.admin.markVerified')}
          </ItemButton>
          {row.retiredAt ? (
            <ItemButton itemName={row.name} disabled={action.isPending} onClick={() => run('restore')}>
              {t('resources.admin.restore')}
            </ItemButton>
          ) : (
            <ConfirmedItemButton
              itemName={row.name}
              disabled={action.isPending}
              title={t('resources.admin.retireTitle')}
              description={t('resources.admin.retireText', { name: row.name })}
              confirmLabel={t('resources.admin.retire')}
              onConfirm={() => run('retire')}
            >
              {t('resources.admin.retire')}
            </ConfirmedItemButton>
          )}
        </>
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words">{row.name}</p>
        {row.retiredAt ? <Badge variant="warning">{t('resources.admin.retiredBadge')}</Badge> : null}
        <Badge variant="outline">{row.editedAt ? t('resources.admin.editedBadge') : t('resources.admin.dataFileBadge')}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`resources.admin.kind.${row.kind}` as MessageKey)} · {row.state ?? 'US'} · {t('resources.admin.checked', { date: row.lastVerified })}
      </p>
      <a href={row.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm break-all text-link underline">
        {t('resources.admin.sourceLink')}: {row.sourceUrl.replace(/^https:\/\//, '')}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      </a>
    </EditableItem>
  );
}

/** How many rows the list shows at once (there are over 200). */
const SHOWN = 40;

function ResourceList({ rows }: { rows: LegalResourceAdminRow[] }) {
  const t = useT();
  const [state, setState] = React.useState('');
  const [query, setQuery] = React.useState('');
  const filtered = rows.filter(
    (row) =>
      (state === '' || (state === 'national' ? row.state === null : row.state === state)) &&
      (query.trim() === '' || `${row.name} ${row.organization}`.toLowerCase().includes(query.trim().toLowerCase())),
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="legal-resources-state">{t('resources.admin.filterState')}</Label>
          <NativeSelect id="legal-resources-state" value={state} onChange={(event) => setState(event.target.value)}>
            <option value="">{t('resources.admin.allStates')}</option>
            <option value="national">{t('resources.admin.nationalOnly')}</option>
            {RESOURCE_STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="legal-resources-search">{t('resources.admin.search')}</Label>
          <Input id="legal-resources-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {filtered.length > SHOWN ? t('resources.admin.showingFirst', { shown: SHOWN, count: filtered.length }) : t('resources.admin.listHeading', { count: filtered.length })}
      </p>
      {filtered.length === 0 ? (
        <EmptyState>{t('resources.admin.none')}</EmptyState>
      ) : (
        <ol className="flex flex-col gap-3">
          {filtered.slice(0, SHOWN).map((row) => (
            <ResourceItem key={row.id} row={row} />
          ))}
        </ol>
      )}
    </>
  );
}

/** The admin tab of legal resources: add, edit, retire, restore and mark verified; each change is audited on the server. */
export function LegalResourcesAdminPanel() {
  const t = useT();
  const rows = useAdminLegalResources();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{t('resources.admin.heading')}</h2>
        <p className="max-w-3xl text-muted-foreground">{t('resources.admin.intro')}</p>
      </div>
      <AddAndListLayout
        idBase="admin-resource"
        heading="h3"
        addHeading={t('resources.admin.addHeading')}
        addForm={<ResourceForm idPrefix="resource-add" />}
        listHeading={t('resources.admin.listHeading', { count: rows.data?.length ?? 0 })}
      >
        <QueryState query={rows}>{(list) => <ResourceList rows={list} />}</QueryState>
      </AddAndListLayout>
    </div>
  );
}
