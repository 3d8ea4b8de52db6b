import { cn } from '#client/lib/cn.ts';

/**
 * A thin bar at the top of the window while the next page's code loads. Decorative: the page
 * content carries `aria-busy` meanwhile, and the title changes when the page arrives.
 */
export function NavigationProgress({ isActive }: { isActive: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[150] h-1 overflow-hidden transition-opacity duration-200',
        // Fades in after a short delay so fast navigations do not flash.
        isActive ? 'opacity-100 delay-150' : 'opacity-0',
      )}
    >
      {isActive ? <div className="h-full w-2/5 animate-progress bg-primary" /> : null}
    </div>
  );
}
