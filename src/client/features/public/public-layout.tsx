import type { ReactNode } from "react";
import { PRODUCT_NAME } from "../../lib/use-page-title";
import { BrandLink } from "../../shared/brand-link";

export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <BrandLink />
        {children && <div className="flex items-center gap-1 sm:gap-2">{children}</div>}
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6">
        <span className="font-medium text-slate-700">{PRODUCT_NAME}</span>
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </span>
      </div>
    </footer>
  );
}

/** Top bar, page body and footer for the public pages. */
export function PublicLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader>{actions}</PublicHeader>
      <main className="flex-1">{children}</main>
      <PublicFooter />
    </div>
  );
}
