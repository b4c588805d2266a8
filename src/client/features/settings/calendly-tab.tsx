import { Building2 } from "lucide-react";
import { useState } from "react";
import { LabelledField } from "../../components/ui/labelled-field";
import { Select } from "../../components/ui/select";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { formatCountOf } from "../../lib/format";
import { useCalendlyCompanies } from "./calendly-api";
import { CalendlyBookingsCard } from "./calendly-bookings-card";
import { CalendlyConnectionCard } from "./calendly-connection-card";

/**
 * Settings > Calendly: per client company, the signing key and the address to give Calendly, the
 * bookings that matched no prospect, and the latest meetings booked.
 */
export function CalendlyTab() {
  const companies = useCalendlyCompanies();
  const [chosen, setChosen] = useState("");

  if (!companies.isSuccess) {
    return (
      <QueryStateCard
        query={companies}
        loadingText="Loading the companies..."
        errorTitle="The companies could not be loaded"
        fallback="Please try again."
      />
    );
  }
  if (companies.data.length === 0) {
    return (
      <EmptyCard icon={Building2} title="No client companies yet">
        Add a client under Manage Campaigns; its Calendly connection is set up here.
      </EmptyCard>
    );
  }

  const company = companies.data.find((row) => row.companyId === chosen) ?? companies.data[0];
  if (!company) return null;
  const options = companies.data.map((row) => ({
    value: row.companyId,
    label:
      row.unmatchedCount > 0
        ? `${row.companyName} (${formatCountOf(row.unmatchedCount, "booking", "bookings")} to match)`
        : row.companyName,
  }));

  return (
    <div className="grid gap-6">
      <LabelledField id="calendly-company" label="Client company">
        {(control) => (
          <Select
            {...control}
            value={company.companyId}
            onValueChange={setChosen}
            options={options}
            className="sm:max-w-md"
          />
        )}
      </LabelledField>
      <CalendlyConnectionCard company={company} />
      <CalendlyBookingsCard company={company} />
    </div>
  );
}
