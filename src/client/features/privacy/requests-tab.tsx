import { useSearchParams } from "react-router";
import { setSearchParam } from "../../lib/search-param";
import { NewRequestForm } from "./new-request-form";
import { RequestDetail } from "./request-detail";
import { RequestList } from "./request-list";

/** The requests list with the New request form, or one request opened (kept in ?request=). */
export function RequestsTab() {
  const [params, setParams] = useSearchParams();
  const openId = params.get("request");
  const open = (id: string | null) => setSearchParam(setParams, "request", id);

  if (openId) return <RequestDetail requestId={openId} onBack={() => open(null)} />;
  return (
    <div className="grid gap-6">
      <NewRequestForm onCreated={(request) => open(request.id)} />
      <RequestList onOpen={(request) => open(request.id)} />
    </div>
  );
}
