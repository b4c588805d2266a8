import { sidePanelEndpoints } from "../../../src/shared/contracts/endpoints/side-panel";
import { useLoad } from "../hooks/use-load";
import type { CallEndpoint } from "../lib/api";
import type { PageKind } from "../lib/page-kind";
import { AddProspectForm } from "./add-prospect-form";
import { AssignmentCard } from "./assignment-card";
import { Button, Card, ErrorNote } from "./ui";

interface ProfileViewProps {
  api: CallEndpoint;
  origin: string;
  page: Extract<PageKind, { kind: "profile" }>;
  refresh: number;
}

/** A LinkedIn profile in the tab: the person's campaigns and next steps, or adding them to one. */
export function ProfileView({ api, origin, page, refresh }: ProfileViewProps) {
  const lookup = useLoad(
    `lookup:${page.url}`,
    () => api(sidePanelEndpoints.lookup, { query: { url: page.url } }),
    refresh,
  );
  const found = lookup.data;
  return (
    <div className="space-y-3">
      <p className="truncate text-xs text-slate-500" title={page.profileUrl}>
        {page.profileUrl.replace(/^https:\/\/www\./, "")}
      </p>
      {lookup.error && (
        <Card>
          <ErrorNote>{lookup.error}</ErrorNote>
          <Button onClick={lookup.reload}>Try again</Button>
        </Card>
      )}
      {!found && !lookup.error && <p className="text-slate-500">Looking up this profile…</p>}
      {found?.assignments.map((assignment) => (
        <AssignmentCard
          key={assignment.prospect.id}
          api={api}
          origin={origin}
          assignment={assignment}
          onChanged={lookup.reload}
        />
      ))}
      {found && found.assignments.length === 0 && (
        <Card>
          <h2 className="text-base font-semibold">Not a prospect</h2>
          <p className="text-slate-600">This person is in none of the campaigns you work.</p>
          <AddProspectForm api={api} url={page.url} campaigns={found.campaigns} onAdded={lookup.reload} />
        </Card>
      )}
    </div>
  );
}
