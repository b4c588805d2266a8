import { cadenceEndpoints as api } from "../../../shared/contracts/endpoints/cadence";
import { campaignDocumentApi } from "../../lib/campaign-document-api";

const cadence = campaignDocumentApi(api.get, api.save);

export const cadencePath = cadence.path;

export const useCadence = cadence.useDocument;

/** Saves the whole cadence; the answer (as saved, with who and when) replaces the cached one. */
export const useSaveCadence = cadence.useSave;
