import * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '#client/lib/cn.ts';

/** Tabs with Radix's keyboard support: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs; it wraps onto more lines on narrow screens instead of scrolling sideways. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex flex-wrap gap-1 rounded-lg border border-border bg-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-[inset_0_-3px_0_var(--color-primary)] [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('mt-6 min-w-0', className)} {...props} />;
}
