import type { PanelSession } from "../lib/session-store";
import { Button } from "./ui";

export function PanelHeader({
  session,
  onDisconnect,
}: {
  session: PanelSession | null;
  onDisconnect: () => void;
}) {
  return (
    <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2">
      <div className="min-w-0">
        <h1 className="text-sm font-semibold text-brand-700">Outreach Desk</h1>
        {session && (
          <p className="truncate text-xs text-slate-500" title={session.user.email}>
            {session.user.name}
          </p>
        )}
      </div>
      {session && (
        <Button variant="ghost" onClick={onDisconnect}>
          Disconnect
        </Button>
      )}
    </header>
  );
}
