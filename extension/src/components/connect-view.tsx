import { type FormEvent, useState } from "react";
import { Button, Card, ErrorNote, Field, TextInput } from "./ui";

interface ConnectViewProps {
  origin: string;
  expired: boolean;
  waiting: boolean;
  error: string | null;
  onConnect: (address: string) => void;
}

/** Not connected (or no longer): the app's address and "Connect", which opens the app in a tab. */
export function ConnectView({ origin, expired, waiting, error, onConnect }: ConnectViewProps) {
  const [address, setAddress] = useState(origin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConnect(address);
  };
  return (
    <Card>
      <h2 className="text-base font-semibold">{expired ? "Connect again" : "Connect to Outreach Desk"}</h2>
      <p className="text-slate-600">
        {expired
          ? "The side panel is no longer connected to Outreach Desk (it was disconnected, or not used for a while)."
          : "See your prospects and the Today queue beside LinkedIn. The panel only reads the address of the tab you look at."}
      </p>
      <form className="space-y-3" onSubmit={submit}>
        <Field label="Outreach Desk address" id="app-address">
          <TextInput
            id="app-address"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </Field>
        <ErrorNote>{error}</ErrorNote>
        <Button type="submit" variant="primary" className="w-full">
          {expired ? "Connect again" : "Connect"}
        </Button>
      </form>
      {waiting && (
        <p role="status" className="text-xs text-slate-600">
          Outreach Desk opened in a new tab: sign in there if asked, then choose Connect.
        </p>
      )}
    </Card>
  );
}
