// Runs before every browser project: signs the seeded staff in once for the whole run, straight in
// the e2e database (tests/mocks/session-mint.ts), and keeps each session as a storage state that
// staffPage() opens. No sign-in form, no mailed link, no sign-in limit to dodge.
import fs from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { mintSession, staffSessions } from "./support";

for (const [email, file] of Object.entries(staffSessions)) {
  setup(`a session for ${email}`, async () => {
    const session = await mintSession(email);
    const cookie = (name: string, value: string, httpOnly: boolean) => ({
      name,
      value,
      domain: new URL(baseURL).hostname,
      path: "/",
      expires: -1,
      httpOnly,
      secure: false,
      sameSite: "Lax" as const,
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({
        cookies: [cookie(session.name, session.value, true), cookie("cookieConsent", "true", false)],
        origins: [],
      }),
    );
  });
}
