import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { BANKRUPTCY_DISTRICTS_PATH, bankruptcyDistrictsSchema } from '#shared/contracts/districts.ts';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { apiJson } from '#client/lib/api/api-json.ts';
import { listFormErrors } from '#client/lib/forms/error-list.ts';
import { useZodFormContext } from '#client/lib/forms/form.tsx';
import { chooseDistrict } from '../lib/district-choice.ts';

const getDistricts = apiJson(bankruptcyDistrictsSchema);

/** Where the person lives, as far as is known: the risk assessment's answers or their saved address. */
export interface KnownResidence {
  state?: string;
  county?: string;
}

/**
 * The district, chosen for the person: they pick their state and, where the state has several
 * districts, their county; the district comes from the court map (fetched per state, so the map
 * never weighs on the page). The form holds `district.state`, `.county`, `.code` and `.name`.
 */
export function DistrictPicker({ known }: { known: KnownResidence }) {
  const form = useZodFormContext();
  const state = (form.watch('district.state') as string | undefined) ?? '';
  const county = (form.watch('district.county') as string | undefined) ?? '';
  const code = (form.watch('district.code') as string | undefined) ?? '';
  const name = (form.watch('district.name') as string | undefined) ?? '';
  const validState = /^[A-Z]{2}$/.test(state);
  const askedCounty = validState && known.state === state ? known.county : undefined;
  const districts = useQuery({
    queryKey: [BANKRUPTCY_DISTRICTS_PATH, state, askedCounty ?? ''],
    queryFn: ({ signal }) => getDistricts(`${BANKRUPTCY_DISTRICTS_PATH}?${new URLSearchParams({ state, ...(askedCounty ? { county: askedCounty } : {}) }).toString()}`, { signal }),
    enabled: validState,
    staleTime: Infinity,
    retry: 1,
  });

  const set = React.useCallback((path: string, value: string) => form.setValue(path, value, { shouldDirty: true }), [form]);

  // Pre-fill the state from what is known, once, when nothing is chosen yet.
  React.useEffect(() => {
    if (!state && known.state) set('district.state', known.state);
    // Only on arrival: a state the person clears stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The district follows the state and county; a county the data knows under another spelling is taken.
  React.useEffect(() => {
    if (!districts.data || districts.data.state !== state) return;
    const picked = chooseDistrict(districts.data, county);
    if (picked.county !== county) set('district.county', picked.county);
    const next = picked.district ?? { code: '', name: '' };
    if (next.code !== code) set('district.code', next.code);
    if (next.name !== name) set('district.name', next.name);
  }, [districts.data, state, county, code, name, set]);

  const countyId = form.fieldId('district.code');
  const message = listFormErrors(form.formState.errors).find((error) => error.path === 'district.code' || error.path === 'district.name')?.message;
  const counties = districts.data?.state === state ? districts.data.counties : [];

  return (
    <div className="flex flex-col gap-4">
      {counties.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={countyId}>The county you live in</Label>
          <p id={`${countyId}-hint`} className="text-sm text-muted-foreground">
            Your state has more than one bankruptcy court. Your county tells which one is yours.
          </p>
          <NativeSelect
            id={countyId}
            value={county}
            onChange={(event) => set('district.county', event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${countyId}-hint`, message ? `${countyId}-error` : ''].join(' ').trim()}
            className="max-w-sm"
          >
            <option value="">Choose your county…</option>
            {counties.map((row) => (
              <option key={row.name} value={row.name}>
                {row.name}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${countyId}-error`}>{message}</FieldError>
        </div>
      ) : null}
      <div role="status" className="rounded-lg border border-border p-3" {...(counties.length > 0 ? {} : { id: countyId, tabIndex: -1 })}>
        {districts.isError ? (
          <p>We could not load the districts of this state. Check your connection; we will try again when you choose the state again.</p>
        ) : name ? (
          <p>
            <span className="font-semibold">Your bankruptcy district: </span>
            {name}
          </p>
        ) : validState ? (
          <p className="text-muted-foreground">{districts.isPending ? 'Finding your district…' : 'Choose your county to see your district.'}</p>
        ) : (
          <p className="text-muted-foreground">Choose your state to see your district.</p>
        )}
        {counties.length === 0 && message && validState && !districts.isPending ? <FieldError id={`${countyId}-error`}>{message}</FieldError> : null}
      </div>
    </div>
  );
}
