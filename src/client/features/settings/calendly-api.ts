import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendlyCompany } from "../../../shared/contracts/calendly";
import { calendlyEndpoints as api } from "../../../shared/contracts/endpoints/calendly";
import { prospectEndpoints } from "../../../shared/contracts/endpoints/prospects";
import { callEndpoint, endpointQuery, optionalEndpointQuery } from "../../lib/endpoints";

const companiesQuery = () => endpointQuery(api.companies, {});
const bookingsQuery = (companyId: string) => endpointQuery(api.bookings, { params: { companyId } });

/** Every client company with its Calendly key's state and inbound address. */
export function useCalendlyCompanies() {
  return useQuery(companiesQuery());
}

/** The company's unmatched bookings and its latest matched ones. */
export function useCalendlyBookings(companyId: string) {
  return useQuery(bookingsQuery(companyId));
}

function useReplaceCompany() {
  const queryClient = useQueryClient();
  return (saved: CalendlyCompany) =>
    queryClient.setQueryData(companiesQuery().queryKey, (rows: CalendlyCompany[] | undefined) =>
      rows?.map((row) => (row.companyId === saved.companyId ? saved : row)),
    );
}

export function useSetSigningKey(companyId: string) {
  const replace = useReplaceCompany();
  return useMutation({
    mutationFn: (signingKey: string) =>
      callEndpoint(api.setKey, { params: { companyId }, body: { signingKey } }),
    onSuccess: replace,
  });
}

export function useRemoveSigningKey(companyId: string) {
  const replace = useReplaceCompany();
  return useMutation({
    mutationFn: () => callEndpoint(api.removeKey, { params: { companyId } }),
    onSuccess: replace,
  });
}

/** After a booking is matched or dismissed: the lists and the waiting count read again. */
function useBookingChange(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingsQuery(companyId).queryKey }),
      queryClient.invalidateQueries({ queryKey: companiesQuery().queryKey }),
    ]);
}

export function useMatchBooking(companyId: string) {
  const changed = useBookingChange(companyId);
  return useMutation({
    mutationFn: ({ bookingId, prospectId }: { bookingId: string; prospectId: string }) =>
      callEndpoint(api.match, { params: { companyId, bookingId }, body: { prospectId } }),
    onSuccess: changed,
  });
}

export function useDismissBooking(companyId: string) {
  const changed = useBookingChange(companyId);
  return useMutation({
    mutationFn: (bookingId: string) => callEndpoint(api.dismiss, { params: { companyId, bookingId } }),
    onSuccess: changed,
  });
}

/** The campaign's prospects whose name or company holds `text`; idle until two characters are typed. */
export function useProspectSearch(campaignId: string, text: string) {
  const q = text.trim();
  return useQuery(
    optionalEndpointQuery(
      prospectEndpoints.list,
      q.length >= 2 ? { params: { id: campaignId }, query: { q } } : null,
    ),
  );
}
