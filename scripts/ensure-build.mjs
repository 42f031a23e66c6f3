// `npm start` on a fresh clone: build once when there is no production build yet (the build also
// draws the seed's pictures), and draw the pictures when only they are missing, so a first start
// on the embedded database can seed the demo catalogue.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const pictures = path.resolve(
  process.env.SEED_PICTURES_DIR ?? "node_modules/.cache/seed-art",
  "manifest.json",
);
if (!existsSync("build/server/express.js") || !existsSync("build/server/index.js")) {
  console.log("No production build yet: running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
} else if (!existsSync(pictures)) {
  console.log("The seed's pictures are not drawn yet: running `npm run seed:art` first.");
  execSync("npm run seed:art", { stdio: "inherit" });
}
