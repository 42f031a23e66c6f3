import http from "node:http";
import net from "node:net";

/**
 * A small load balancer for the multi-instance suite: each HTTP request, and each WebSocket
 * upgrade, goes to the next instance in turn (strict round robin, so consecutive calls of one
 * client land on different instances, as Fly's proxy may send them). The Host header is passed
 * through, so the instances see the proxy's origin as the site's, as they would behind Fly.
 */
export async function startRoundRobinProxy(targets: string[]) {
  const upstreams = targets.map((t) => new URL(t));
  /** Requests each instance got through the proxy, by position. */
  const served = targets.map(() => 0);
  let turn = 0;
  const pick = () => {
    const index = turn++ % upstreams.length;
    served[index] += 1;
    return upstreams[index];
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const target = pick();
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });

  server.on("upgrade", (req, client: net.Socket, head: Buffer) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
    }
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
