import { Menu } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { SessionUser } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { BrandLink } from "../../shared/brand-link";
import { Sidebar } from "./sidebar";

interface AppShellProps {
  user: SessionUser;
  /** The profile menu at the foot of the sidebar. */
  account: ReactNode;
  /** A bar above every page (the e-mail confirmation notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/** Sidebar beside the page on wide screens; a slide-in drawer behind a menu button on phones. */
export function AppShell({ user, account, notice, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the route changes
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-screen">
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block print:hidden">
        <Sidebar user={user} account={account} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden print:hidden">
        <BrandLink />
        <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <RadixDialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu />
            </Button>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl">
              <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">Pages and account menu</RadixDialog.Description>
              <Sidebar user={user} account={account} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </header>

      <main className="lg:pl-64 print:pl-0">
        <div className="print:hidden">{notice}</div>
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:max-w-none print:p-0">
          {children}
        </div>
      </main>
    </div>
  );
}
