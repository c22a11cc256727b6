import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../lib/api/users';
import { Logo } from '../../../components/logo';
import { AccountMenu } from './account-menu';
import { AdminSidebar } from './admin-sidebar';
import { Icon } from '../../../components/icon';

/**
 * The admin area's frame: a header with the logo and the admin's menu, the Dashboard sidebar
 * beside the screen on a wide window, and behind a menu button in a drawer on a narrow one.
 */
export function AdminShell({
  user,
  onSignOut,
  children,
}: {
  user: User;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Widening the window past the drawer's breakpoint shows the sidebar: the drawer has no place left.
  useEffect(() => {
    if (!drawerOpen) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls="admin-drawer"
            className="-ml-1.5 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <span className="sr-only">Open the dashboard menu</span>
            <Icon name="menu" className="size-6" />
          </button>
          <div className="flex items-center gap-2.5">
            <Logo />
            <span className="hidden rounded-md bg-slate-900 px-2 py-0.5 text-[0.7rem] font-bold uppercase tracking-wider text-white sm:inline">
              Admin
            </span>
          </div>
          <div className="ml-auto">
            <AccountMenu user={user} onSignOut={onSignOut} />
          </div>
        </div>
      </header>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden border-r border-slate-200 bg-white lg:block">
          <div className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto px-4 py-6">
            <AdminSidebar />
          </div>
        </aside>
        <main id="admin-main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      {drawerOpen && <Drawer onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}

/** The sidebar on a narrow screen: a modal panel from the left, closed by Escape, the overlay or a link. */
function Drawer({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      id="admin-drawer"
      aria-label="Dashboard menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-slate-950/50 open:flex lg:open:hidden"
    >
      <div className="flex h-full w-72 max-w-[85vw] flex-col bg-white px-4 pb-6 pt-4 shadow-2xl">
        <div className="mb-6 flex items-center justify-between">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <span className="sr-only">Close the dashboard menu</span>
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1">
          <AdminSidebar onNavigate={onClose} />
        </div>
      </div>
    </dialog>
  );
}
