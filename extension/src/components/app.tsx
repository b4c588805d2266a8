import { useCallback, useState } from "react";
import { useConnection } from "../hooks/use-connection";
import { useLiveEvents } from "../hooks/use-live-events";
import { useWatchedTab } from "../hooks/use-watched-tab";
import { builtOrigin } from "../lib/built-origin";
import { pageKindOf } from "../lib/page-kind";
import { ConnectView } from "./connect-view";
import { PanelHeader } from "./panel-header";
import { ProfileView } from "./profile-view";
import { TodayView } from "./today-view";

const ORIGIN = builtOrigin();

export function App() {
  const connection = useConnection(ORIGIN);
  const { session } = connection;
  const tab = useWatchedTab();
  const [refresh, setRefresh] = useState(0);
  const bump = useCallback(() => setRefresh((count) => count + 1), []);
  useLiveEvents(ORIGIN, session?.token ?? null, bump, connection.lost);
  const page = pageKindOf(tab?.url);

  return (
    <div className="mx-auto flex min-h-screen max-w-[480px] flex-col">
      <PanelHeader session={session} onDisconnect={() => void connection.disconnect()} />
      <main className="flex-1 space-y-3 p-3">
        {!session ? (
          <ConnectView
            origin={ORIGIN}
            expired={connection.expired}
            waiting={connection.waiting}
            error={connection.error}
            onConnect={(address) => void connection.connect(address)}
          />
        ) : tab === undefined ? null : page.kind === "profile" ? (
          <ProfileView
            key={page.profileUrl}
            api={connection.api}
            origin={ORIGIN}
            page={page}
            refresh={refresh}
          />
        ) : (
          <TodayView api={connection.api} tab={tab ?? null} refresh={refresh} />
        )}
      </main>
    </div>
  );
}
