import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequest,
  type PrivacyRequestKind,
} from "../../../shared/contracts/privacy";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { FieldError } from "../../components/ui/input";
import { SelectField } from "../../components/ui/select";
import { describeFailure } from "../../lib/api";
import { useCreateRequest } from "./api";
import { REQUEST_KIND_LABELS } from "./labels";
import { localDay } from "./request-status";

const KIND_OPTIONS = PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: REQUEST_KIND_LABELS[kind] }));
const SUBJECT_MISSING = "Enter a LinkedIn profile URL or an e-mail address";

type Problems = Partial<Record<"kind" | "subject" | "receivedOn" | "form", string>>;

/** A new erasure or access request: what is asked, about whom, and when it arrived (today by default). */
export function NewRequestForm({ onCreated }: { onCreated: (request: PrivacyRequest) => void }) {
  const [kind, setKind] = useState<PrivacyRequestKind | "">("");
  const [subject, setSubject] = useState("");
  const [receivedOn, setReceivedOn] = useState(() => localDay(new Date()));
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateRequest();
  const clear = (key: keyof Problems) =>
    setProblems((current) => ({ ...current, [key]: undefined, form: undefined }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (!kind) found.kind = "Choose Erasure or Access";
    if (!subject.trim()) found.subject = SUBJECT_MISSING;
    if (!receivedOn) found.receivedOn = "Enter the date the request was received";
    setProblems(found);
    if (!kind || Object.keys(found).length > 0) return;
    create.mutate(
      { kind, subject: subject.trim(), receivedOn },
      {
        onSuccess: (request) => onCreated(request),
        onError: (error) => {
          const failure = describeFailure(error, "The request could not be saved");
          const field = failure.field;
          setProblems(
            field === "kind" || field === "subject" || field === "receivedOn"
              ? { [field]: failure.text }
              : { form: failure.text },
          );
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="new-request-title">
        <h2 id="new-request-title" className="text-base font-semibold text-slate-900">
          New request
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">
          A person asked to have their data erased or to receive a copy of it. The answer is due within one
          month.
        </p>
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 grid gap-4 lg:grid-cols-[10rem_minmax(0,1fr)_11rem_auto] lg:items-start"
        >
          <SelectField
            id="privacy-request-kind"
            label="Request"
            placeholder="Choose..."
            options={KIND_OPTIONS}
            value={kind}
            onValueChange={(value) => {
              setKind(value as PrivacyRequestKind);
              clear("kind");
            }}
            error={problems.kind}
          />
          <TextField
            id="privacy-request-subject"
            label="LinkedIn URL or e-mail"
            placeholder="https://www.linkedin.com/in/... or name@example.com"
            value={subject}
            autoComplete="off"
            onChange={(event) => {
              setSubject(event.target.value);
              clear("subject");
            }}
            error={problems.subject}
          />
          <TextField
            id="privacy-request-received"
            label="Received on"
            type="date"
            value={receivedOn}
            max={localDay(new Date())}
            onChange={(event) => {
              setReceivedOn(event.target.value);
              clear("receivedOn");
            }}
            error={problems.receivedOn}
          />
          <Button type="submit" disabled={create.isPending} className="lg:mt-6">
            <Plus aria-hidden />
            {create.isPending ? "Creating..." : "Create request"}
          </Button>
        </form>
        <div className="mt-3 empty:hidden">
          <FieldError>{problems.form}</FieldError>
        </div>
      </section>
    </Card>
  );
}
