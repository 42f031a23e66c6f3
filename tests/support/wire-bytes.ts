import { get as httpGet } from "node:http";

/**
 * The bytes a browser receives for `url` with brotli offered, as sent (fetch would undo the
 * coding): a stored page as the cache compressed it, a script as the build did (a file too small to
 * gain from it, such as an empty route module, as it is). Used by the page budgets and the bench.
 */
export function wireBytes(url: string) {
  return new Promise<number>((resolve, reject) =>
    httpGet(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () => resolve(length));
    }).on("error", reject),
  );
}
