import { ApiError, NetworkError, reportUnauthorized } from "./api";
import { liveOriginHeaders } from "./tab-id";

/** The file name a Content-Disposition header gives (RFC 6266, `filename*` first), else the fallback. */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain filename (or the fallback) below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/**
 * Fetches a file the server builds on request and saves it, so that the caller knows when the server
 * is done (and refreshes what the download changed) and a refusal shows as the server's message
 * instead of being saved as the file.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: "include", headers: liveOriginHeaders() }).catch(() => {
    throw new NetworkError();
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    reportUnauthorized(response.status, url);
    throw new ApiError(response.status, text, response.headers.get("x-request-id") ?? undefined);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = attachmentFileName(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Chrome reads the blob after the click returns; revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
