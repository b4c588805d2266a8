import { scriptEndpoints as api } from "../../../shared/contracts/endpoints/scripts";
import { campaignDocumentApi } from "../../lib/campaign-document-api";

const scripts = campaignDocumentApi(api.list, api.save);

export const scriptsPath = scripts.path;

export const useScripts = scripts.useDocument;

/** Saves the edited templates; the answer (all ten, as saved) replaces the cached list. */
export const useSaveScripts = scripts.useSave;
