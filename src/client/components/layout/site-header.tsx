import * as React from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, Scale, ShieldCheck, UserRound, X } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { LOGIN_PATH, LOGOUT_PATH } from '#client/lib/auth/redirect-to-login.ts';
import { cn } from '#client/lib/cn.ts';
import { SITE_CONFIG } from '#client/lib/site-config.ts';
import { MAIN_NAV_ITEMS } from './nav-links.ts';

const MENU_PANEL_ID = 'main-menu-panel';

export interface SiteHeaderProps {
  isAuthenticated: boolean;
  isAdmin: boolean;
}

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors',
    // The current page gets a bar under it as well as the tint, so colour is not the only cue.
    isActive
      ? 'bg-secondary text-secondary-foreground shadow-[inset_0_-3px_0_var(--color-primary)]'
      : 'text-foreground hover:bg-accent hover:text-accent-foreground',
  );
}

function panelLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex min-h-12 items-center rounded-md border-l-4 px-3 text-base font-medium transition-colors',
    isActive
      ? 'border-primary bg-secondary text-secondary-foreground'
      : 'border-transparent text-foreground hover:bg-accent hover:text-accent-foreground',
  );
}

/**
 * Sign-in and sign-out are browser navigations to the server (spec 2.2): sign-in is a plain link;
 * sign-out submits a form (a POST that another site cannot send on the person's behalf).
 * Signed-in people get a link to their account; admins also one to the admin dashboard.
 */
function AccountActions({ isAuthenticated, isAdmin, layout }: SiteHeaderProps & { layout: 'bar' | 'panel' }) {
  const t = useT();
  const location = useLocation();
  // Sign-in brings people back to the page they were on.
  const loginHref = `${LOGIN_PATH}?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const size = layout === 'panel' ? 'lg' : 'sm';
  const stretch = layout === 'panel' ? 'w-full' : undefined;
  return (
    <>
      {isAuthenticated && isAdmin ? (
        <Link to="/admin" className={cn(buttonVariants({ variant: 'outline', size }), stretch)}>
          <ShieldCheck aria-hidden="true" />
          {/* Beside the full navigation (lg and up, content never wider than 80rem) there is room only for the icon: one row, even for an admin. */}
          <span className={layout === 'bar' ? 'lg:sr-only' : undefined}>{t('nav.admin')}</span>
        </Link>
      ) : null}
      {isAuthenticated ? (
        <Link to="/account" className={cn(buttonVariants({ variant: 'outline', size }), stretch)}>
          <UserRound aria-hidden="true" />
          <span className={layout === 'bar' ? 'lg:sr-only' : undefined}>{t('nav.account')}</span>
        </Link>
      ) : null}
      {isAuthenticated ? (
        <form method="post" action={LOGOUT_PATH} className={cn('contents', stretch)}>
          <button type="submit" className={cn(buttonVariants({ variant: 'outline', size }), stretch)}>
            {t('nav.signOut')}
          </button>
        </form>
      ) : (
        <a href={loginHref} className={cn(buttonVariants({ variant: 'default', size }), stretch)}>
          {t('nav.signIn')}
        </a>
      )}
    </>
  );
}

export function SiteHeader({ isAuthenticated, isAdmin }: SiteHeaderProps) {
  const t = useT();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = React.useState(false);
  const headerRef = React.useRef<HTMLElement>(null);
  const menuButtonRef = React.useRef<HTMLButtonElement>(null);

  // Following a link (or going back) closes the menu: adjusted while rendering, not in an effect.
  const [menuPathname, setMenuPathname] = React.useState(location.pathname);
  if (menuPathname !== location.pathname) {
    setMenuPathname(location.pathname);
    setMenuOpen(false);
  }

  // While open: Escape closes it (focus back on the button); a tap outside the header closes it.
  React.useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  return (
    <header ref={headerRef} className="relative z-40 border-b border-border bg-background">
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8 xl:gap-4">
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-semibold text-foreground"
          aria-label={t('nav.home')}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Scale className="size-5" aria-hidden="true" />
          </span>
          {/* Beside the full navigation the name is left to screen readers, so the header stays one row. */}
          <span className="max-w-[11rem] text-sm leading-tight sm:max-w-none sm:text-base lg:sr-only">
            {SITE_CONFIG.siteName}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="flex flex-1 justify-end lg:justify-center">
          <ul className="hidden items-center justify-center gap-0.5 lg:flex">
            {MAIN_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                {/* A premium page's link ends in a crown whose text alternative is "premium" (styles.css, by address). */}
                <NavLink to={item.to} className={desktopLinkClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>

          <button
            ref={menuButtonRef}
            type="button"
            className={cn(buttonVariants({ variant: 'outline', size: 'default' }), 'px-3 lg:hidden')}
            aria-expanded={isMenuOpen}
            aria-controls={MENU_PANEL_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            {t('nav.menu')}
          </button>

          <div
            id={MENU_PANEL_ID}
            hidden={!isMenuOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg lg:hidden"
          >
            <ul className="mx-auto flex w-full max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
              {MAIN_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={panelLinkClass}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 border-t border-border px-4 py-3 sm:hidden">
              <AccountActions isAuthenticated={isAuthenticated} isAdmin={isAdmin} layout="panel" />
            </div>
          </div>
        </nav>

        <div className="hidden shrink-0 items-center gap-2 sm:flex">
          <AccountActions isAuthenticated={isAuthenticated} isAdmin={isAdmin} layout="bar" />
        </div>
      </div>
    </header>
  );
}
