import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins class names and drops falsy ones', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('p-5', 'p-0')).toBe('p-0');
    expect(cn('px-4 py-2', 'px-3')).toBe('py-2 px-3');
    expect(cn('min-h-10 px-4 py-2', 'min-h-12')).toBe('px-4 py-2 min-h-12');
    expect(cn('flex', 'hidden')).toBe('hidden');
    expect(cn('text-sm font-medium', 'text-base')).toBe('font-medium text-base');
    expect(cn('text-muted-foreground', 'text-primary')).toBe('text-primary');
    expect(cn('bg-primary', 'bg-transparent')).toBe('bg-transparent');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('border border-border', 'border-2 border-primary')).toBe('border-2 border-primary');
    expect(cn('shadow-sm', 'shadow-none')).toBe('shadow-none');
    expect(cn('mt-2', 'mt-6')).toBe('mt-6');
    expect(cn('-mt-2', 'mt-6')).toBe('mt-6');
    expect(cn('w-full', 'w-auto')).toBe('w-auto');
    expect(cn('max-w-7xl', 'max-w-3xl')).toBe('max-w-3xl');
    expect(cn('gap-2', 'gap-4')).toBe('gap-4');
  });

  it('keeps classes of different kinds that share a prefix', () => {
    expect(cn('text-sm text-muted-foreground text-left text-balance')).toBe('text-sm text-muted-foreground text-left text-balance');
    expect(cn('font-semibold font-sans')).toBe('font-semibold font-sans');
    expect(cn('border border-border border-dashed')).toBe('border border-border border-dashed');
    expect(cn('shadow-sm shadow-black/10')).toBe('shadow-sm shadow-black/10');
    expect(cn('px-4 py-2 pt-1')).toBe('px-4 py-2 pt-1');
    expect(cn('bg-linear-to-b bg-secondary')).toBe('bg-linear-to-b bg-secondary');
    expect(cn('flex flex-col flex-wrap flex-1')).toBe('flex flex-col flex-wrap flex-1');
  });

  it('treats each set of variants separately', () => {
    expect(cn('p-5 sm:p-6', 'p-0')).toBe('sm:p-6 p-0');
    expect(cn('sm:p-6', 'sm:p-2')).toBe('sm:p-2');
    expect(cn('hover:bg-accent bg-card', 'hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(cn('data-[state=open]:animate-in', 'data-[state=open]:animate-out')).toBe('data-[state=open]:animate-out');
    expect(cn('lg:max-xl:sr-only', 'sr-only')).toBe('lg:max-xl:sr-only sr-only');
  });

  it('keeps unknown classes, even repeated ones in different places', () => {
    expect(cn('group peer', 'my-custom-thing')).toBe('group peer my-custom-thing');
    expect(cn("[&_svg:not([class*='size-'])]:size-4", 'size-5')).toBe("[&_svg:not([class*='size-'])]:size-4 size-5");
  });

  it('gives the same answer when asked again, also after forgetting answers kept earlier', () => {
    const first = cn('px-4 py-2', 'px-3');
    expect(cn('px-4 py-2', 'px-3')).toBe(first);
    // More distinct lists than it keeps: the kept answers are dropped and worked out again.
    for (let i = 0; i < 2_500; i++) expect(cn(`p-${i}`, 'p-0', `gap-${i}`)).toBe(`p-0 gap-${i}`);
    expect(cn('px-4 py-2', 'px-3')).toBe('py-2 px-3');
    expect(cn('p-5 sm:p-6', 'p-0')).toBe('sm:p-6 p-0');
  });
});
