// The e2e harness's own door, on loopback beside the shop and never part of the shop's build:
// it signs a user in straight in the e2e database (tests/support/actors.ts), so stories that are
// not about signing in start signed in (tests/e2e/support.ts) instead of walking the sign-in form
// and its mailed link each time. The sign-in stories (auth.spec.ts) still go through the form.
import http from "node:http";
import { z } from "zod";
import { mintActor } from "../support/actors";

const request = z.object({
  email: z.string().email(),
  role: z.enum(["client", "techsupport", "owner"]).optional(),
  lang: z.enum(["ru", "en"]).optional(),
});

/** Answers POST / {email, role?, lang?} with {cookie, login} (cookie: "__session=…"). */
export function startSessionMint(port: number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const asked = request.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      const { user, cookie } = await mintActor(asked);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ cookie, login: user.login }));
    } catch (error) {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) =>
    server.listen(port, "127.0.0.1", () => resolve(server)).once("error", reject),
  );
}
