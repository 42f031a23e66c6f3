// Runs before every browser project: signs the seeded staff in once for the whole run, on each e2e
// stack, straight in its database (tests/mocks/session-mint.ts), and keeps each session as a
// storage state that staffPage() opens. No sign-in form, no mailed link, no sign-in limit to dodge.
import fs from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { mintSession, stacks, staffMembers, staffSession, type Stack, type StaffEmail } from "./support";

for (const on of Object.keys(stacks) as Stack[])
  for (const email of Object.keys(staffMembers) as StaffEmail[]) {
    setup(`a session for ${email} on the ${on} stack`, async () => {
      const session = await mintSession(email, "en", on);
      const cookie = (name: string, value: string, httpOnly: boolean) => ({
        name,
        value,
        domain: new URL(stacks[on].baseURL).hostname,
        path: "/",
        expires: -1,
        httpOnly,
        secure: false,
        sameSite: "Lax" as const,
      });
      const file = staffSession(email, on);
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
