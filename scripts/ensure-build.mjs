// `npm start` on a fresh clone: build once when there is no production build yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/express.js") || !existsSync("build/server/index.js")) {
  console.log("No production build yet: running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
}
