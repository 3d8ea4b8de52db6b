import * as React from 'react';
import { cn } from '#client/lib/cn.ts';

/** A grey placeholder block shown while content loads. Decorative: announce loading elsewhere (e.g. aria-busy). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
