import { Link2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type CreatedShareLink, SHARE_LINK_LABEL_MAX } from "../../../shared/contracts/share-links";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { FieldError } from "../../components/ui/input";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useCreateShareLink } from "./share-links-api";

const ID = "share-link";

const FIELDS = ["label", "expiresOn"] as const;

/** Today in the browser as YYYY-MM-DD: the earliest last day the date picker offers. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A label and an optional last day, then Create link. A failed attempt keeps what was typed and marks
 * the field the server names.
 */
export function CreateShareLinkForm({
  campaignId,
  onCreated,
}: {
  campaignId: string;
  onCreated: (created: CreatedShareLink) => void;
}) {
  const create = useCreateShareLink(campaignId);
  const [label, setLabel] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const { errors, setErrors, edit, showFailure } = useFieldErrors(FIELDS);

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { label, expiresOn: expiresOn === "" ? null : expiresOn },
      {
        onSuccess: (created) => {
          setLabel("");
          setExpiresOn("");
          onCreated(created);
        },
        onError: (error) => showFailure(error, "The link could not be created. Please try again."),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
        <TextField
          id={`${ID}-label`}
          label="Label (optional)"
          placeholder="e.g. Monthly client review"
          value={label}
          maxLength={SHARE_LINK_LABEL_MAX}
          autoComplete="off"
          error={errors.label}
          onChange={(event) => edit("label", setLabel)(event.target.value)}
        />
        <TextField
          id={`${ID}-expires`}
          label="Last day (optional)"
          type="date"
          min={localToday()}
          value={expiresOn}
          error={errors.expiresOn}
          onChange={(event) => edit("expiresOn", setExpiresOn)(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">Without a last day, the link works until it is revoked.</p>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          <Link2 aria-hidden />
          {create.isPending ? "Creating..." : "Create link"}
        </Button>
      </div>
      <FieldError>{errors.form}</FieldError>
    </form>
  );
}
