import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as it came, still in its content coding when it has one. */
  bytes: Buffer;
}

/**
 * One HTTP request with exactly the headers given (fetch refuses to set Host and a few others,
 * which is what an attacker's client sends freely).
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  // A body goes with its length, as browsers send it, unless the caller streams it chunked.
  const sized =
    body === undefined || Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))
      ? headers
      : { ...headers, "Content-Length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: sized }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes.toString("utf8"),
          bytes,
        });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}
