import fs from "node:fs/promises";
import path from "node:path";
import S3rver from "s3rver";
import { s3Store } from "~/services/storage/s3-store.server";

/**
 * A local S3-compatible server (s3rver) on loopback with one empty bucket, for the storage suites:
 * the real S3 protocol through the real SDK, with files in a temporary folder.
 */
export async function startS3Server(bucket = "nocturn-test") {
  const directory = path.resolve(`tmp/s3-${process.pid}-${Date.now()}`);
  await fs.mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    bucket,
    endpoint,
    credentials,
    /** The shop's store on this bucket, as S3_BUCKET and S3_ENDPOINT would make it. */
    store: () => s3Store({ bucket, endpoint, region: "us-east-1", credentials }),
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
