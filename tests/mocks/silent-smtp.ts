import net, { type AddressInfo } from "node:net";

/**
 * A mail relay that takes connections and never says a word (a hung SMTP server): a send waits
 * until the relay closes, which drops every connection it holds and stops listening.
 */
export async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
