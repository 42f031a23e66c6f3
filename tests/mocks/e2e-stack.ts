// The end-to-end stack: the production build on the embedded defaults, with real local stand-ins
// for the outside services — an SMTP server whose messages land in E2E_MAIL_DIR as JSON (the
// tests read sign-in links from there), an OAuth provider for Google and a Steam OpenID endpoint.
import fs from "node:fs";
import path from "node:path";
import { startFakeSteam } from "./fake-steam";
import { startOAuthProvider } from "./oauth-provider";
import { startSmtpCapture } from "./smtp-capture";

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "tmp/e2e-mail");
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

const smtp = await startSmtpCapture();
let written = 0;
setInterval(() => {
  for (; written < smtp.messages.length; written++) {
    const mail = smtp.messages[written];
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text).join(", ");
    const file = path.join(mailDir, `${String(written).padStart(5, "0")}.json`);
    // Written aside and renamed: a test reading the folder meanwhile never meets half a file.
    fs.writeFileSync(
      `${file}.part`,
      JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
    );
    fs.renameSync(`${file}.part`, file);
  }
}, 50).unref();

const google = await startOAuthProvider("google");
google.setAccount({
  id: "e2e-google-1",
  email: "google.player@players.example",
  verified: true,
  name: "Google Player",
});
const steam = await startFakeSteam();

Object.assign(process.env, {
  SMTP_URL: smtp.url,
  // Status alerts go out within a second of a change (the desk suite waits for one).
  STATUS_ALERT_CHECK_SECONDS: "1",
  // The maintenance round (lapsed payment holds back on sale, orders waiting too long) every 2 s.
  TICKET_AUTO_CLOSE_CHECK_SECONDS: "2",
  GOOGLE_CLIENT_ID: "e2e-google",
  GOOGLE_CLIENT_SECRET: "e2e-secret",
  GOOGLE_OAUTH_BASE_URL: google.url,
  STEAM_API_KEY: "e2e-steam",
  STEAM_OPENID_URL: steam.openIdUrl,
  STEAM_API_URL: steam.apiUrl,
});

// The built server reads the environment above when it starts.
await import(path.resolve("build/server/express.js"));

// Sessions for the stories that are not about signing in (tests/mocks/session-mint.ts).
const { startSessionMint } = await import("./session-mint");
await startSessionMint(Number(process.env.E2E_MINT_PORT));
