import { useSearchParams } from 'react-router';

/**
 * The selected tab kept in the address (`?tab=free-forms`), so reloading or sharing a link keeps
 * it; an unknown value falls back to the default. With `isFixed`, the default tab stays and the
 * address is left alone (a premium page shown as a preview).
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T, { isFixed = false }: { isFixed?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = !isFixed && requested !== null && (tabs as readonly string[]).includes(requested) ? (requested as T) : defaultTab;

  const select = (value: string) => {
    if (isFixed || !(tabs as readonly string[]).includes(value)) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [current, select] as const;
}
