// What the browser downloads never names the database: no script of the production build holds a
// table's name (a page that imported the schema for one list once shipped them all, decision 0042).
import fs from "node:fs";
import path from "node:path";
import { getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { requireProductionBuild } from "../support/production-build";

describe("the browser's scripts", () => {
  it("hold no table name of the database", () => {
    requireProductionBuild();
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table));
    // Names that are also ordinary words of the pages ("games", "prices") say nothing; the rest do.
    const telling = tables.filter((name) => name.includes("_"));
    expect(telling.length).toBeGreaterThan(15);
    const dir = path.resolve("build/client/assets");
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".js"))) {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      for (const name of telling) if (source.includes(`"${name}"`)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
