import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const GroupNameContext = React.createContext<string | undefined>(undefined);

export type DetailsAccordionProps = React.ComponentProps<'div'> & {
  /** Shared `name` of the items: the browser keeps at most one of them open. Unique per page. */
  name: string;
};

/**
 * A list of questions where one answer is open at a time and the open one can be closed again,
 * built on native `<details name>`: it works before (and without) JavaScript, in prerendered
 * HTML, and costs no script. Browsers without exclusive `<details>` simply allow several open.
 */
export function DetailsAccordion({ name, className, ...props }: DetailsAccordionProps) {
  return (
    <GroupNameContext.Provider value={name}>
      <div data-slot="details-accordion" className={cn('w-full border-t border-border', className)} {...props} />
    </GroupNameContext.Provider>
  );
}

export type DetailsAccordionItemProps = Omit<React.ComponentProps<'details'>, 'title'> & {
  /** The always-visible question. */
  summary: React.ReactNode;
};

export function DetailsAccordionItem({ summary, className, children, ...props }: DetailsAccordionItemProps) {
  const name = React.useContext(GroupNameContext);
  return (
    <details name={name} data-slot="details-accordion-item" className={cn('group border-b border-border', className)} {...props}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-base font-medium transition-colors hover:text-primary [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDown
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <div className="pb-4 text-sm text-muted-foreground">{children}</div>
    </details>
  );
}
