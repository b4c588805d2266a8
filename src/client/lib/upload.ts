import { ApiError, reportUnauthorized } from "./api";
import { liveOriginHeaders } from "./tab-id";

export interface UploadOptions {
  /** Called as the request body is sent, with the fraction sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Called once the whole body has been sent and the server is working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form and parses the JSON answer, reporting upload progress (fetch cannot).
 * Fails like lib/api.ts: a non-OK response becomes ApiError("<status>: <body text or status text>").
 */
export function uploadForm<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, onUploaded, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(liveOriginHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => {
      onProgress?.(1);
      onUploaded?.();
    };
    const abort = () => request.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const settle = () => signal?.removeEventListener("abort", abort);

    request.onload = () => {
      settle();
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reportUnauthorized(request.status, url);
        reject(
          new ApiError(
            request.status,
            text || request.statusText,
            request.getResponseHeader("x-request-id") ?? undefined,
            "POST",
          ),
        );
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new ApiError(request.status, "the server's answer was not JSON"));
      }
    };
    request.onerror = () => {
      settle();
      reject(new Error("The server could not be reached. Check your connection and try again."));
    };
    request.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException("The upload was cancelled", "AbortError"));
    };
    request.send(form);
  });
}
