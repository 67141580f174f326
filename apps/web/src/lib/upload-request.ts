import { ApiError, standardHeaders, withSessionToken } from './api-client';

/** The status and the JSON body of an upload's answer, whatever the status (refusals carry a body too). */
export interface UploadAnswer<T> {
  status: number;
  body: T | undefined;
}

export interface UploadOptions {
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody<T>(text: string): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    // A proxy's HTML error page: only the status says anything.
    return undefined;
  }
}

/** One POST through XMLHttpRequest: fetch cannot report how much of a request body has been sent. */
function sendForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions,
  accessToken: string | null,
): Promise<UploadAnswer<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(standardHeaders(accessToken))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody<T & { code?: string; message?: string }>(request.responseText);
      // A 401 is for withSessionToken to renew the tokens and send again.
      if (request.status === 401) {
        reject(new ApiError(401, body?.code ?? 'UNAUTHORIZED', body?.message ?? 'Unauthorized'));
      } else resolve({ status: request.status, body });
    };
    // Like fetch: a request that never got an answer is a TypeError.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * POSTs a multipart form with upload progress, as the session: the same headers and token renewal as
 * apiRequest. Resolves with the status and body of any answer but 401; rejects when no answer came.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return withSessionToken((accessToken) => sendForm<T>(path, form, options, accessToken));
}
