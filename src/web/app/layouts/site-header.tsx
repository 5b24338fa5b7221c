import { MenuIcon, MessageSquareIcon, ShieldIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../features/auth/auth-context';
import { useAwaitingAnswer } from '../../features/bookings/api/awaiting-answer-api';
import { AwaitingAnswerBadge } from '../../features/bookings/components/awaiting-answer-badge';
import { useUnreadTotal } from '../../features/messaging/api/unread-api';
import { UnreadBadge } from '../../features/messaging/components/unread-badge';
import { conversationPath } from '../../features/messaging/lib/conversation-url';
import { cn } from '../../lib/cn';
import { useWaitingInTitle } from '../../lib/use-document-title';

const NAV_LINKS = [
  { to: '/discover-talent', label: 'Discover' },
  { to: '/book-projects', label: 'Booking' },
  { to: '/creative-blog', label: 'Community' },
];

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex h-10 items-center rounded-button px-2 font-medium text-sm transition-colors lg:px-3',
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

/** The dashboard tab the page is on (Messages, Bookings, Settings and Dashboard are one route), or null. */
function useDashboardTab(): string | null {
  const { pathname, search } = useLocation();
  return pathname === '/dashboard' ? (new URLSearchParams(search).get('tab') ?? 'overview') : null;
}

/**
 * The dashboard's top bar (Messages apart, with its count): Bookings and Settings only in
 * a wide bar and the phone's menu, Dashboard always. Plain addresses: the features' URL
 * helpers load zod, which the first paint does not.
 */
const DASHBOARD_LINKS = [
  { tab: 'bookings', to: '/dashboard?tab=bookings', label: 'Bookings', wideOnly: true },
  { tab: 'settings', to: '/dashboard?tab=settings', label: 'Settings', wideOnly: true },
  { tab: 'overview', to: '/dashboard', label: 'Dashboard', wideOnly: false },
] as const;

function useOnMessages(): boolean {
  return useDashboardTab() === 'messages';
}

/** The unread count of a signed-in member, kept live by their event stream. */
function useUnreadCount(): number | undefined {
  const { user } = useAuth();
  return useUnreadTotal(Boolean(user)).data?.unreadTotal;
}

/** Messages with the unread count as an icon: beside the menu button on phones, and in the bar while it is narrow. */
function MessagesIconLink({ className }: { className?: string }) {
  const { user } = useAuth();
  const count = useUnreadCount();
  const onMessages = useOnMessages();
  if (!user) return null;
  return (
    <Button
      asChild
      variant="ghost"
      size="icon"
      className={cn('relative aria-[current=page]:bg-zinc-100', className)}
    >
      <Link to={conversationPath()} aria-current={onMessages ? 'page' : undefined}>
        <MessageSquareIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">Messages</span>
        <UnreadBadge count={count} className="absolute top-0.5 right-0.5" />
      </Link>
    </Button>
  );
}

/**
 * The account actions: Sign In / Join for visitors; Admin, Messages (with the unread
 * count), Bookings (with the requests awaiting an answer), Settings, Dashboard and Sign
 * Out for members.
 */
function AccountActions({ layout, onAction }: { layout: 'bar' | 'menu'; onAction?: () => void }) {
  const { user, loading, sessionUnknown, isAdmin, signOut } = useAuth();
  const full = layout === 'menu' ? 'w-full' : undefined;
  const current = 'aria-[current=page]:bg-zinc-100';
  const unread = useUnreadCount();
  const awaitingAnswer = useAwaitingAnswer(user).data;
  const onMessages = useOnMessages();
  const dashboardTab = useDashboardTab();
  // In between, Dashboard leads to the tabs the bar has no room for.
  const wideOnly = layout === 'bar' ? 'hidden xl:inline-flex' : undefined;

  // Until the session is known, neither a visitor's nor a member's actions: a member whose
  // session cannot be read for a moment is not offered Sign In.
  if (loading || sessionUnknown) {
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
        <Button
          asChild
          variant={layout === 'menu' ? 'outline' : 'ghost'}
          // In a narrow bar an icon, as Messages is: with the words the bar is wider than 768 px.
          className={cn(full, current, layout === 'bar' && 'max-lg:size-10 max-lg:px-0')}
        >
          <NavLink to="/admin" onClick={onAction}>
            {layout === 'bar' && <ShieldIcon aria-hidden="true" className="size-5 lg:hidden" />}
            <span className={cn(layout === 'bar' && 'max-lg:sr-only')}>Admin</span>
          </NavLink>
        </Button>
      )}
      {/* In a narrow bar, MessagesIconLink stands in for it. */}
      <Button
        asChild
        variant={layout === 'menu' ? 'outline' : 'ghost'}
        className={cn(full, current, layout === 'bar' && 'hidden lg:inline-flex')}
      >
        <Link to={conversationPath()} onClick={onAction} aria-current={onMessages ? 'page' : undefined}>
          Messages
          <UnreadBadge count={unread} />
        </Link>
      </Button>
      {DASHBOARD_LINKS.map((link) => (
        <Button
          key={link.tab}
          asChild
          variant={layout === 'menu' ? 'outline' : 'ghost'}
          className={cn(full, current, link.wideOnly && wideOnly, layout === 'bar' && 'relative')}
        >
          <Link to={link.to} onClick={onAction} aria-current={dashboardTab === link.tab ? 'page' : undefined}>
            {link.label}
            {link.tab === 'bookings' && <AwaitingAnswerBadge awaiting={awaitingAnswer} />}
            {/* A narrower bar has no Bookings link: Dashboard, which leads to it, carries the
                count; on a tablet at its corner, as Messages does, where the bar has no room beside it. */}
            {link.tab === 'overview' && layout === 'bar' && (
              <AwaitingAnswerBadge
                awaiting={awaitingAnswer}
                className="max-lg:-top-1.5 max-lg:-right-1.5 max-lg:absolute xl:hidden"
              />
            )}
          </Link>
        </Button>
      ))}
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
  const { user } = useAuth();
  const awaitingAnswer = useAwaitingAnswer(user).data;
  const unread = useUnreadCount();
  // What the badges count, before the tab's title too.
  useWaitingInTitle(user ? (unread ?? 0) + (awaitingAnswer?.awaitingAnswer ?? 0) : 0);

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
      <div className="container-page flex h-16 items-center justify-between gap-2 lg:gap-4">
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

        <div className="hidden items-center gap-2 md:flex">
          <MessagesIconLink className="lg:hidden" />
          <AccountActions layout="bar" />
        </div>

        <div className="-mr-2 flex items-center gap-1 md:hidden">
          <MessagesIconLink />
          <Button
            ref={buttonRef}
            variant="ghost"
            size="icon"
            className="relative md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <XIcon className="size-6" aria-hidden="true" />
            ) : (
              <MenuIcon className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">Menu</span>
            {/* The menu's Bookings link carries the count; closed, the button shows it is there. */}
            {!open && (
              <AwaitingAnswerBadge awaiting={awaitingAnswer} className="absolute top-0.5 right-0.5" />
            )}
          </Button>
        </div>
      </div>

      {/* The menu button needs scripts; without them a phone shows the links in a row. */}
      <noscript>
        <nav aria-label="Main" className="border-zinc-200 border-t md:hidden">
          <ul className="container-page flex flex-wrap gap-1 py-2">
            {[
              ...NAV_LINKS,
              { to: '/auth', label: 'Sign In' },
              { to: '/auth?mode=sign-up', label: 'Join' },
            ].map((link) => (
              <li key={link.to}>
                <a href={link.to} className={navLinkClass({ isActive: pathname === link.to })}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>

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
