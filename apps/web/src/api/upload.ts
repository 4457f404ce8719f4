import { TOKEN_HEADER } from '@mizan/domain/session';
import { authHeader, fail, type RequestOptions, takeFreshToken } from './client';

/**
 * A multipart upload with progress. fetch() cannot report upload progress, so this uses
 * XMLHttpRequest with the same token and error handling as the fetch wrapper.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  {
    handled = [413, 415, 422],
    method = 'PUT',
  }: { handled?: RequestOptions['handled']; method?: 'PUT' | 'POST' } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      takeFreshToken(xhr.getResponseHeader(TOKEN_HEADER));
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as T) : (undefined as T));
      } else {
        fail(xhr.status, xhr.responseText, handled).catch(reject);
      }
    };
    // A network failure has no status; the generic toast is the honest message.
    xhr.onerror = () => fail(0, '', handled === 'all' ? 'all' : []).catch(reject);
    xhr.send(form);
  });
}
