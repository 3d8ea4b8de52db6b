import * as React from 'react';
import { cn } from '#client/lib/cn.ts';

type AnyProps = Record<string, unknown> & { className?: string; style?: React.CSSProperties };

/**
 * Renders its only child with the given props merged in (the `asChild` pattern: a link styled as
 * a button). The child's own handlers run first; classes and styles are combined. A small local
 * version of Radix's Slot, so every page's first JavaScript does not carry Radix.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => void)(...args);
        (slotValue as (...a: unknown[]) => void)(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, childProps.className);
  if (slotProps.style || childProps.style) merged.style = { ...slotProps.style, ...childProps.style };
  return React.cloneElement(children, merged);
}
