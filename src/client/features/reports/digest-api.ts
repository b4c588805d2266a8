import { useMutation } from "@tanstack/react-query";
import { digestEndpoints as api } from "../../../shared/contracts/endpoints/digest";
import { campaignDocumentApi } from "../../lib/campaign-document-api";
import { callEndpoint } from "../../lib/endpoints";

const digest = campaignDocumentApi(api.get, api.save);

export const useDigestSettings = digest.useDocument;

/** Saves the day, hour and extra addresses; the answer replaces the cached settings. */
export const useSaveDigestSettings = digest.useSave;

/** Mails last week's digest to the signed-in manager. */
export function useSendDigestPreview(campaignId: string) {
  return useMutation({ mutationFn: () => callEndpoint(api.preview, { params: { id: campaignId } }) });
}
