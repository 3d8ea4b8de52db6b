import * as React from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export type AccordionProps = Omit<AccordionPrimitive.AccordionSingleProps, 'type' | 'collapsible'> &
  React.RefAttributes<HTMLDivElement>;

/** A list of questions where one answer is open at a time and the open one can be closed again. */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      type="single"
      collapsible
      className={cn('w-full', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn('border-b border-border', className)} {...props} />
  );
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading level wrapping the trigger, to fit the page outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

export function AccordionTrigger({ className, children, headingLevel = 'h3', ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      {React.createElement(
        headingLevel,
        { className: 'flex' },
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex min-h-12 flex-1 items-center justify-between gap-4 py-3 text-left text-base font-medium transition-colors hover:text-primary [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>,
      )}
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down motion-reduce:animate-none"
      {...props}
    >
      <div className={cn('pb-4 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
