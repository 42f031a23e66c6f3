import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { setDb, type DbHandle } from "~/db/client.server";
import { invalidateCache } from "~/services/cache.server";
import type { TestDatabase } from "./databases";

/**
 * Gives the suite a copy of the run's migrated and seeded database (tests/setup/databases.ts) and
 * makes it the process's database.
 */
export function useSeededDatabase(database: TestDatabase) {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await database.openSeeded();
    setDb(handle);
    // The query cache is per process: drop what another database's suite left in it.
    invalidateCache();
  });
  afterAll(async () => {
    invalidateCache();
    setDb(undefined);
    await handle?.close();
    await database.dispose();
  });
}

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** Calls a resource route's loader as Remix would, and reads its JSON answer. */
export async function callLoader(loader: Loader, url: string, params: Record<string, string> = {}) {
  const response = await loader({ request: new Request(`http://shop.test${url}`), params, context: {} });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
