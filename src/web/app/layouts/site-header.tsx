import { MenuIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../features/auth/auth-context';
import { cn } from '../../lib/cn';

const NAV_LINKS = [
  { to: '/discover-talent', label: 'Discover' },
  { to: '/book-projects', label: 'Booking' },
  { to: '/creative-blog', label: 'Community' },
];

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex h-10 items-center rounded-button px-3 font-medium text-sm transition-colors',
    isActive ? 'text-ink' : 'text-zinc-600 hover:text-ink',
    isActive && 'bg-zinc-100',
  );
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'flex h-12 items-center rounded-button px-3 font-medium text-base transition-colors hover:bg-zinc-100',
    isActive && 'bg-zinc-100',
  );
}

/** The account actions: Sign In / Join for visitors; Admin, Dashboard, Sign Out for members. */
function AccountActions({ layout, onAction }: { layout: 'bar' | 'menu'; onAction?: () => void }) {
  const { user, loading, isAdmin, signOut } = useAuth();
  const full = layout === 'menu' ? 'w-full' : undefined;
  const current = 'aria-[current=page]:bg-zinc-100';

  if (loading) {
    return (
      <div className={cn('flex gap-2', layout === 'menu' && 'flex-col')} aria-hidden="true">
        <Skeleton className={cn('h-10 w-20', full)} />
        <Skeleton className={cn('h-10 w-16', full)} />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={cn('flex gap-2', layout === 'menu' && 'flex-col')}>
        <Button asChild variant={layout === 'menu' ? 'outline' : 'ghost'} className={full}>
          <Link to="/auth" onClick={onAction}>
            Sign In
          </Link>
        </Button>
        <Button asChild className={full}>
          <Link to="/auth?mode=sign-up" onClick={onAction}>
            Join
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex gap-2', layout === 'menu' && 'flex-col')}>
      {isAdmin && (
        <Button asChild variant={layout === 'menu' ? 'outline' : 'ghost'} className={cn(full, current)}>
          <NavLink to="/admin" onClick={onAction}>
            Admin
          </NavLink>
        </Button>
      )}
      <Button asChild variant={layout === 'menu' ? 'outline' : 'ghost'} className={cn(full, current)}>
        <NavLink to="/dashboard" onClick={onAction}>
          Dashboard
        </NavLink>
      </Button>
      <Button
        variant={layout === 'menu' ? 'dark' : 'outline'}
        className={full}
        onClick={() => {
          onAction?.();
          void signOut();
        }}
      >
        Sign Out
      </Button>
    </div>
  );
}

/** The top navigation. Below the md breakpoint it folds into a menu button. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-zinc-200 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">
          <AccountActions layout="bar" />
        </div>

        <Button
          ref={buttonRef}
          variant="ghost"
          size="icon"
          className="-mr-2 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <XIcon className="size-6" aria-hidden="true" />
          ) : (
            <MenuIcon className="size-6" aria-hidden="true" />
          )}
        </Button>
      </div>

      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-slide-down overflow-y-auto border-zinc-200 border-b bg-white shadow-lg md:hidden"
      >
        <div className="container-page grid gap-4 py-4">
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={mobileLinkClass} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-zinc-200 border-t pt-4">
            <AccountActions layout="menu" onAction={() => setOpen(false)} />
          </div>
        </div>
      </div>
    </header>
  );
}
