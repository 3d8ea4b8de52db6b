import * as React from 'react';
import { cn } from '#client/lib/cn.ts';

/** A form label (the native element: nothing to download, and clicking it focuses its field). */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
