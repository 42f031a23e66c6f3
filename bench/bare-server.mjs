// The yardstick of `npm run bench`: a bare Express "hello" in a process of its own, so that it
// neither shares an event loop with the load generator nor with the shop.
import express from "express";

const app = express();
app.get("/", (_req, res) => res.send("hello"));
const server = app.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
